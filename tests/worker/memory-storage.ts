/** A browser storage held in a Map, for the client's persistence in the Workers runtime (which has none). */
export const memoryStorage = (items = new Map<string, string>()) => ({
  items,
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
})

/** A window whose storage events never come (no other tab). */
export const noEvents = { addEventListener: () => undefined, removeEventListener: () => undefined }
