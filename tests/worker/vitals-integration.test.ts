import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { app } from '#worker/app.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { createVitalsRoute, MAX_VITALS_BYTES, type VitalsRouteDeps } from '#worker/vitals/vitals-route.ts'

// POST /_vitals: the browser's Core Web Vitals beacon. Only a well-formed report of known metrics is written, and
// only under its path's route pattern; anything else is refused before it reaches the dataset or the log.

const origin = 'https://vitals.perkins.test'

const REPORT = {
  path: '/locations/us/mn/eagan/eagan',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 1834.2, rating: 'good', navigationType: 'navigate' },
    { name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' },
    { name: 'INP', value: 96, rating: 'good', navigationType: 'navigate' },
    { name: 'TTFB', value: 212.5, rating: 'good', navigationType: 'navigate' },
  ],
}

// Each request comes from its own client, so the real per-client limiter never refuses one of these tests.
let client = 0
const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request(`${origin}/_vitals`, { method: 'POST', headers: { 'cf-connecting-ip': `198.51.100.${++client % 250}`, ...headers }, body })

/** One request through the whole app, with the lines it logged. */
async function send(request: Request): Promise<{ response: Response; lines: Record<string, unknown>[] }> {
  const lines: string[] = []
  const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
  const ctx = createExecutionContext()
  const response = await app.fetch(request, env, ctx)
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  spy.mockRestore()
  return { response, lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

const vitalsLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.event === 'web-vitals')

beforeAll(async () => {
  // Published content, so a GET of the address is answered as the page it is not.
  await syncContent(env.CONTENT, seedSource)
})

afterEach(() => vi.restoreAllMocks())

describe('POST /_vitals without a dataset (development and tests)', () => {
  it('takes a report and writes it as one logged line: route pattern, device class and values only', async () => {
    const { response, lines } = await send(
      post(JSON.stringify(REPORT), { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7' }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(vitalsLines(lines)).toEqual([
      {
        event: 'web-vitals',
        route: '/locations/:country/:state/:city/:location',
        device: 'mobile',
        metrics: { LCP: 1834.2, CLS: 0.02, INP: 96, TTFB: 212.5 },
      },
    ])
    const request = lines.find((line) => line.event === 'request')!
    expect(request.route).toBe('/_vitals')
    expect(request.vitals).toEqual({ outcome: 'written' })
    expect(JSON.stringify(lines)).not.toContain('203.0.113.7')
  })

  it.each([
    ['/', '/'],
    ['/menu', '/menu'],
    ['/about', '/*'],
    ['/locations/us/mn', '/locations/:country/:state?/:city?'],
    ['/account/forgot-password/a-reset-code', '/account/forgot-password/:code?'],
    ['/no/such/page', '/*'],
    ['/locations/:a/:b/:c/:d', '/locations/:country/:state/:city/:location'],
    ['/__proto__', '/*'],
  ])('writes %s as its route pattern %s, never the path', async (path, pattern) => {
    const { response, lines } = await send(post(JSON.stringify({ ...REPORT, path })))
    expect(response.status).toBe(204)
    expect(vitalsLines(lines).map((line) => line.route)).toEqual([pattern])
  })

  it.each([
    ['an address with a query', '/menu?store=3510'],
    ['an address with a fragment', '/menu#pancakes'],
    ['no leading slash', 'menu'],
    ['a full URL', 'https://www.perkins.example/menu'],
    ['white space', '/menu /about'],
    ['a very long path', `/${'a'.repeat(600)}`],
  ])('refuses %s as the path, writing nothing', async (_label, path) => {
    const { response, lines } = await send(post(JSON.stringify({ ...REPORT, path })))
    expect(response.status).toBe(400)
    expect(vitalsLines(lines)).toEqual([])
    expect(lines.find((line) => line.event === 'request')?.vitals).toEqual({ outcome: 'invalid' })
  })

  const metric = REPORT.metrics[0]!
  it.each([
    ['an unknown metric', { ...REPORT, metrics: [{ ...metric, name: 'FID' }] }],
    ['a metric the site does not collect', { ...REPORT, metrics: [{ ...metric, name: 'FCP' }] }],
    ['a metric twice', { ...REPORT, metrics: [metric, metric] }],
    ['no metric', { ...REPORT, metrics: [] }],
    ['a negative value', { ...REPORT, metrics: [{ ...metric, value: -1 }] }],
    ['an impossible time', { ...REPORT, metrics: [{ ...metric, value: 1e9 }] }],
    ['an impossible CLS', { ...REPORT, metrics: [{ name: 'CLS', value: 500, rating: 'poor', navigationType: 'navigate' }] }],
    ['a value as text', { ...REPORT, metrics: [{ ...metric, value: '1834' }] }],
    ['an unknown rating', { ...REPORT, metrics: [{ ...metric, rating: 'great' }] }],
    ['an unknown device', { ...REPORT, device: 'fridge' }],
    ['an extra field', { ...REPORT, userAgent: 'Mozilla/5.0' }],
    ['an extra metric field', { ...REPORT, metrics: [{ ...metric, id: 'v5-1700000000000-123' }] }],
    ['the page address', { ...REPORT, url: 'https://www.perkins.example/menu?store=1' }],
    ['an array', [REPORT]],
    ['null', null],
    ['too many metrics', { ...REPORT, metrics: [...REPORT.metrics, metric] }],
  ])('refuses %s', async (_label, body) => {
    const { response, lines } = await send(post(JSON.stringify(body)))
    expect(response.status).toBe(400)
    expect(vitalsLines(lines)).toEqual([])
  })

  it.each([
    ['at the top', `{"__proto__":{"polluted":true},${JSON.stringify(REPORT).slice(1)}`],
    ['in a metric', JSON.stringify(REPORT).replace('{"name":"LCP"', '{"__proto__":{"polluted":true},"name":"LCP"')],
    ['as constructor', `{"constructor":{"prototype":{"polluted":true}},${JSON.stringify(REPORT).slice(1)}`],
  ])('refuses a prototype key %s and pollutes nothing', async (_label, body) => {
    const { response, lines } = await send(post(body))
    expect(response.status).toBe(400)
    expect(vitalsLines(lines)).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses a body that is not JSON', async () => {
    expect((await send(post('{"route":'))).response.status).toBe(400)
  })

  it('refuses anything but application/json (another site could send text/plain without asking)', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', ''])
      expect((await send(post(JSON.stringify(REPORT), type ? { 'content-type': type } : {}))).response.status, type).toBe(415)
  })

  it('refuses a body over the limit without reading it whole, by length and by stream', async () => {
    const padded = JSON.stringify({ ...REPORT, padding: 'x'.repeat(MAX_VITALS_BYTES) })
    const { response, lines } = await send(post(padded))
    expect(response.status).toBe(413)
    expect(lines.find((line) => line.event === 'request')?.vitals).toEqual({ outcome: 'too-large' })
    // A stream with no length that never ends: refused once past the limit.
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024
        controller.enqueue(new Uint8Array(1024).fill(32))
      },
    })
    const streamed = await send(
      new Request(`${origin}/_vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.251' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.response.status).toBe(413)
    expect(sent).toBeLessThan(64 * 1024)
  })

  it('answers only POST: a GET is the not-found page and writes nothing', async () => {
    const { response, lines } = await send(new Request(`${origin}/_vitals`))
    expect(response.status).toBe(404)
    expect(vitalsLines(lines)).toEqual([])
  })
})

describe('POST /_vitals with a dataset and a limiter', () => {
  function routeWith(overrides: Partial<VitalsRouteDeps>) {
    const writes: AnalyticsEngineDataPoint[] = []
    const keys: string[] = []
    const deps: VitalsRouteDeps = {
      limiter: { limit: async ({ key }) => (keys.push(key), { success: true }) },
      retryAfterSeconds: 60,
      dataset: { writeDataPoint: (point) => void writes.push(point!) },
      routePattern: (path) => (path.startsWith('/locations/') ? '/locations/:country/:state/:city/:location' : '/*'),
      ...overrides,
    }
    const site = new Hono<{ Bindings: Env }>().route(
      '/_vitals',
      createVitalsRoute(() => deps),
    )
    const call = async (request: Request) => {
      const ctx = createExecutionContext()
      const response = await site.fetch(request, env, ctx)
      await waitOnExecutionContext(ctx)
      return response
    }
    return { call, writes, keys }
  }

  it('writes one data point per metric: route, metric, device, rating and navigation as blobs, the value as a double', async () => {
    const { call, writes, keys } = routeWith({})
    const response = await call(post(JSON.stringify(REPORT), { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7' }))
    expect(response.status).toBe(204)
    expect(keys).toEqual(['vitals:203.0.113.7'])
    expect(writes).toEqual(
      REPORT.metrics.map((metric) => ({
        indexes: ['/locations/:country/:state/:city/:location'],
        blobs: ['/locations/:country/:state/:city/:location', metric.name, 'mobile', metric.rating, metric.navigationType],
        doubles: [metric.value],
      })),
    )
  })

  it('refuses a client over its limit with a retry-after, and drops reports while the limiter is down', async () => {
    const limited = routeWith({ limiter: { limit: async () => ({ success: false }) } })
    const refused = await limited.call(post(JSON.stringify(REPORT)))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(limited.writes).toEqual([])

    const down = routeWith({ limiter: { limit: async () => Promise.reject(new Error('limiter unavailable')) } })
    expect((await down.call(post(JSON.stringify(REPORT)))).status).toBe(429)
    expect(down.writes).toEqual([])
  })

  it('writes nothing for a refused report', async () => {
    const { call, writes } = routeWith({})
    expect((await call(post(JSON.stringify({ ...REPORT, path: '/menu?store=1' })))).status).toBe(400)
    expect((await call(post(JSON.stringify({ ...REPORT, metrics: [{ ...REPORT.metrics[0], name: 'FID' }] })))).status).toBe(400)
    expect(writes).toEqual([])
  })
})
