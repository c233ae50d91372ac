import { isOfflineCacheablePath } from './offline-cacheable-path.ts'
import { isLocationSearchAddress } from '#shared/location-search-params.ts'

// The edge page cache: anonymous public pages are rendered once per published version and then served from the
// Workers Cache API (`caches.default`), with the isolate's most recently served pages kept in memory in front of it.
// Every response gets a fresh CSP nonce without a render: the stored HTML is cut where the render wrote its own
// (random) nonce and joined by the fresh one. Measured on the built site, that costs about 0.9 ms of Worker CPU
// less per hit than HTMLRewriter setting the attribute on `[nonce]` elements.
//
// What may be looked up or stored: GET or HEAD, no Cookie and no Authorization header, a path the service worker may
// keep too (no /api, /_*, /account, /order, /signin, /app) written in its one canonical form (lower case, no
// trailing slash, no percent-encoding), an address of at most MAX_URL_LENGTH characters, no Storyblok preview
// parameter. Everything else is rendered as before and never stored ("bypass"). Where the visitor is never matters:
// no page carries it (the restaurants near them come from /_nearby after hydration).
//
// Why the key cannot be poisoned: the page is rendered from a fresh request built from the key's own address, with
// no headers at all and only the query parameters in RENDERING_QUERY_PARAMS, so nothing that is not in the key
// (Accept-Language, X-Forwarded-Host, an unknown query parameter) can reach the stored copy. Unknown parameters
// are dropped from the key instead of making new entries, so `?utm_source=…` or `?__proto__=` share the page's one
// entry. Only 200 HTML answers whose render finished without an error are stored.
//
// Upstream data: /menu carries the chain's default menu, which changes upstream without a content version. Its
// prices are a guide nobody pays (orders are priced from the chosen restaurant's menu), so a copy up to
// EDGE_CACHE_TTL_SECONDS behind is accepted; a render that could not read the menu is never stored
// (worker/pages/page-route.ts), so one upstream blip does not serve an empty menu to everyone.

export type EdgeCacheOutcome = 'hit' | 'miss' | 'bypass'

/** Set on every page response: whether it came from the edge cache. */
export const EDGE_CACHE_HEADER = 'x-edge-cache'

/**
 * Query parameters that change what the server renders, and so are part of the key. None today: the one-time
 * parameters (`?store=`, `?code=`) act in the browser after hydration and never change the server's HTML.
 */
export const RENDERING_QUERY_PARAMS: readonly string[] = []

/** Longer addresses are still answered (rendered), but never looked up or stored. */
export const MAX_URL_LENGTH = 2048
const MAX_QUERY_VALUE_LENGTH = 256

/** How long a stored copy lives at most. A new content version makes new keys at once; this bounds how long a
 * deploy that changes only the Worker's own markup (not the client build, which is in the key) serves old copies. */
export const EDGE_CACHE_TTL_SECONDS = 300

/** The one written form of a cacheable path: `/` or lower-case slug segments without a trailing slash. */
const CANONICAL_PATH = /^(\/|(\/[a-z0-9][a-z0-9-]*)+)$/

/** The stored copy's private header: the nonce its HTML was rendered with, replaced on the way out. */
const STORED_NONCE_HEADER = 'x-edge-cache-nonce'
/** When the stored copy was rendered (ms since the epoch), so an isolate's copy expires with the cached one. */
const STORED_AT_HEADER = 'x-edge-cache-stored-at'
/** Headers of a render that are never stored: they are written afresh for every response. */
const UNSTORED_HEADERS = [
  'cache-control',
  'content-security-policy',
  'expires',
  'age',
  'cf-cache-status',
  EDGE_CACHE_HEADER,
  STORED_NONCE_HEADER,
  STORED_AT_HEADER,
]

/**
 * The address a cacheable request is rendered from and stored under (before the version parts): the request's own
 * origin (canonical links are built from it) and path, and only the rendering query parameters, sorted. Null when
 * the request may not be served from or stored into the cache.
 */
