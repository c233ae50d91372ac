import { describe, expect, it } from 'vitest'
import { cacheablePageUrl, cutAt, edgeCacheKey, joinWith, MAX_URL_LENGTH } from '#worker/pages/edge-page-cache.ts'

// The edge cache's pure parts: which requests may use it, the key's normal form, and the streaming nonce rewrite.

const origin = 'https://perkins.test'
const pageUrl = (path: string, init?: RequestInit, renderingParams?: readonly string[]) =>
  cacheablePageUrl(new Request(origin + path, init), renderingParams)?.href ?? null

/** The page with the stored nonce replaced the way a hit does it: cut at the old one, joined by the new one. */
function rewrite(page: string, search: string, replacement: string): string {
  return new TextDecoder().decode(joinWith(cutAt(new TextEncoder().encode(page), search), replacement))
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
    for (const path of ['/account', '/order/checkout', '/signin', '/app/confirm', '/api', '/_data/home.json', '/_edge-cache/x/legal'])
      expect(pageUrl(path), path).toBeNull()
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

describe('the nonce rewrite (cutAt, joinWith)', () => {
  const stored = 'nonce="AAAAAAAAAAAAAAAAAAAAAA=="'
  const fresh = 'nonce="BBBBBBBBBBBBBBBBBBBBBB=="'

  it('replaces every occurrence, at the start, the end, side by side and among other characters, and nothing else', () => {
    const page = `${stored}<style ${stored}>p{}</style><p>café – ünïcode ✓ nonce="other" nonce="AAAA</p><script ${stored}>1</script>${stored}${stored}`
    expect(rewrite(page, stored, fresh)).toBe(page.replaceAll(stored, fresh))
    expect(rewrite(page, stored, fresh)).not.toContain('AAAAAAAAAAAAAAAAAAAAAA==')
    expect(rewrite(page, stored, fresh)).toContain('nonce="other" nonce="AAAA</p>')
  })

  it('passes a page without the nonce through unchanged', () => {
    expect(rewrite('<p>nonce="AAAA"</p>n', stored, fresh)).toBe('<p>nonce="AAAA"</p>n')
    expect(rewrite('', stored, fresh)).toBe('')
    expect(rewrite('nonce="AAAAAAAAAAAAAAAAAAAAAA=', stored, fresh)).toBe('nonce="AAAAAAAAAAAAAAAAAAAAAA=')
  })

  it('joins with a glue of another length too', () => {
    expect(rewrite(`a${stored}b`, stored, 'nonce="x"')).toBe('anonce="x"b')
  })
})
