/**
 * This tab's session storage, or null where there is none (the server) or the browser refuses it (private modes,
 * storage switched off): what lives there is gone when the tab closes and is never seen by another tab.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/**
 * Whether an entry saved in the tab at `savedAt` is still kept, `keptMs` after it was saved. A time more than a minute
 * ahead of the clock is no time this tab wrote: the entry is not trusted.
 */
export function keptWithin(savedAt: unknown, keptMs: number, now: number = Date.now()): boolean {
  return typeof savedAt === 'number' && now - savedAt <= keptMs && savedAt <= now + 60_000
}