export function cacheablePageUrl(request: Request, renderingParams: readonly string[] = RENDERING_QUERY_PARAMS): URL | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  // A member's or a visitor's own request: whatever it carries must never shape or read a shared copy.
  if (request.headers.has('cookie') || request.headers.has('authorization')) return null
  if (request.url.length > MAX_URL_LENGTH) return null
  const url = new URL(request.url)
  if (!CANONICAL_PATH.test(url.pathname) || !isOfflineCacheablePath(url.pathname)) return null
  const names = [...url.searchParams.keys()]
  // A location search sent as the address (/locations?zip=…) is that visitor's own answer, rendered for them alone.
  if (isLocationSearchAddress(url)) return null
  // The Storyblok visual editor (signed or not): previews are never stored and never served a stored copy.
  if (names.some((name) => name.startsWith('_storyblok'))) return null
  const kept = new URLSearchParams()
  for (const name of [...new Set(names.filter((name) => renderingParams.includes(name)))].sort()) {
    const values = url.searchParams.getAll(name)
    // A repeated or oversized rendering parameter is not a page anyone links to: answer it, store nothing.
    if (values.length > 1 || values[0]!.length > MAX_QUERY_VALUE_LENGTH) return null
    kept.set(name, values[0]!)
  }
  const normalised = new URL(url.pathname, url.origin)
  normalised.search = kept.toString()
  return normalised
}

/**
 * The Cache API key for a page address and the versions its HTML depends on (content version, client build and
 * configuration, feature flags…): a new value of any part makes new keys, and old entries are never looked up again.
 * The parts live in one path segment under `/_edge-cache/`, a prefix no cacheable page path can have.
 */
export function edgeCacheKey(pageUrl: URL, versionParts: readonly string[]): Request {
  if (versionParts.length === 0) throw new Error('An edge cache key needs at least one version part')
  const versions = versionParts.map(encodeURIComponent).join(',')
  return new Request(`${pageUrl.origin}/_edge-cache/${versions}${pageUrl.pathname}${pageUrl.search}`, { method: 'GET' })
}

export interface ServeFromEdgeCacheOptions {
  cache: Cache
  key: Request
  /** The address the page is rendered from on a miss (from cacheablePageUrl). */
  pageUrl: URL
  /** This response's nonce and the page headers (CSP) written for it. */
  nonce: string
  headers: Record<string, string>
  /** Renders the page for a request that carries nothing but the address; `failed()` says the stream hit an error. */
  render: (request: Request) => Promise<{ response: Response; failed: () => boolean }>
  waitUntil: (promise: Promise<unknown>) => void
}

/**
 * A stored page, ready to serve: its HTML cut at each place the render wrote its nonce, so a response is the pieces
 * joined by a fresh nonce (one copy of the bytes, no parsing), and its headers.
 */
interface StoredPage {
  pieces: Uint8Array[]
  headers: [string, string][]
  expiresAt: number
}

// The pages this isolate served last, in front of the Cache API: a hot page (home) then costs no cache round trip.
// Same keys, same lifetime; at most RECENT_PAGES_LIMIT pages of at most RECENT_PAGE_MAX_BYTES each (a few MB).
const recentPages = new Map<string, StoredPage>()
const RECENT_PAGES_LIMIT = 50
const RECENT_PAGE_MAX_BYTES = 512 * 1024

function recentPage(key: string, now: number): StoredPage | undefined {
  const page = recentPages.get(key)
  if (!page) return undefined
  recentPages.delete(key)
  if (page.expiresAt <= now) return undefined
  // Most recently used last, so the oldest is the first to go.
  recentPages.set(key, page)
  return page
}

function rememberPage(key: string, page: StoredPage, size: number): void {
  if (size > RECENT_PAGE_MAX_BYTES) return
  recentPages.delete(key)
  recentPages.set(key, page)
  while (recentPages.size > RECENT_PAGES_LIMIT) recentPages.delete(recentPages.keys().next().value!)
}

