import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { app } from '#worker/app.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import { pageHtml } from './site-pages.ts'

const origin = 'https://perkins.test'
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(origin + path, init))

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader()
  const { value } = await reader.read()
  await reader.cancel()
  return new TextDecoder().decode(value)
}

describe('pages', () => {
  it('streams the home page with the document head in the first chunk', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.body).toBeInstanceOf(ReadableStream)
    const chunk = await firstChunk(response)
    expect(chunk.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(chunk).toContain('<head>')
    expect(chunk).toContain('</head>')
  })

  it('renders the home title, header, footer and the serialised loader data', async () => {
    const html = await (await get('/')).text()
    expect(html).toContain('<title>Perkins Restaurant &amp; Bakery | Breakfast All Day, Pies Baked Fresh</title>')
    expect(html).toContain('Real breakfast. Fresh-baked pie. Right around the corner.')
    expect(html).toContain('View Locations')
    expect(html).toContain(`© ${new Date().getFullYear()} Perkins`)
    const bootstrap = /<script id="page-bootstrap" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)
    expect(bootstrap).not.toBeNull()
    const data = JSON.parse(bootstrap![1]!) as { router: { loaderData: Record<string, { page?: { slug: string }; globals?: unknown }> } }
    expect(data.router.loaderData.root?.globals).toBeDefined()
    expect(data.router.loaderData['0-0']?.page?.slug).toBe('home')
  })

  it('sends a nonce-based CSP and never lets HTML be reused without asking the server', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(await response.text()).toContain(`nonce="${nonce}"`)
    // Public pages may be stored for offline visits (the service worker), but every visit online revalidates.
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const second = await get('/')
    expect(second.headers.get('content-security-policy')).not.toBe(csp)
    await second.body?.cancel()
  })

  it('answers an unknown path with the 404 page and status', async () => {
    const html = await pageHtml('/no-such-page', 404)
    expect(html).toContain('This page could not be found')
    expect(html).toContain('The page you&#x27;re looking for cannot be found.')
    expect(html).toContain('<title>Page Not Found</title>')
  })

  it('answers /404 with the 404 page and status', async () => {
    expect(await pageHtml('/404', 404)).toContain('This page could not be found')
  })

  it("sends the native app's screens to the same step on the website", async () => {
    for (const [path, location] of [
      ['/app/confirm?id=42', '/order/confirm?id=42'],
      ['/app/payment', '/order/checkout'],
      ['/app/payment-dev', '/order/checkout'],
    ] as const) {
      const response = await get(path, { redirect: 'manual' })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(location)
    }
  })

  it('renders the ordering screens themselves, their heading in the server HTML', async () => {
    for (const [path, heading] of [
      ['/menu', 'Menu'],
      ['/order', 'Your Order'],
      ['/order/checkout', 'Checkout'],
    ] as const) {
      const html = await pageHtml(path)
      expect(html, path).toContain(`<h1>${heading}</h1>`)
      expect(html, path).not.toContain('Coming soon')
    }
  })

  it('hides the header and footer on /reviews', async () => {
    // No reviews story in this seed yet: the 404 still renders, and the path check decides the chrome.
    const html = await (await get('/reviews')).text()
    expect(html).not.toContain('class="site-header"')
    expect(html).not.toContain('class="site-footer"')
  })

  it('renders the error page with status 503 when the content store is down', async () => {
    // The request's log line is an error line: a 5xx is what an operator is paged for.
    expectConsoleError(1)
    const brokenKv = { get: async () => Promise.reject(new Error('KV is unavailable')) } as unknown as KVNamespace
    const response = await app.fetch(new Request(origin + '/'), { ...env, CONTENT: brokenKv }, {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext)
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Our site is taking a short break')
    expect(html).not.toMatch(/at \w+ \(|Error: KV/)
  })
})

describe('content JSON route', () => {
  it('serves the home page data for an empty path and for home', async () => {
    const response = await get('/_data/home.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeTruthy()
    const page = (await response.json()) as { slug: string; title: string }
    expect(page.slug).toBe('home')
  })

  it('answers 304 to a matching etag', async () => {
    const first = await get('/_data/home.json')
    await first.body?.cancel()
    const second = await get('/_data/home.json', { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(second.status).toBe(304)
  })

  it('answers a missing page with 404 JSON', async () => {
    const response = await get('/_data/nothing-here.json')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'This page could not be found' })
  })

  // A URL parser already folds raw `..`, `%2e%2e` and `\\` before a Worker sees them, so these are the forms that arrive.
  it.each([
    '/_data/%2E%2E%2Fx.json',
    '/_data/a%2fb.json',
    '/_data/https:/evil.json',
    '/_data/a%5cb.json',
    '/_data//evil.json',
    '/_data/a/%252e%252e/b.json',
  ])('refuses %s with 400 JSON and reads nothing', async (path) => {
    let reads = 0
    const countingKv = { get: async (key: string) => (reads++, env.CONTENT.get(key)) } as unknown as KVNamespace
    const response = await app.fetch(new Request(origin + path), { ...env, CONTENT: countingKv }, {} as ExecutionContext)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid content path.' })
    expect(reads).toBe(0)
  })
})
