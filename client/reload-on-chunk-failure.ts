const RELOAD_FLAG = 'perkins:chunk-reload'
const FLAG_KEPT_AFTER_LOAD_MS = 30_000

/**
 * A deploy replaces hashed chunks; a tab opened before it fails to load the new screen's chunk.
 * Reload the page. The flag stops a reload loop when the chunk is really missing. Offline, a reload cannot help and
 * would throw away what the visitor typed: the failure goes to whoever asked for the chunk instead.
 */
export function reloadOnChunkLoadFailure() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine || sessionStorage.getItem(RELOAD_FLAG)) return
    event.preventDefault()
    sessionStorage.setItem(RELOAD_FLAG, '1')
    window.location.reload()
  })
  // Kept a while after the page loads: parts load after the first paint too (the cart panel when the browser is idle),
  // and one still missing after the reload must fail where it is used instead of reloading the page again and again.
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOAD_FLAG), FLAG_KEPT_AFTER_LOAD_MS))
}
