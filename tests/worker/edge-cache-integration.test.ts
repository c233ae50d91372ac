import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { seedSource, syncContent, type SyncSource } from '#worker/content/sync-content.ts'
import { seedStories } from '#worker/content/seed/index.ts'
import { createContentStore } from '#worker/content/content-store.ts'
import { cacheablePageUrl, edgeCacheKey } from '#worker/pages/edge-page-cache.ts'
import { pageCacheVersionParts, pageRenderSettings } from '#worker/pages/page-cache-key.ts'
import { featureFlagsKey, featureFlagsVersion, forgetFeatureFlags } from '#worker/feature-flags/flag-provider.ts'
import { siteConfig } from '#worker/env.ts'
import { pinSiteClock, siteClockPin } from '#shared/site-clock.ts'

// The edge page cache through the whole app, on Miniflare's real KV and Cache API: anonymous public pages are stored
// once per content version and served with a fresh nonce; anything personal, previewed or odd is never stored.

// This file's own host: the edge cache is keyed by origin and path, and the other test files, which share the cache,
// render the same pages at https://perkins.test (or would find a page planted here).
const origin = 'https://edge-cache.perkins.test'
const AUSTIN = { latitude: '30.27130', longitude: '-97.74260', city: 'Austin' }
// Eagan, Minnesota: restaurants within 100 miles (its visitors' /_nearby lists them; their pages do not).
const EAGAN = { latitude: '44.8041', longitude: '-93.1669', city: 'Eagan' }

/** One request through the app, with its waitUntil work (the cache store) finished before the answer is read. */
async function fetchPage(
  path: string,
  init: RequestInit & { cf?: Record<string, string> } = {},
): Promise<{ response: Response; html: string; log: Record<string, unknown> }> {
  const lines: string[] = []
  const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(origin + path, init as RequestInit), env, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  spy.mockRestore()
  const log = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'request') ?? {}
  return { response, html, log }
}

async function currentKey(path: string): Promise<Request> {
  const config = siteConfig(env)
  const version = await createContentStore(env.CONTENT).version()
  const parts = await pageCacheVersionParts(version, pageRenderSettings(config, new URL(origin + path)), await featureFlagsVersion(env))
  return edgeCacheKey(cacheablePageUrl(new Request(origin + path))!, parts)
}

/** The seed with one story titled differently: another content version. */
function seedWithTitle(fullSlug: string, title: string): SyncSource {
  const stories = seedStories.map((story) => {
    const record = story as { full_slug: string; content: Record<string, unknown> }
    return record.full_slug === fullSlug ? { ...record, content: { ...record.content, title } } : story
  })
  return { name: 'seed-variant', stories: async () => stories }
}

const stored = async (path: string) => (await caches.default.match(await currentKey(path))) !== undefined

function cspNonce(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
}

