import { routes } from '#client/routes.tsx'
import { routePattern } from '#shared/route-pattern.ts'
import { createVitalsRoute, type VitalsRouteDeps } from './vitals-route.ts'

/** The `period` of VITALS_LIMITER in wrangler.toml. */
const VITALS_LIMIT_PERIOD_SECONDS = 60

function vitalsDepsFromEnv(env: Env): VitalsRouteDeps {
  return {
    limiter: env.VITALS_LIMITER,
    retryAfterSeconds: VITALS_LIMIT_PERIOD_SECONDS,
    dataset: env.VITALS ?? null,
    routePattern: (path) => routePattern(routes, path),
  }
}

export const vitalsRoute = createVitalsRoute(vitalsDepsFromEnv)
