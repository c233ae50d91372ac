import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import { createSecureServer, type Http2ServerRequest } from 'node:http2'
import { createServer as createHttpsServer } from 'node:https'
import type { Socket } from 'node:net'
import { brotliCompressSync, constants, createBrotliCompress } from 'node:zlib'

// Local serving may send responses uncompressed (Vite's dev and preview servers do); Cloudflare's edge compresses text with brotli
// for browsers that accept it. This proxy sits in front of the built site during measurements that count bytes
// or time a load (Lighthouse), and compresses the way the edge does: brotli when `accept-encoding` allows it, for
// text types only, `content-encoding: br`, `vary: accept-encoding`, no `content-length`. Static assets (hashed,
// immutable) are compressed once at the highest quality and kept, as the edge keeps them; pages and JSON are
// compressed as they stream, at the moderate quality used for dynamic responses, flushing every chunk so a
// streamed page's first bytes are not held back.
//
// It speaks plain HTTP/1.1, or, given a certificate, TLS with HTTP/2 (and HTTP/1.1 for a client that offers only
// that) or TLS with HTTP/1.1 only, as the edge serves each. HTTP/2 changes how a page loads: every request shares
// one connection, where HTTP/1.1 lets Chromium open at most 6 per origin and send one request at a time on each.

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|ld\+json)|image\/svg\+xml)/
const DYNAMIC_QUALITY = 5
/** Headers that describe one connection, not the message: never passed on, and forbidden in HTTP/2. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings'])

/** The headers worth passing on to the other side: no HTTP/2 pseudo-header, no connection header. */
function forwardable<T extends Record<string, unknown>>(headers: T): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  ) as OutgoingHttpHeaders
}

/** What the handler needs of an answer, which HTTP/1.1's ServerResponse and HTTP/2's compatibility answer both are. */
interface ProxyAnswer extends NodeJS.WritableStream {
  writeHead(statusCode: number, headers?: OutgoingHttpHeaders): unknown
  readonly headersSent: boolean
}

export interface CompressingProxyOptions {
  /**
   * Answered by the proxy itself (path to HTML), compressed as a streamed page is: the bench's floor page
   * (tests/bench/floor-page.ts) lives on the site's origin this way without the site knowing about it.
   */
  ownPages?: Readonly<Record<string, string>>
  /** Serve over TLS with this certificate (tests/bench/bench-certificate.ts); without it, plain HTTP/1.1. */
  tls?: { key: string; cert: string }
  /** Over TLS: HTTP/2 (and HTTP/1.1 for clients without it), or HTTP/1.1 only. */
  protocol?: 'h2' | 'http/1.1'
}

export async function startCompressingProxy(
  upstreamOrigin: string,
  port: number,
  { ownPages = {}, tls, protocol = 'h2' }: CompressingProxyOptions = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(upstreamOrigin)
  const staticCache = new Map<string, { status: number; headers: OutgoingHttpHeaders; body: Buffer }>()

  const handle = (incoming: IncomingMessage | Http2ServerRequest, outgoing: ProxyAnswer) => {
    const acceptsBrotli = /\bbr\b/.test(String(incoming.headers['accept-encoding'] ?? ''))
    const ownPage = Object.hasOwn(ownPages, incoming.url ?? '') ? ownPages[incoming.url!] : undefined
    if (ownPage !== undefined) {
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache' }
      if (!acceptsBrotli) {
        outgoing.writeHead(200, headers)
        outgoing.end(ownPage)
        return
      }
      outgoing.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' })
      outgoing.end(brotliCompressSync(ownPage, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_QUALITY } }))
      return
    }
    const cacheKey = `${incoming.url}`
    const cached = acceptsBrotli && incoming.method === 'GET' ? staticCache.get(cacheKey) : undefined
    if (cached) {
      outgoing.writeHead(cached.status, cached.headers)
      outgoing.end(cached.body)
      return
    }
    const headers = { ...forwardable(incoming.headers), host: upstream.host, 'accept-encoding': 'identity' }
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        const compress =
          acceptsBrotli &&
          COMPRESSIBLE.test(type) &&
          !answer.headers['content-encoding'] &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304
        if (!compress) {
          outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
          answer.pipe(outgoing)
          return
        }
        const { 'content-length': _length, ...kept } = forwardable(answer.headers)
        const vary = kept.vary ? `${String(kept.vary)}, accept-encoding` : 'accept-encoding'
        const compressedHeaders: OutgoingHttpHeaders = { ...kept, 'content-encoding': 'br', vary }
        const immutable = /\bimmutable\b/.test(String(answer.headers['cache-control'] ?? '')) || (incoming.url ?? '').startsWith('/assets/')
        if (immutable && incoming.method === 'GET' && answer.statusCode === 200) {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            const body = brotliCompressSync(Buffer.concat(chunks), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            staticCache.set(cacheKey, { status: 200, headers: compressedHeaders, body })
            outgoing.writeHead(200, compressedHeaders)
            outgoing.end(body)
          })
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, compressedHeaders)
        const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_QUALITY } })
        brotli.pipe(outgoing)
        answer.on('data', (chunk: Buffer) => {
          brotli.write(chunk)
          brotli.flush(constants.BROTLI_OPERATION_FLUSH)
        })
        answer.on('end', () => brotli.end())
      },
    )
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forward)
  }

  const server = !tls
    ? createServer(handle)
    : protocol === 'h2'
      ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
      : createHttpsServer(tls, handle)
  // Open connections (an HTTP/2 session lives until the browser lets it go) are cut on stop, so stop never waits.
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return {
    origin: `${tls ? 'https' : 'http'}://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
