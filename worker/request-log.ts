import type { MiddlewareHandler } from 'hono'
import type { ApiLogLine } from './api/api-log.ts'

// One structured JSON line per request, for Workers Logs and `wrangler tail` (docs/operations.md, Watching it). It names a request by
// its route pattern, never by its path or query: paths and queries can carry reset codes, login codes and emails.
// Nothing from headers or bodies is written except the Cloudflare ray id, so no token, password, card number or
// email can reach the logs. The /api proxy adds its call, outcome and the upstream's status and time.

interface RequestNotes {
  /** The route pattern that answered, e.g. `/locations/:country/:state/:city/:location`. */
  route?: string
  /** The published content version a page or content answer was built from. */
  contentVersion?: string
  /** Whether a page came from the edge cache (worker/pages/edge-page-cache.ts). */
  edgeCache?: 'hit' | 'miss' | 'bypass'
  api?: Omit<ApiLogLine, 'event' | 'level' | 'method' | 'status' | 'ms'>
  /** A CMS form submission's outcome (worker/forms/form-route.ts); never its answers. */
  form?: { outcome: string }
  /** A Web Vitals report's outcome (worker/vitals/vitals-route.ts); never its values. */
  vitals?: { outcome: string }
  /** An answer that is our fault although its status is not 5xx (e.g. a bot-check service outage). */
  fault?: boolean
}

interface RequestLogLine extends Omit<RequestNotes, 'fault'> {
  event: 'request'
  /** `error` for a 5xx or a fault of ours: the lines an operator is paged for. */
  level: 'info' | 'error'
  ray: string | null
  method: string
  route: string
  status: number
  ms: number
}

const notesByRequest = new WeakMap<Request, RequestNotes>()

/** Adds what a handler knows about its request to the request's log line. */
export function noteRequest(request: Request, notes: RequestNotes): void {
  const current = notesByRequest.get(request)
  if (current) Object.assign(current, notes)
}

/** The site's fixed paths, by their first segment; anything else is a page and names its own route pattern. */
const FIXED_ROUTES = [
  '/_data',
  '/api',
  '/_storyblok',
  '/_health',
  '/_admin',
  '/_sandbox',
  '/_forms',
  '/_nearby',
  '/_vitals',
  '/robots.txt',
  '/sitemap.xml',
] as const

function fixedRoute(pathname: string): string {
  return FIXED_ROUTES.find((route) => pathname === route || pathname.startsWith(`${route}/`)) ?? 'page'
}

type RequestLogWriter = (line: RequestLogLine) => void

const consoleRequestLog: RequestLogWriter = (line) => {
  if (line.level === 'error') console.error(JSON.stringify(line))
  else console.log(JSON.stringify(line))
}

/** Hono middleware: times the request and writes its one line when the answer is ready. */
export function requestLog(write: RequestLogWriter = consoleRequestLog, now: () => number = () => Date.now()): MiddlewareHandler {
  return async (c, next) => {
    const started = now()
    const notes: RequestNotes = {}
    notesByRequest.set(c.req.raw, notes)
    await next()
    const status = c.res.status
    const { fault, ...noted } = notes
    write({
      event: 'request',
      level: status >= 500 || fault ? 'error' : 'info',
      ray: c.req.header('cf-ray') ?? null,
      method: c.req.method,
      route: noted.route ?? fixedRoute(new URL(c.req.url).pathname),
      status,
      ms: now() - started,
      ...(noted.contentVersion ? { contentVersion: noted.contentVersion } : {}),
      ...(noted.edgeCache ? { edgeCache: noted.edgeCache } : {}),
      ...(noted.api ? { api: noted.api } : {}),
      ...(noted.vitals ? { vitals: noted.vitals } : {}),
    })
  }
}
