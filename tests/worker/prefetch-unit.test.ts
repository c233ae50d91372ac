import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from '#client/prefetch-on-intent.ts'

describe('prefetchAllowed', () => {
  it('prefetches on ordinary connections and when the browser does not say', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true)
  })

  it('skips prefetching on 2g and with data saver on', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
