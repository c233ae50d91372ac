import { describe, expect, it } from 'vitest'
import { distanceLabel } from '#shared/distance-label.ts'

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
