import { Hono } from 'hono'
import { vitalsReportSchema, type VitalsReport } from '#shared/schemas/web-vitals.ts'
import { API_MESSAGES } from '../api/api-messages.ts'
import { readLimitedText } from '../api/read-limited-text.ts'
import { noteRequest } from '../request-log.ts'
import { clientLimitKey } from '../client-limit-key.ts'

// POST /_vitals: one page load's Core Web Vitals from the browser's beacon (client/web-vitals/), written to Workers
// Analytics Engine by route pattern, metric and device class. The checks run cheapest first, as on the forms: rate
// limit per client → JSON content type (another site's page cannot send one without a CORS preflight, which this
// route never grants) → body size → shape (only the known metrics, in range, no other key). The path is then
// mapped to its pattern in the site's route table, a closed set, so whatever is sent, no address is ever written
// and nobody can add a route. Nothing of the visitor is written: no address, no IP, no user agent, no id.

export interface VitalsRouteDeps {
  limiter: Pick<RateLimit, 'limit'>
  /** The limiter's period: a refused client may try again after it. */
  retryAfterSeconds: number
  /** Null where no dataset is bound (development and tests): each report is then one logged line. */
  dataset: Pick<AnalyticsEngineDataset, 'writeDataPoint'> | null
  /** The pattern of the site's route that a path matches (`/locations/:country/:state/:city/:location`). */
  routePattern: (path: string) => string
}

/** Four metrics with their ratings take about 300 bytes; anything near this is not the site's beacon. */
export const MAX_VITALS_BYTES = 2048

type Outcome = 'written' | 'rate-limited' | 'refused' | 'too-large' | 'invalid'

/** Nobody reads these (a beacon ignores its answer); they say what was wrong to whoever sends by hand. */
const MESSAGES: Record<Exclude<Outcome, 'written'>, string> = {
  'rate-limited': API_MESSAGES.rateLimited,
  refused: 'Web Vitals reports are sent as application/json.',
  'too-large': API_MESSAGES.tooLarge,
  invalid: 'This is not a Web Vitals report of this site.',
}

const NO_STORE = { 'cache-control': 'no-store' }

/** One data point per metric: blob1 route, blob2 metric, blob3 device, blob4 rating, blob5 navigation; double1 value. */
function write(dataset: VitalsRouteDeps['dataset'], route: string, report: VitalsReport): void {
  if (!dataset) {
    const metrics = Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.value]))
    console.log(JSON.stringify({ event: 'web-vitals', route, device: report.device, metrics }))
    return
  }
  for (const metric of report.metrics)
    dataset.writeDataPoint({
      // The index is what Analytics Engine samples by: the route, so a busy route never crowds out a quiet one.
      indexes: [route],
      blobs: [route, metric.name, report.device, metric.rating, metric.navigationType],
      doubles: [metric.value],
    })
}

export function createVitalsRoute(depsFor: (env: Env) => VitalsRouteDeps) {
  return new Hono<{ Bindings: Env }>().post('/', async (c) => {
    const request = c.req.raw
    const deps = depsFor(c.env)
    const refuse = (status: 400 | 413 | 415 | 429, outcome: Exclude<Outcome, 'written'>, extra: Record<string, string> = {}) => {
      noteRequest(request, { route: '/_vitals', vitals: { outcome } })
      return c.json({ message: MESSAGES[outcome] }, status, { ...NO_STORE, ...extra })
    }

    // A limiter outage drops the report rather than letting an unmetered stream through: a lost measurement costs
    // nothing.
    const clientIp = request.headers.get('cf-connecting-ip')
    const limited = await deps.limiter.limit({ key: `vitals:${clientLimitKey(clientIp)}` }).then(
      ({ success }) => !success,
      () => true,
    )
    if (limited) return refuse(429, 'rate-limited', { 'retry-after': String(deps.retryAfterSeconds) })

    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return refuse(415, 'refused')
    const body = await readLimitedText(request.body, MAX_VITALS_BYTES)
    if (!body.ok) return refuse(413, 'too-large')
    let json: unknown
    try {
      json = JSON.parse(body.text)
    } catch {
      return refuse(400, 'invalid')
    }
    const report = vitalsReportSchema.safeParse(json)
    if (!report.success) return refuse(400, 'invalid')
    write(deps.dataset, deps.routePattern(report.data.path), report.data)
    noteRequest(request, { route: '/_vitals', vitals: { outcome: 'written' } })
    return c.body(null, 204, NO_STORE)
  })
}
