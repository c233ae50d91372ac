/** Registers /sw.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker registration failed', error))
  // The entry script is async and hydrates first, so the page may well have finished loading already.
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
