/// <reference types="vite/client" />
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '#worker/app.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'

// Every kind of response carries nosniff and HSTS; hashed assets are cached for a year, the service worker never.
// Static assets come from the ASSETS binding over the built dist/client, so the public/_headers the build copies
// there is what is tested for them (npm test builds first; vitest.config.ts builds when there is no build yet).

const origin = 'https://perkins.test'
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(origin + path, init))

const staticAsset = (path: string) => env.ASSETS.fetch(new Request(origin + path))

const HSTS = /^max-age=(\d+); includeSubDomains$/

function expectSecurityHeaders(response: Response, label: string) {
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  const hsts = HSTS.exec(response.headers.get('strict-transport-security') ?? '')
  expect(hsts, label).not.toBeNull()
  expect(Number(hsts![1]), label).toBeGreaterThanOrEqual(31536000)
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('response headers', () => {
  it.each([
    ['a page', '/', {}, 200],
    ['the 404 page', '/no-such-page', {}, 404],
    ['a location page', '/locations', {}, 200],
    ['page data', '/_data/home.json', {}, 200],
    ['missing page data', '/_data/no-such-page.json', {}, 404],
    ['refused page data', '/_data/a%5cb.json', {}, 400],
    ['locations data', '/_data/_locations.json', {}, 200],
    ['the API proxy', '/api', { headers: { path: 'locations/search' } }, 400],
    ['an unknown API path', '/api/anything', {}, 404],
    ['the sitemap', '/sitemap.xml', {}, 200],
    ['robots.txt', '/robots.txt', {}, 200],
    ['the webhook', '/_storyblok/webhook', { method: 'POST', body: '{}' }, 401],
  ] as const)('carries them on %s', async (label, path, init, status) => {
    const response = await get(path, init)
    expect(response.status, label).toBe(status)
    expectSecurityHeaders(response, label)
    await response.body?.cancel()
  })

  it('carries them on HTML while content is unavailable (503)', async () => {
    // The sitemap's own line and the request's error line.
    expectConsoleError(2)
    const empty = { get: async () => null } as unknown as KVNamespace
    const response = await app.fetch(new Request(`${origin}/sitemap.xml`), { ...env, CONTENT: empty }, {} as ExecutionContext)
    expect(response.status).toBe(503)
    expectSecurityHeaders(response, 'sitemap 503')
  })

  it('carries them on the answer to an unhandled error', async () => {
    // The error handler's line and the request's error line.
    expectConsoleError(2)
    const broken = {
      get: async () => {
        throw new TypeError('boom')
      },
    } as unknown as KVNamespace
    const response = await app.fetch(new Request(`${origin}/sitemap.xml`), { ...env, CONTENT: broken }, {} as ExecutionContext)
    expect(response.status).toBeGreaterThanOrEqual(500)
    expectSecurityHeaders(response, 'unhandled error')
  })

  describe('static assets (public/_headers, as built into dist/client)', () => {
    it('caches a hashed build asset for a year, immutably', async () => {
      // The built client entry, found on disk when the test is transformed (the build manifest is not served).
      const built = Object.keys(import.meta.glob('../../dist/client/assets/entry.client-*.js'))
      expect(built).toHaveLength(1)
      const asset = built[0]!.replace('../../dist/client', '')
      expect(asset).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/)
      const response = await staticAsset(asset)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expectSecurityHeaders(response, asset!)
      await response.body?.cancel()
    })

    it('does not serve the build manifest (dist/client/.vite, listed in public/.assetsignore)', async () => {
      const response = await staticAsset('/.vite/manifest.json')
      expect(response.status).toBe(404)
      await response.body?.cancel()
    })

    it('never lets the service worker be cached as immutable', async () => {
      const response = await staticAsset('/sw.js')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expectSecurityHeaders(response, '/sw.js')
      await response.body?.cancel()
    })

    it('carries them on other public files', async () => {
      const response = await staticAsset('/favicon.svg')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
      expectSecurityHeaders(response, '/favicon.svg')
      await response.body?.cancel()
    })
  })
})
