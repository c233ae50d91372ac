import { describe, expect, it } from 'vitest'
import { cacheablePageUrl, edgeCacheKey, MAX_URL_LENGTH, replaceBytes } from '../../worker/pages/edge-page-cache.ts'

// The edge cache's pure parts: which requests may use it, the key's normal form, and the streaming nonce rewrite.

const origin = 'https://perkins.test'
const pageUrl = (path: string, init?: RequestInit, renderingParams?: readonly string[]) => cacheablePageUrl(new Request(origin + path, init), renderingParams)?.href ?? null

async function rewrite(chunks: (string | Uint8Array)[], search: string, replacement: string): Promise<string> {
  const encoder = new TextEncoder()
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
  return new Response(source.pipeThrough(replaceBytes(search, replacement))).text()
}

describe('cacheablePageUrl', () => {
  it('keeps the origin and path and drops every query parameter that does not change the render', () => {
    expect(pageUrl('/')).toBe(`${origin}/`)
    expect(pageUrl('/locations/us/mn/eagan/eagan?utm_source=mail&__proto__=1&store=3510')).toBe(`${origin}/locations/us/mn/eagan/eagan`)
    expect(pageUrl('/legal?a=%E0%A4%A&b=%zz')).toBe(`${origin}/legal`)
  })

  it('keeps rendering parameters sorted, once each, and refuses repeated or oversized ones', () => {
    expect(pageUrl('/menu?z=2&b=1&a=0', {}, ['z', 'b'])).toBe(`${origin}/menu?b=1&z=2`)
    expect(pageUrl('/menu?b=1&b=2', {}, ['b'])).toBeNull()
    expect(pageUrl(`/menu?b=${'x'.repeat(300)}`, {}, ['b'])).toBeNull()
  })

  it('answers GET and HEAD only, and nothing that carries a cookie or authorization', () => {
    expect(pageUrl('/', { method: 'HEAD' })).toBe(`${origin}/`)
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) expect(pageUrl('/', { method }), method).toBeNull()
    expect(pageUrl('/', { headers: { cookie: 'a=b' } })).toBeNull()
    expect(pageUrl('/', { headers: { authorization: 'Bearer x' } })).toBeNull()
  })

  it('refuses private screens, previews, non-canonical paths and overlong addresses', () => {
    for (const path of ['/account', '/order/checkout', '/signin', '/app/confirm', '/api', '/_data/home.json', '/_edge-cache/x/legal']) expect(pageUrl(path), path).toBeNull()
    expect(pageUrl('/perks?_storyblok=123')).toBeNull()
    expect(pageUrl('/perks?_storyblok_tk[token]=abc')).toBeNull()
    for (const path of ['/Legal', '/legal/', '/legal//', '/%6cegal', '/le%20gal', '/-legal']) expect(pageUrl(path), path).toBeNull()
    expect(pageUrl(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeNull()
    expect(pageUrl(`/legal?q=${'x'.repeat(MAX_URL_LENGTH)}`)).toBeNull()
  })
})

describe('edgeCacheKey', () => {
  it('puts every version part in one segment under a prefix no page path can have', () => {
    const key = edgeCacheKey(new URL(`${origin}/legal`), ['content:abc', 'render:0f/x,y'])
    expect(key.url).toBe(`${origin}/_edge-cache/content%3Aabc,render%3A0f%2Fx%2Cy/legal`)
    expect(key.method).toBe('GET')
    expect([...key.headers]).toEqual([])
  })

  it('never makes one key from two different pairs of versions and path', () => {
    const a = edgeCacheKey(new URL(`${origin}/b/c`), ['a'])
    const b = edgeCacheKey(new URL(`${origin}/c`), ['a', 'b'])
    const c = edgeCacheKey(new URL(`${origin}/c`), ['a/b'])
    expect(new Set([a.url, b.url, c.url]).size).toBe(3)
  })

  it('refuses to build a key without a version', () => {
    expect(() => edgeCacheKey(new URL(`${origin}/`), [])).toThrow()
  })
})

describe('replaceBytes', () => {
  const stored = 'nonce="AAAAAAAAAAAAAAAAAAAAAA=="'
  const fresh = 'nonce="BBBBBBBBBBBBBBBBBBBBBB=="'
  const page = `<!DOCTYPE html><style ${stored}>p{}</style><p>café – ünïcode ✓ nonce="other"</p><script ${stored}>1</script>n${stored}`

  it('replaces every occurrence wherever the stream is cut (even inside a character), and nothing else', async () => {
    const expected = page.replaceAll(stored, fresh)
    const bytes = new TextEncoder().encode(page)
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await rewrite([bytes.slice(0, cut), bytes.slice(cut)], stored, fresh), `cut at byte ${cut}`).toBe(expected)
    }
    expect(await rewrite([...bytes].map((byte) => Uint8Array.of(byte)), stored, fresh)).toBe(expected)
  })

  it('passes a page without the nonce through unchanged', async () => {
    expect(await rewrite(['<p>nonce="', 'AAAA"</p>', 'n'], stored, fresh)).toBe('<p>nonce="AAAA"</p>n')
    expect(await rewrite([], stored, fresh)).toBe('')
  })
})
