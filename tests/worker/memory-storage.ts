import { vi } from 'vitest'

/** A browser storage held in a Map, for the client's persistence in the Workers runtime (which has none). */
export const memoryStorage = (items = new Map<string, string>()) => ({
  items,
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
})

/** A window whose storage events never come (no other tab). */
export const noEvents = { addEventListener: () => undefined, removeEventListener: () => undefined }

/**
 * A tab's sessionStorage held in a Map and the clock at `now`, for each test of a file (the caller's beforeEach and
 * afterEach): what the client keeps in the tab, read at a known time.
 */
export function tabAt(now: number) {
  const storage = memoryStorage()
  vi.stubGlobal('sessionStorage', storage)
  vi.useFakeTimers({ now, toFake: ['Date'] })
  return storage
}

export function leaveTab() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
}
