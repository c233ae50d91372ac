import { describe, expect, it } from 'vitest'
import { isConnectionFailure } from '#client/connection-failure.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'

describe('isConnectionFailure', () => {
  it("knows each browser's words for a request or a screen's code that never arrived", () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'Failed to fetch dynamically imported module: https://www.perkinsrestaurants.com/assets/abc.js',
      'Importing a module script failed.',
    ])
      expect(isConnectionFailure(new TypeError(message)), message).toBe(true)
  })

  it('sees through content that could not be read because the network failed', () => {
    const cause = new TypeError('Failed to fetch')
    expect(isConnectionFailure(new ContentUnavailable('network error while loading content', { cause }))).toBe(true)
    expect(isConnectionFailure(new ContentUnavailable('content route answered 500'))).toBe(false)
  })

  it("never calls a fault in the page's own code a connection issue", () => {
    expect(isConnectionFailure(new TypeError('l is not a function'))).toBe(false)
    expect(isConnectionFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isConnectionFailure(new Error('Failed to fetch'))).toBe(false)
    expect(isConnectionFailure(null)).toBe(false)
  })
})
