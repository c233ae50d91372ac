import { describe, expect, it } from 'vitest'
import { distanceLabel, reachLabel } from '#shared/distance-label.ts'

describe('distanceLabel', () => {
  it('gives miles for a restaurant in the United States', () => {
    expect(distanceLabel(12.34, 'us')).toBe('12.3 mi')
    expect(distanceLabel(0, 'us')).toBe('0.0 mi')
  })

  it('gives kilometres for a Canadian restaurant', () => {
    expect(distanceLabel(10, 'ca')).toBe('16.1 km')
    expect(distanceLabel(0.5, 'ca')).toBe('0.8 km')
  })
})

describe('reachLabel', () => {
  it('says a reach in miles, or in whole kilometres rounded down for a visitor in Canada', () => {
    expect(reachLabel(100, 'us')).toBe('100 miles')
    expect(reachLabel(100, undefined)).toBe('100 miles')
    expect(reachLabel(100, 'ca')).toBe('160 km')
  })
})
