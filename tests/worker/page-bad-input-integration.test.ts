import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { createContentStore } from '#worker/content/content-store.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { siteConfig } from '#worker/env.ts'
import { edgeCacheKey } from '#worker/pages/edge-page-cache.ts'
import { pageCacheVersionParts, pageRenderSettings } from '#worker/pages/page-cache-key.ts'
import { featureFlagsVersion } from '#worker/feature-flags/flag-provider.ts'

// Hostile or broken requests to page addresses: a clean 4xx or the ordinary page, never an exception (any
// console.error fails the test, see setup/fail-on-console-error.ts), never a 500, and never a stored copy that
// carries what the request carried.

const origin = 'https://perkins.test'

async function send(path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(origin + path, init), env, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body }
}

function expectCleanAnswer(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500)
  expect([200, 404, 405, 414], label).toContain(response.status)
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(response.headers.get('strict-transport-security'), label).toBe('max-age=31536000; includeSubDomains')
}

async function storedCopy(path: string): Promise<string | null> {
  const config = siteConfig(env)
  const version = await createContentStore(env.CONTENT).version()
  const parts = await pageCacheVersionParts(version, pageRenderSettings(config, new URL(origin + path)), await featureFlagsVersion(env))
  const copy = await caches.default.match(edgeCacheKey(new URL(origin + path), parts))
  return copy ? copy.text() : null
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('bad input to page routes', () => {
  it.each([
    ['a 64 KB Accept-Language', { 'accept-language': `fr-FR,${'x'.repeat(64 * 1024)}` }],
    ['a 16 KB cookie', { cookie: `a=${'y'.repeat(16 * 1024)}` }],
    ['a malformed If-None-Match', { 'if-none-match': '"unterminated, W/ ,,' }],
    ['a malformed Range', { range: 'bytes=abc-;;' }],
    ['a malformed Content-Type on a GET', { 'content-type': ';;;=;' }],
    ['a client address that is not one', { 'cf-connecting-ip': 'not-an-ip', 'x-forwarded-for': '999.999.999.999, <script>' }],
    ['a forged host', { host: 'evil.example', 'x-forwarded-host': 'evil.example' }],
  ] as const)('answers a page request with %s with the ordinary page, storing nothing of it', async (label, headers) => {
    const { response, body } = await send('/careers', { headers })
    expectCleanAnswer(response, label)
    expect(response.status, label).toBe(200)
    expect(body, label).toContain('</html>')
    const copy = await storedCopy('/careers')
    if (copy !== null) {
      expect(copy, label).not.toContain('evil.example')
      expect(copy, label).not.toContain('xxxxxxxxxx')
    }
  })

  it('answers a 10,000-character path with the 404 page, storing nothing', async () => {
    for (const path of [`/${'a'.repeat(10_000)}`, `/locations/us/${'m'.repeat(10_000)}`, `/${'a/'.repeat(5_000)}`]) {
      const { response, body } = await send(path)
      expectCleanAnswer(response, path.slice(0, 20))
      expect(response.status).toBe(404)
      expect(body).toContain('This page could not be found')
      expect(response.headers.get('x-edge-cache')).toBe('bypass')
    }
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s to a page without a form with the 405 page in the site frame', async (method) => {
    for (const path of ['/', '/legal', '/locations', '/menu', '/order/checkout']) {
      const { response, body } = await send(path, {
        method,
        body: method === 'DELETE' ? null : 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expectCleanAnswer(response, `${method} ${path}`)
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(response.headers.get('cache-control')).toBe('no-store')
      // The site's frame with a way home, never a bare line.
      expect(body, `${method} ${path}`).toContain('</html>')
      expect(body).toContain('Back to the home page')
      expect(body).not.toContain('only answers GET and HEAD')
    }
  })

  it('keeps the 404 of non-page addresses for other methods', async () => {
    const { response } = await send('/_data/home.json', { method: 'POST' })
    expect(response.status).toBe(404)
  })

  it('answers HEAD to a page like GET, without a body', async () => {
    const { response, body } = await send('/accessibility', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(body).toBe('')
    expect(response.headers.get('content-security-policy')).toContain("'nonce-")
  })

  it.each([
    ['__proto__', '?__proto__=&__proto__[polluted]=1&constructor[prototype][x]=1'],
    ['repeated parameters', `?${Array.from({ length: 200 }, (_, index) => `a=${index}`).join('&')}`],
    ['a 10,000-character value', `?q=${'z'.repeat(10_000)}`],
    ['invalid percent-encoding', '?%=%&%E0%A4%A=%zz&%%%=1&a=%ff%fe'],
    ['a script in a value', '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&marker=planted-by-attacker'],
  ])('answers odd query strings (%s) with the ordinary page and never stores them', async (label, query) => {
    const { response, body } = await send(`/faq${query}`)
    expectCleanAnswer(response, label)
    expect(response.status, label).toBe(200)
    expect(body, label).not.toContain('planted-by-attacker')
    expect(body, label).not.toContain('<script>alert(1)')
    expect(({} as Record<string, unknown>).polluted, label).toBeUndefined()
    const copy = await storedCopy('/faq')
    if (copy !== null) {
      expect(copy, label).not.toContain('planted-by-attacker')
      expect(copy, label).not.toContain('zzzzzzzzzz')
    }
  })

  it.each(['/%', '/%E0%A4%A', '/%zz/legal', '/locations/%ff', '/__proto__', '/legal%00', '/legal%0d%0aset-cookie:x=1'])(
    'answers the broken path %s with a clean 4xx or a page',
    async (path) => {
      // React Router says it cannot decode such a path, and then matches it as written: the 404 page.
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { response } = await send(path)
      expectCleanAnswer(response, path)
      expect(response.headers.get('x-edge-cache')).toBe('bypass')
      expect(response.headers.has('set-cookie')).toBe(false)
    },
  )
})
