/** Registers /sw.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // This page's scripts and styles loaded before the worker could see them; have it store them now, so the
        // page opens offline from its first visit.
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
        registration.active?.postMessage({ type: 'cache-assets', urls })
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error))
  // The entry script is async and hydrates first, so the page may well have finished loading already.
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

interface RouterLocationState {
  navigation: { state: string }
  location: { pathname: string }
}

/**
 * Pages the router opens inside the app never reach the service worker as page loads; it is asked to keep each one
 * (public/sw.js decides which may be kept), when the browser is idle, so a returning visitor finds it offline too.
 */
export function keepPagesOpenedInApp(router: { subscribe: (listener: (state: RouterLocationState) => void) => unknown }) {
  if (!('serviceWorker' in navigator)) return
  let shown = window.location.pathname
  router.subscribe(({ navigation, location }) => {
    if (navigation.state !== 'idle' || location.pathname === shown) return
    shown = location.pathname
    const worker = navigator.serviceWorker.controller
    if (!worker) return
    const ask = () => worker.postMessage({ type: 'keep-page', path: location.pathname })
    if ('requestIdleCallback' in window) requestIdleCallback(ask)
    else setTimeout(ask, 1000)
  })
}