/** Answers a cacheable page from the cache (with the fresh nonce) or renders it and stores a copy. */
export async function serveFromEdgeCache(options: ServeFromEdgeCacheOptions): Promise<{ response: Response; outcome: 'hit' | 'miss' }> {
  const { cache, key, nonce, headers } = options
  const now = Date.now()
  const recent = recentPage(key.url, now)
  if (recent) return { response: pageResponse(recent, nonce, headers), outcome: 'hit' }
  const stored = await cache.match(key)
  if (stored) {
    const storedNonce = stored.headers.get(STORED_NONCE_HEADER)
    const storedAt = Number(stored.headers.get(STORED_AT_HEADER))
    const bytes = new Uint8Array(await stored.arrayBuffer())
    if (storedNonce) {
      const page: StoredPage = {
        pieces: cutAt(bytes, `nonce="${storedNonce}"`),
        headers: [...stored.headers],
        expiresAt: (storedAt || now) + EDGE_CACHE_TTL_SECONDS * 1000,
      }
      rememberPage(key.url, page, bytes.length)
      return { response: pageResponse(page, nonce, headers), outcome: 'hit' }
    }
  }

  const { response, failed } = await options.render(new Request(options.pageUrl, { method: 'GET' }))
  const storable =
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!storable) return { response, outcome: 'miss' }
  const [toVisitor, toCache] = response.body.tee()
  options.waitUntil(
    storeCopy(cache, key, toCache, response.headers, nonce, failed).catch((error: unknown) =>
      console.error('Edge cache store failed', error),
    ),
  )
  return { response: new Response(toVisitor, response), outcome: 'miss' }
}

/** Reads the whole render; only one that finished without a stream error is stored (here and in the Cache API). */
async function storeCopy(
  cache: Cache,
  key: Request,
  body: ReadableStream<Uint8Array>,
  renderedHeaders: Headers,
  nonce: string,
  failed: () => boolean,
): Promise<void> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await new Response(body).arrayBuffer())
  } catch {
    // The visitor's copy of the stream reports the same failure; an unfinished page is simply not stored.
    return
  }
  if (failed()) return
  const storedAt = Date.now()
  const headers = new Headers(renderedHeaders)
  for (const name of UNSTORED_HEADERS) headers.delete(name)
  rememberPage(
    key.url,
    { pieces: cutAt(bytes, `nonce="${nonce}"`), headers: [...headers], expiresAt: storedAt + EDGE_CACHE_TTL_SECONDS * 1000 },
    bytes.length,
  )
  headers.set('cache-control', `public, max-age=${EDGE_CACHE_TTL_SECONDS}`)
  headers.set(STORED_NONCE_HEADER, nonce)
  headers.set(STORED_AT_HEADER, String(storedAt))
  await cache.put(key, new Response(bytes, { status: 200, headers }))
}

/** A stored page as this response: its own page headers (CSP with the fresh nonce) and the fresh nonce in the HTML. */
function pageResponse(page: StoredPage, nonce: string, pageHeaders: Record<string, string>): Response {
  const headers = new Headers(page.headers)
  for (const name of UNSTORED_HEADERS) headers.delete(name)
  for (const [name, value] of Object.entries(pageHeaders)) headers.set(name, value)
  return new Response(joinWith(page.pieces, `nonce="${nonce}"`), { status: 200, headers })
}

/**
 * The bytes cut at every occurrence of an ASCII string, which is left out. The stored nonce is 128 random bits, so
 * it occurs only where the render wrote it, and UTF-8 never has ASCII bytes inside another character.
 */
export function cutAt(bytes: Uint8Array, search: string): Uint8Array[] {
  const pattern = new TextEncoder().encode(search)
  const pieces: Uint8Array[] = []
  let from = 0
  let at = bytes.indexOf(pattern[0]!)
  while (at !== -1 && at + pattern.length <= bytes.length) {
    let matches = true
    for (let index = 1; index < pattern.length && matches; index++) matches = bytes[at + index] === pattern[index]
    if (matches) {
      pieces.push(bytes.subarray(from, at))
      from = at + pattern.length
      at = bytes.indexOf(pattern[0]!, from)
    } else {
      at = bytes.indexOf(pattern[0]!, at + 1)
    }
  }
  pieces.push(bytes.subarray(from))
  return pieces
}

/** The pieces joined by an ASCII string, as one new buffer. */
export function joinWith(pieces: readonly Uint8Array[], glue: string): Uint8Array {
  const joint = new TextEncoder().encode(glue)
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0) + joint.length * (pieces.length - 1)
  const out = new Uint8Array(total)
  let offset = 0
  pieces.forEach((piece, index) => {
    if (index > 0) {
      out.set(joint, offset)
      offset += joint.length
    }
    out.set(piece, offset)
    offset += piece.length
  })
  return out
}
