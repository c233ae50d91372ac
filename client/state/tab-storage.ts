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
