import { isOfflineCacheablePath } from './offline-cacheable-path.ts'

// The edge page cache: anonymous public pages are rendered once per published version and then served from the
// Workers Cache API (`caches.default`), each copy with a fresh CSP nonce written into it while it streams out.
//
// What may be looked up or stored: GET or HEAD, no Cookie and no Authorization header, a path the service worker may
// keep too (no /api, /_*, /account, /order, /signin, /app) written in its one canonical form (lower case, no
// trailing slash, no percent-encoding), an address of at most MAX_URL_LENGTH characters, no Storyblok preview
// parameter. Everything else is rendered as before and never stored ("bypass"). The caller also bypasses a visitor
// whose page carries restaurants near them (the edge geo prefill).
//
// Why the key cannot be poisoned: the page is rendered from a fresh request built from the key's own address, with
// no headers at all and only the query parameters in RENDERING_QUERY_PARAMS, so nothing that is not in the key
// (Accept-Language, X-Forwarded-Host, an unknown query parameter) can reach the stored copy. Unknown parameters
// are dropped from the key instead of making new entries, so `?utm_source=…` or `?__proto__=` share the page's one
// entry. Only 200 HTML answers whose render finished without an error are stored.

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
/** Headers of a render that are never stored: they are written afresh for every response. */
const UNSTORED_HEADERS = ['cache-control', 'content-security-policy', 'expires', 'age', 'cf-cache-status', EDGE_CACHE_HEADER, STORED_NONCE_HEADER]

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

/** Answers a cacheable page from the cache (with the fresh nonce) or renders it and stores a copy. */
export async function serveFromEdgeCache(options: ServeFromEdgeCacheOptions): Promise<{ response: Response; outcome: 'hit' | 'miss' }> {
  const { cache, key, nonce, headers } = options
  const stored = await cache.match(key)
  if (stored?.body) {
    const storedNonce = stored.headers.get(STORED_NONCE_HEADER)
    if (storedNonce) return { response: withFreshNonce(stored, storedNonce, nonce, headers), outcome: 'hit' }
    await stored.body.cancel()
  }

  const { response, failed } = await options.render(new Request(options.pageUrl, { method: 'GET' }))
  const storable =
    response.status === 200 && response.body !== null && !response.headers.has('set-cookie') && (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!storable) return { response, outcome: 'miss' }
  const [toVisitor, toCache] = response.body.tee()
  options.waitUntil(storeCopy(cache, key, toCache, response.headers, nonce, failed).catch((error: unknown) => console.error('Edge cache store failed', error)))
  return { response: new Response(toVisitor, response), outcome: 'miss' }
}

/** Reads the whole render; only one that finished without a stream error is stored. */
async function storeCopy(cache: Cache, key: Request, body: ReadableStream<Uint8Array>, renderedHeaders: Headers, nonce: string, failed: () => boolean): Promise<void> {
  let bytes: ArrayBuffer
  try {
    bytes = await new Response(body).arrayBuffer()
  } catch {
    // The visitor's copy of the stream reports the same failure; an unfinished page is simply not stored.
    return
  }
  if (failed()) return
  const headers = new Headers(renderedHeaders)
  for (const name of UNSTORED_HEADERS) headers.delete(name)
  headers.set('cache-control', `public, max-age=${EDGE_CACHE_TTL_SECONDS}`)
  headers.set(STORED_NONCE_HEADER, nonce)
  await cache.put(key, new Response(bytes, { status: 200, headers }))
}

/** A stored copy as this response: its own page headers (CSP with the fresh nonce) and the nonce rewritten in the HTML. */
function withFreshNonce(stored: Response, storedNonce: string, nonce: string, pageHeaders: Record<string, string>): Response {
  const headers = new Headers(stored.headers)
  for (const name of UNSTORED_HEADERS) headers.delete(name)
  for (const [name, value] of Object.entries(pageHeaders)) headers.set(name, value)
  const body = stored.body!.pipeThrough(replaceBytes(`nonce="${storedNonce}"`, `nonce="${nonce}"`))
  return new Response(body, { status: 200, headers })
}

/**
 * A streaming byte replacement of one ASCII string by another, across chunk boundaries. The stored nonce is 128
 * random bits, so it occurs only where the render wrote it; UTF-8 never has ASCII bytes inside other characters.
 * (Measured against HTMLRewriter setting the attribute on `[nonce]` elements: see README, Edge cache.)
 */
export function replaceBytes(search: string, replacement: string): TransformStream<Uint8Array, Uint8Array> {
  const encoder = new TextEncoder()
  const pattern = encoder.encode(search)
  const substitute = encoder.encode(replacement)
  const first = pattern[0]!
  let carry = new Uint8Array(0)
  const matchesAt = (buffer: Uint8Array, at: number) => {
    for (let index = 1; index < pattern.length; index++) if (buffer[at + index] !== pattern[index]) return false
    return true
  }
  return new TransformStream({
    transform(chunk, controller) {
      let buffer = chunk
      if (carry.length > 0) {
        buffer = new Uint8Array(carry.length + chunk.length)
        buffer.set(carry)
        buffer.set(chunk, carry.length)
      }
      let emitted = 0
      let at = buffer.indexOf(first)
      // Only a match that lies wholly in this buffer is replaced; a possible match cut by the chunk's end waits.
      while (at !== -1 && at + pattern.length <= buffer.length) {
        if (matchesAt(buffer, at)) {
          if (at > emitted) controller.enqueue(buffer.subarray(emitted, at))
          controller.enqueue(substitute)
          emitted = at + pattern.length
          at = buffer.indexOf(first, emitted)
        } else {
          at = buffer.indexOf(first, at + 1)
        }
      }
      const keepFrom = Math.max(emitted, buffer.length - (pattern.length - 1))
      if (keepFrom > emitted) controller.enqueue(buffer.subarray(emitted, keepFrom))
      carry = buffer.slice(keepFrom)
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(carry)
    },
  })
}