function expectOnlyNonce(html: string, nonce: string) {
  const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))
  expect([...nonces]).toEqual([nonce])
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('edge page cache', () => {
  it('renders an anonymous page once, then serves it from the cache with a fresh nonce matching the CSP', async () => {
    const first = await fetchPage('/legal')
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('x-edge-cache')).toBe('miss')
    expect(first.log.edgeCache).toBe('miss')
    expect(await stored('/legal')).toBe(true)

    const second = await fetchPage('/legal')
    expect(second.response.status).toBe(200)
    expect(second.response.headers.get('x-edge-cache')).toBe('hit')
    expect(second.log.edgeCache).toBe('hit')
    const nonce = cspNonce(second.response)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonce).not.toBe(cspNonce(first.response))
    expectOnlyNonce(second.html, nonce)
    // The same page, byte for byte, but for the nonce.
    expect(second.html.replaceAll(nonce, 'N')).toBe(first.html.replaceAll(cspNonce(first.response), 'N'))
    expect(second.response.headers.get('cache-control')).toBe('no-cache')
    expect(second.response.headers.has('x-edge-cache-nonce')).toBe(false)
  })

  it('serves a hit without rendering: a copy planted under the key comes back as stored, nonce rewritten', async () => {
    const key = await currentKey('/contact-us')
    const plantedNonce = 'AAAAAAAAAAAAAAAAAAAAAA=='
    await caches.default.put(
      key,
      new Response(`<!DOCTYPE html><html><body><p>planted copy</p><script nonce="${plantedNonce}">1</script></body></html>`, {
        headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'public, max-age=300', 'x-edge-cache-nonce': plantedNonce },
      }),
    )
    const { response, html } = await fetchPage('/contact-us')
    expect(response.headers.get('x-edge-cache')).toBe('hit')
    expect(html).toContain('<p>planted copy</p>')
    expect(html).not.toContain(plantedNonce)
    expectOnlyNonce(html, cspNonce(response))
  })

  it('gives two hits served at once each their own nonce', async () => {
    await fetchPage('/')
    const hits = await Promise.all([fetchPage('/'), fetchPage('/')])
    for (const { response, html } of hits) {
      expect(response.headers.get('x-edge-cache')).toBe('hit')
      expectOnlyNonce(html, cspNonce(response))
    }
    expect(cspNonce(hits[0]!.response)).not.toBe(cspNonce(hits[1]!.response))
  })

  it('caches /locations, a location page and /menu', async () => {
    for (const path of ['/locations', '/locations/us/mn/eagan/eagan', '/menu']) {
      await fetchPage(path)
      const again = await fetchPage(path)
      expect(again.response.status, path).toBe(200)
      expect(again.response.headers.get('x-edge-cache'), path).toBe('hit')
    }
  })

  it('serves a new content version at once: the old entry is never looked up again', async () => {
    await fetchPage('/about')
    expect((await fetchPage('/about')).response.headers.get('x-edge-cache')).toBe('hit')
    const oldKey = await currentKey('/about')

    await syncContent(env.CONTENT, seedWithTitle('about', 'About Perkins, freshly edited'))
    const after = await fetchPage('/about')
    expect(after.response.headers.get('x-edge-cache')).toBe('miss')
    expect(after.html).toContain('About Perkins, freshly edited')
    expect((await currentKey('/about')).url).not.toBe(oldKey.url)
    const again = await fetchPage('/about')
    expect(again.response.headers.get('x-edge-cache')).toBe('hit')
    expect(again.html).toContain('About Perkins, freshly edited')
  })

  it('serves a new feature flag set at once: a route it hides is never answered from the old entry', async () => {
    await fetchPage('/franchising/blog/choosing-your-market')
    expect((await fetchPage('/franchising/blog/choosing-your-market')).response.headers.get('x-edge-cache')).toBe('hit')

    await env.FLAGS.put(
      featureFlagsKey(siteConfig(env).FEATURE_FLAGS_ID),
      JSON.stringify({ version: 'blog-off', flags: { franchisingBlog: false } }),
    )
    forgetFeatureFlags()
    try {
      const hidden = await fetchPage('/franchising/blog/choosing-your-market')
      expect(hidden.response.status).toBe(404)
      expect(hidden.response.headers.get('x-edge-cache')).toBe('miss')
      // A hidden route's not-found answer is never stored.
      expect(await stored('/franchising/blog/choosing-your-market')).toBe(false)
      expect((await fetchPage('/franchising/blog/choosing-your-market')).response.status).toBe(404)
    } finally {
      await env.FLAGS.delete(featureFlagsKey(siteConfig(env).FEATURE_FLAGS_ID))
      forgetFeatureFlags()
    }
    expect((await fetchPage('/franchising/blog/choosing-your-market')).response.headers.get('x-edge-cache')).toBe('hit')
  })

  it('serves a visitor far from any restaurant the anonymous page', async () => {
    await fetchPage('/reviews')
    const far = await fetchPage('/reviews', { cf: AUSTIN })
    expect(far.response.headers.get('x-edge-cache')).toBe('hit')
  })

  it.each(['/franchising', '/locations/us/mn'])(
    'serves %s to a visitor near restaurants and one far away from one stored copy',
    async (path) => {
      const near = await fetchPage(path, { cf: EAGAN })
      expect(near.response.status).toBe(200)
      expect(near.response.headers.get('x-edge-cache')).toBe('miss')
      expect(await stored(path)).toBe(true)
      const far = await fetchPage(path, { cf: AUSTIN })
      expect(far.response.headers.get('x-edge-cache')).toBe('hit')
      // The same page, byte for byte, but for the nonce: nothing of either visitor's place is in it.
      expect(far.html.replaceAll(cspNonce(far.response), 'N')).toBe(near.html.replaceAll(cspNonce(near.response), 'N'))
      expect(near.html).not.toContain('"nearby"')
      expect(near.html).not.toContain('Near Eagan')
      const again = await fetchPage(path, { cf: EAGAN })
      expect(again.response.headers.get('x-edge-cache')).toBe('hit')
    },
  )

  it.each([
    ['a member (cookie)', '/perks', { headers: { cookie: 'session=abc' } }],
    ['an authorised request', '/perks', { headers: { authorization: 'Bearer member-token' } }],
    ['the account screen', '/account', {}],
    ['an order in progress', '/order/checkout', {}],
    ['an order confirmation', '/order/confirm', {}],
    ['the sign-in screen', '/signin', {}],
    ['a Storyblok preview link', '/perks?_storyblok=1&_storyblok_tk[space_id]=1', {}],
  ] as const)('never stores %s', async (_label, path, init) => {
    const { response } = await fetchPage(path, init)
    expect(response.headers.get('x-edge-cache')).toBe('bypass')
    const url = new URL(origin + path)
    const key = edgeCacheKey(new URL(url.pathname, origin), [`content:${await createContentStore(env.CONTENT).version()}`])
    expect(await caches.default.match(key)).toBeUndefined()
    if (path === '/perks' || path.startsWith('/perks?')) expect(await stored('/perks')).toBe(false)
  })

  it('never stores a missing page', async () => {
    const { response } = await fetchPage('/no-such-page')
    expect(response.status).toBe(404)
    expect(response.headers.get('x-edge-cache')).toBe('miss')
    expect(await stored('/no-such-page')).toBe(false)
  })

  it('shares one entry among odd query strings and lets none of them into the stored page', async () => {
    const odd = [
      '/franchising/blog?utm_source=x&utm_source=y',
      '/franchising/blog?__proto__=1&constructor=2',
      `/franchising/blog?q=${'x'.repeat(1500)}`,
      '/franchising/blog?a=%E0%A4%A&b=%zz',
      '/franchising/blog?marker=planted-by-attacker',
    ]
    const first = await fetchPage(odd[0]!)
    expect(first.response.headers.get('x-edge-cache')).toBe('miss')
    for (const path of odd.slice(1)) {
      const { response, html } = await fetchPage(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-edge-cache'), path).toBe('hit')
      expect(html, path).not.toContain('planted-by-attacker')
    }
    const plain = await fetchPage('/franchising/blog')
    expect(plain.response.headers.get('x-edge-cache')).toBe('hit')
    expect(plain.html).not.toContain('utm_source')
  })

  it('lets no header shape a stored copy', async () => {
    const poisoned = await fetchPage('/perks/how-points-work', {
      headers: {
        'accept-language': 'fr-FR',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        forwarded: 'host=evil.example',
      },
    })
    expect(poisoned.response.headers.get('x-edge-cache')).toBe('miss')
    const plain = await fetchPage('/perks/how-points-work')
    expect(plain.response.headers.get('x-edge-cache')).toBe('hit')
    expect(plain.html).not.toContain('evil.example')
    expect(plain.html).toContain(`${origin}/perks/how-points-work`)
  })

  it('keeps a copy per site address: a page for another host is never served here', async () => {
    await fetchPage('/contact')
    const lines: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
    const ctx = createExecutionContext()
    const elsewhere = await app.fetch(new Request('https://other.test/contact'), env, ctx)
    const html = await elsewhere.text()
    await waitOnExecutionContext(ctx)
    spy.mockRestore()
    expect(elsewhere.headers.get('x-edge-cache')).toBe('miss')
    expect(html).not.toContain(origin)
  })

  it('stores nothing for path variants (case, trailing slash, encoding), which are still answered', async () => {
    for (const path of ['/Legal', '/legal/', '/%6cegal', '/legal//']) {
      const { response } = await fetchPage(path)
      expect(response.headers.get('x-edge-cache'), path).toBe('bypass')
      expect(response.status, path).toBeLessThan(500)
    }
  })

  it('carries the security headers on a miss, a hit and a bypass', async () => {
    const pages = [await fetchPage('/gift-cards'), await fetchPage('/gift-cards'), await fetchPage('/account')]
    expect(pages.map((page) => page.response.headers.get('x-edge-cache'))).toEqual(['miss', 'hit', 'bypass'])
    for (const { response } of pages) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)')
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${cspNonce(response)}'`)
    }
  })

  it('never serves a page rendered at another pinned time (development and test pin the clock)', async () => {
    const renderMinute = (html: string) => Number(/"renderMinute":(\d+)/.exec(html)?.[1])
    const pinned = siteClockPin()
    const realNow = Date.now()
    try {
      pinSiteClock(Date.parse('2026-11-17T16:30:00Z'))
      const first = await fetchPage('/about')
      expect(first.response.headers.get('x-edge-cache')).toBe('miss')
      expect((await fetchPage('/about')).response.headers.get('x-edge-cache')).toBe('hit')

      // Ten days on, the Thanksgiving banner is gone: the copy from the 17th must not be served.
      pinSiteClock(Date.parse('2026-11-27T16:30:00Z'))
      const later = await fetchPage('/about')
      expect(later.response.headers.get('x-edge-cache')).toBe('miss')
      expect(renderMinute(later.html) - renderMinute(first.html)).toBeGreaterThanOrEqual(10 * 24 * 60 * 60_000)
    } finally {
      pinSiteClock(pinned === null ? null : realNow + pinned, realNow)
    }
  })
})
