import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

// What a page costs on first load, from its server HTML and the built files: shared by the bench and the size
// budgets in `npm test` (tests/e2e/size-budgets.spec.ts), so both count the same bytes the same way.

/** Static assets are compressed once at the highest quality (the edge keeps them); pages as they stream, at 5. */
export const STATIC_BROTLI_QUALITY = 11
export const PAGE_BROTLI_QUALITY = 5

export const brotliBytes = (data: string | Buffer, quality = STATIC_BROTLI_QUALITY) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length

/**
 * A page's HTML. Tried twice: between sections a kept-alive connection may sit idle past the local server's
 * keep-alive timeout, and the server closing it just as fetch reuses it fails the request without it being sent.
 */
export async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const once = async () => {
    const response = await fetch(url, { headers })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.text()
  }
  try {
    return await once()
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    return await once()
  }
}

/** Every script and modulepreload the page asks for, as URLs. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(match[1]!)
  // The page's start script (worker/pages/start-after-paint.ts) adds the entry and its chunks once it has painted.
  const start = /<script id="page-start"[^>]*>/.exec(html)?.[0] ?? ''
  const entry = /\sdata-entry="([^"]+)"/.exec(start)?.[1]
  if (entry) urls.add(entry)
  for (const url of (/\sdata-preloads="([^"]*)"/.exec(start)?.[1] ?? '').split(' ').filter(Boolean)) urls.add(url)
  return [...urls]
}

// Built files are content-hashed, so a URL's compressed size never changes within a run; pages share most chunks.
const compressedByUrl = new Map<string, number>()
const compressedAsset = (url: string): number => {
  let bytes = compressedByUrl.get(url)
  if (bytes === undefined) compressedByUrl.set(url, (bytes = brotliBytes(readFileSync(resolve('dist/client', `.${url}`)))))
  return bytes
}

/** First-load JS: the brotli bytes of every script and modulepreload in the page's HTML, read from dist/client. */
export const firstLoadJsBytes = (html: string): number => scriptUrls(html).reduce((total, url) => total + compressedAsset(url), 0)

/** The page's HTML before its main heading, compressed as the edge streams it: what arrives before the heading can paint. */
export function htmlBeforeHeadingBytes(html: string): number {
  const heading = html.indexOf('<h1')
  if (heading === -1) throw new Error('the page has no <h1>')
  return brotliBytes(html.slice(0, heading), PAGE_BROTLI_QUALITY)
}
