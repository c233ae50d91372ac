// Service worker. Hashed build assets never change, so they are served cache-first. Page navigations go to the
// network first; a successful copy of a public page at an address without a query is kept (a page reached inside the
// app too, fetched once when the page asks) so that, offline, the visitor gets the last copy of that page, or the
// offline page when there is none. /api, /_data, account and
// checkout screens, and any response marked no-store are never stored (the Worker marks public pages no-cache
// instead: worker/pages/offline-cacheable-path.ts).

// Replaced at build with a hash of the client bundle (scripts/service-worker-version-plugin.ts): a new deploy
// gets new caches and activating it deletes the old ones, so old HTML is never paired with new assets.
const VERSION = '__BUILD_VERSION__'
const ASSET_CACHE = `perkins-assets-${VERSION}`
const PAGE_CACHE = `perkins-pages-${VERSION}`
// public/offline.html, which static assets serve at /offline.
const OFFLINE_PAGE = '/offline'
const ICON = '/favicon.svg'

/** Paths whose pages may hold a visitor's own data or belong to an order in progress: never stored. */
const PRIVATE_PATHS = /^\/(_|(api|account|order|signin|app)(\/|$))/

/**
 * Read as the router reads an address, which opens a screen whatever its case and with its letters escaped
 * (/Account, /%61ccount); one that cannot be read counts as private.
 */
function isPrivatePath(pathname) {
  try {
    return PRIVATE_PATHS.test(decodeURIComponent(pathname).toLowerCase())
  } catch {
    return true
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      // The icon every page names, the offline page too: without it each offline page load logs a failed request.
      .then(() => caches.open(ASSET_CACHE))
      .then((cache) => cache.add(new Request(ICON, { cache: 'reload' })).catch(() => undefined))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== ASSET_CACHE && name !== PAGE_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

/**
 * A page this worker did not see load asks for it to be kept: one reached inside the app (a link the router
 * followed), once, when the browser is idle; the page open when this worker first took control, or when it replaced
 * the last deploy's worker (whose caches went with it). Offline later, it opens as the pages loaded whole do.
 */
self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'keep-page' || typeof data.path !== 'string') return
  event.waitUntil(keepPage(data.path).catch(() => undefined))
})

async function keepPage(path) {
  const url = new URL(path, self.location.origin)
  if (url.origin !== self.location.origin || url.search !== '' || isPrivatePath(url.pathname)) return
  const pages = await caches.open(PAGE_CACHE)
  // Kept already: a full load of it refreshes the copy; nothing is fetched twice for this.
  if (await pages.match(url.href)) return
  const response = await fetch(url.href)
  if (!isStorablePage(url, response)) return
  // With every script and stylesheet it names (the page fetched now may be a newer deploy's than the one on screen):
  // a copy without them would never be used.
  const html = await response.clone().text()
  await storeAssets(assetsNamedIn(html).map((name) => new URL(name, self.location.origin).href))
  await pages.put(url.href, response)
}

/** The build scripts and stylesheets a page names. (Fonts are left out: see hasItsAssets.) */
function assetsNamedIn(html) {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) || [])]
}

/** Stores each asset not stored yet; one that cannot be fetched is left out. */
async function storeAssets(urls) {
  const cache = await caches.open(ASSET_CACHE)
  await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url).catch(() => undefined))))
}

/** The page's own scripts and styles, fetched before this worker controlled it, are stored on its request. */
self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((value) => typeof value === 'string' && isAsset(new URL(value, self.location.origin)))
  event.waitUntil(storeAssets(urls))
})

function isAsset(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/') || url.pathname === ICON)
  )
}

function isStorablePage(url, response) {
  if (!response.ok || response.type !== 'basic' || response.redirected) return false
  // A query can carry a one-time sign-in code or a visitor's search, which must not outlive the visit on a shared
  // device; offline, such an address gets its bare path's copy instead.
  if (url.search !== '' || isPrivatePath(url.pathname)) return false
  const cacheControl = (response.headers.get('cache-control') || '').toLowerCase()
  if (/no-store|private/.test(cacheControl)) return false
  return (response.headers.get('content-type') || '').startsWith('text/html')
}

/**
 * A stored page is only usable if every build script and stylesheet it names is stored too; otherwise it would not
 * start or would show unstyled. (Fonts are left out: the inline CSS names every subset, and the browser fetches only
 * those it uses.)
 */
async function hasItsAssets(page) {
  const assetCache = await caches.open(ASSET_CACHE)
  for (const name of assetsNamedIn(await page.clone().text())) if (!(await assetCache.match(name))) return false
  return true
}

async function navigate(request) {
  const url = new URL(request.url)
  const pages = await caches.open(PAGE_CACHE)
  try {
    const response = await fetch(request)
    if (isStorablePage(url, response)) await pages.put(request, response.clone())
    return response
  } catch (error) {
    if (!isPrivatePath(url.pathname)) {
      const stored = await pages.match(url.origin + url.pathname)
      if (stored && (await hasItsAssets(stored))) return stored
    }
    const offline = await pages.match(OFFLINE_PAGE)
    if (offline) return offline
    throw error
  }
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (request.mode === 'navigate') event.respondWith(navigate(request))
  else if (isAsset(url)) event.respondWith(asset(request))
  // Everything else (/api, /_data, the sitemap…) goes straight to the network, never through a cache.
})
