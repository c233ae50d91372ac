// The sandbox's two hottest calls on the seed, through the built site's /api as the browser makes them (issue 5):
// locations/search (geocode + indexed box + haversine) and orders/{id}/validate (one basket snapshot batch, pricing,
// calendar, one guarded write batch). Reports p50 and p95; run.ts prints them with the other benchmarks.

const WARMUP = 20
const SAMPLES = 200

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

async function api(siteOrigin: string, method: string, path: string, init: { query?: string; body?: unknown } = {}): Promise<unknown> {
  const headers: Record<string, string> = { path, accept: 'application/json' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${siteOrigin}/api${init.query ? `?${init.query}` : ''}`, {
    method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const json: unknown = await response.json()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

async function sample(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run()
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

export async function benchSandbox(siteOrigin: string): Promise<Record<string, string>> {
  // A different zip each time, so the search is not one cached answer.
  const zips = ['55401', '53703', '50309', '15222', '10001', '43215', '33602', '37203', '57104', '46802']
  let n = 0
  const search = await sample(() => api(siteOrigin, 'GET', 'locations/search', { query: `address=${zips[n++ % zips.length]}` }))

  // A default-menu basket with a few lines and choices, validated over and over. It is set for the store's first
  // open pickup slot, so the bench runs at any hour (ASAP is refused while the store is closed).
  const basket = (await api(siteOrigin, 'POST', 'orders/create', { body: { menu_id: 70405, location_id: 218 } })) as { id: string }
  await api(siteOrigin, 'POST', `orders/${basket.id}/products`, {
    body: {
      products: [
        { product_id: 100101, quantity: 2, choices: '100101102,100101203' },
        { product_id: 109001, quantity: 1 },
        { product_id: 101001, quantity: 3 },
      ],
    },
  })
  const from = new Date()
  const to = new Date(from.getTime() + 2 * 24 * 60 * 60 * 1000)
  const times = (await api(siteOrigin, 'GET', 'menus/218/times', { query: `from=${from.toISOString()}&to=${to.toISOString()}` })) as {
    calendars: { handoff: string; slots: { time: string }[] }[]
  }
  const firstSlot = times.calendars.find((calendar) => calendar.handoff === 'pickup')?.slots[0]?.time
  if (!firstSlot) throw new Error('store 218 has no pickup slot in the next two days')
  await api(siteOrigin, 'PUT', `orders/${basket.id}/time`, { body: { time: firstSlot } })
  const validate = await sample(() => api(siteOrigin, 'POST', `orders/${basket.id}/validate`))
  return {
    'sandbox locations/search p50 / p95 (ms)': `${search.p50.toFixed(2)} / ${search.p95.toFixed(2)}`,
    'sandbox validate p50 / p95 (ms)': `${validate.p50.toFixed(2)} / ${validate.p95.toFixed(2)}`,
  }
}
