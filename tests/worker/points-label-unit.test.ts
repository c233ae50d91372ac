import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, pointsLabel } from '#shared/points-label.ts'
import { propertyRuns } from './property-runs.ts'

describe('points as en-US prints them, without Intl', () => {
  it('writes whole numbers exactly as toLocaleString does', () => {
    for (const n of [0, 1, 9, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 9_007_199_254_740_991, -1, -1234])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === n.toLocaleString('en-US')),
      { numRuns: propertyRuns(500) },
    )
  })

  it('writes amounts in hundredths (a rate of points per dollar) as toLocaleString does', () => {
    for (const n of [0.5, 1.25, 2.5, 10.1, 1234.56, -0.75]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (hundredths) => {
        const n = hundredths / 100
        return formatCount(n) === n.toLocaleString('en-US')
      }),
      { numRuns: propertyRuns(500) },
    )
  })

  it('says point for one and points otherwise', () => {
    expect(pointsLabel(1)).toBe('1 point')
    expect(pointsLabel(0)).toBe('0 points')
    expect(pointsLabel(1500)).toBe('1,500 points')
  })
})
