/**
 * Public pages the service worker may keep a copy of for offline visits (content pages, the location finder, the
 * menu). Screens that show a visitor's own data or an order in progress are never stored anywhere (public/sw.js
 * holds the same list).
 */
const PRIVATE_PATHS = /^\/(_|(api|account|order|signin|app)(\/|$))/

export function isOfflineCacheablePath(pathname: string): boolean {
  // The router opens a screen whatever the case of its address and with its letters escaped (/Account, /%61ccount):
  // the path is read as the router reads it. One that cannot be read is not kept.
  try {
    return !PRIVATE_PATHS.test(decodeURIComponent(pathname).toLowerCase())
  } catch {
    return false
  }
}
