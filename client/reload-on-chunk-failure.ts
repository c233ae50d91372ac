const RELOAD_FLAG = 'perkins:chunk-reload'
const FLAG_KEPT_AFTER_LOAD_MS = 30_000

/** Where the router is going, while a navigation waits for its screen's code; null when none is under way. */
let pendingAddress: () => string | null = () => null
/** Screens' code fetched ahead of a click (prefetch-on-intent.ts) and not arrived yet. */
let prefetching = 0

/**
 * A deploy replaces hashed chunks; a tab opened before it fails to load the new screen's chunk.
 * Load the page again, from the server's new deploy: the page the visitor was opening when a navigation asked for
 * the chunk (the router changes the address only once the screen is ready, so a reload would land on the page they
 * were leaving and lose their tap), else the page on screen. The flag stops a reload loop when the chunk is really
 * missing. Offline, a reload cannot help and would throw away what the visitor typed: the failure goes to whoever
 * asked for the chunk instead.
 */
export function reloadOnChunkLoadFailure() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine || sessionStorage.getItem(RELOAD_FLAG)) return
    const next = pendingAddress()
    // Missing for a link only pointed at: the page stays under the pointer; a click on it finds the code missing again
    // and opens its page from the server.
    if (next === null && prefetching > 0) return
    event.preventDefault()
    sessionStorage.setItem(RELOAD_FLAG, '1')
    const here = window.location.pathname + window.location.search + window.location.hash
    // Only ever this site: a path the router holds could read as another host ("//elsewhere").
    const sameSite = next !== null && new URL(next, window.location.origin).origin === window.location.origin
    if (sameSite && next !== here) window.location.assign(next)
    else window.location.reload()
  })
  // Kept a while after the page loads: parts load after the first paint too (the cart panel when the browser is idle),
  // and one still missing after the reload must fail where it is used instead of reloading the page again and again.
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOAD_FLAG), FLAG_KEPT_AFTER_LOAD_MS))
}

interface PendingLocation {
  pathname: string
  search: string
  hash: string
}

/** Lets a reload after a missing chunk go where the router is going (`router.state.navigation.location`). */
export function reloadIntoPendingNavigation(router: { state: { navigation: { location?: PendingLocation | undefined } } }) {
  pendingAddress = () => {
    const location = router.state.navigation.location
    return location ? location.pathname + location.search + location.hash : null
  }
}

/** Fetches a screen's code ahead of a click; if it is missing (a new deploy), the page is not reloaded for it. */
export function prefetchWithoutReload(load: () => Promise<unknown>): Promise<unknown> {
  prefetching++
  return load().finally(() => prefetching--)
}
