import { routes } from '#client/routes.tsx'
import { routePattern } from '#shared/route-pattern.ts'
import { createVitalsRoute, type VitalsRouteDeps } from './vitals-route.ts'

/** The `period` of VITALS_LIMITER in wrangler.toml. */
const VITALS_LIMIT_PERIOD_SECONDS = 60

/**
 * A pattern of the route table maps to itself (`/locations/:country/:state/:city/:location`); a real address
 * (`/locations/us/mn/eagan/eagan`, `/about`) or a made-up pattern does not, so no address can be stored as a route.
 */
const isRoutePattern = (route: string) => routePattern(routes, route) === route

function vitalsDepsFromEnv(env: Env): VitalsRouteDeps {
  return {
    limiter: env.VITALS_LIMITER,
    retryAfterSeconds: VITALS_LIMIT_PERIOD_SECONDS,
    dataset: env.VITALS ?? null,
    isRoutePattern,
  }
}

export const vitalsRoute = createVitalsRoute(vitalsDepsFromEnv)
