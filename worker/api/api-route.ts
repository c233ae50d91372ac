import { Hono } from 'hono'
import { createContentStore } from '../content/content-store.ts'
import { siteConfig } from '../env.ts'
import { API_MESSAGES } from './api-messages.ts'
import type { ApiLogger } from './api-log.ts'
import { proxyApiCall, type ApiProxyDeps } from './api-proxy.ts'
import { siteBotCheck } from './site-bot-check.ts'
import { cmsSupercategories } from './cms-supercategories.ts'
import { isMissingRequiredSetting } from '../required-settings.ts'
import { noteRequest } from '../request-log.ts'

/**
 * The /api sub-app: exactly `/api` is the proxy; anything under it is an unknown call, answered as JSON
 * so no page renderer ever sees an API path. `depsFor` picks the proxy's dependencies for a request's bindings.
 */
export function createApiRoute(depsFor: (env: Env, request: Request) => ApiProxyDeps) {
  return new Hono<{ Bindings: Env }>()
    .all('/', (c) => proxyApiCall(c.req.raw, depsFor(c.env, c.req.raw)))
    .all('/*', (c) => c.json({ message: API_MESSAGES.unknownCall }, 404, { 'cache-control': 'no-store' }))
}

/** The service binding's requests need an absolute URL; its host is never resolved, so any fixed name does. */
export const SERVICE_BINDING_ORIGIN = 'https://upstream.internal'

/** The `period` of the [[ratelimits]] bindings in wrangler.toml. */
const RATE_LIMIT_PERIOD_SECONDS = 60

/** The proxy's outcome joins the request's one log line (worker/request-log.ts) instead of a line of its own. */
function requestLogFor(request: Request): ApiLogger {
  return ({ event: _event, level, method: _method, status: _status, ms: _ms, ...api }) =>
    noteRequest(request, { route: '/api', api, fault: level === 'error' })
}

/** The real dependencies, from the Worker's bindings and vars; `request` is the one whose log line the call joins. */
export function apiDepsFromEnv(env: Env, request: Request): ApiProxyDeps {
  const config = siteConfig(env)
  const binding = config.UPSTREAM
  // Production reaches the real upstream only: without API_ORIGIN it has none (and says so), never the sandbox.
  const sandbox = binding && !isMissingRequiredSetting(config, 'API_ORIGIN') ? (request: Request) => binding.fetch(request) : null
  const upstream = config.API_ORIGIN ? (request: Request) => fetch(request) : sandbox
  return {
    upstream,
    upstreamBase: config.API_ORIGIN ?? SERVICE_BINDING_ORIGIN,
    environment: config.ENVIRONMENT,
    clientType: config.CLIENT_TYPE,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    botCheck: siteBotCheck(config),
    rateLimit: {
      limiters: {
        signin: env.SIGNIN_LIMITER,
        password: env.PASSWORD_LIMITER,
        giftcard: env.GIFTCARD_LIMITER,
        signup: env.SIGNUP_LIMITER,
        profile: env.PROFILE_LIMITER,
      },
      retryAfterSeconds: RATE_LIMIT_PERIOD_SECONDS,
    },
    supercategories: () => cmsSupercategories(createContentStore(env.CONTENT)),
    log: requestLogFor(request),
    now: () => Date.now(),
  }
}

export const apiRoute = createApiRoute(apiDepsFromEnv)
