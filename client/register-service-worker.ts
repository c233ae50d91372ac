/** Registers /sw.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  // The page on screen loaded before this worker could see it: the worker is asked to store the scripts and styles
  // it loaded, and the page itself, so it opens offline from its first visit. A worker that takes over later (a new
  // deploy's, whose start deleted the last deploy's caches, this page's copy with them) is asked for the page again,
  // as the new deploy serves it with its own files; this page's files are the old deploy's and are not asked for.
  let pageAskedOf: ServiceWorker | null = null
  const keepThisPage = (worker: ServiceWorker | null | undefined) => {
    if (!worker || worker === pageAskedOf) return
    pageAskedOf = worker
    worker.postMessage({ type: 'keep-page', path: window.location.pathname })
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => keepThisPage(navigator.serviceWorker.controller))
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
        registration.active?.postMessage({ type: 'cache-assets', urls })
        keepThisPage(registration.active)
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
