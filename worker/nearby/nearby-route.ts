import { Hono } from 'hono'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { CONNECTION_MESSAGE } from '#shared/error-messages.ts'
import { nearbyLocations } from '#shared/nearby-locations.ts'
import { visitorGeoFrom } from '#shared/visitor-geo.ts'
import type { Location } from '#shared/schemas/location.ts'
import { createContentStore } from '../content/content-store.ts'
import { coarseVisitorGeo, nearbyCacheKey } from './coarse-visitor-geo.ts'

// GET /_nearby: the restaurants near the visitor, from the edge's approximate position (Cloudflare's request
// metadata), asked by the browser after hydration. Pages never carry it, so every anonymous page's HTML is the same
// for everyone and comes from the edge page cache.
//
// The answer is computed from the visitor's coarse cell (coarse-visitor-geo.ts) alone, so it is kept in the edge
// cache under that cell for a few minutes and shared by everyone in it. The browser may keep its own answer as long,
// but it is `private`: the address is the same for every visitor and the answer is not, so no shared cache between
// the browser and the Worker may keep it (no request header names the position, so `Vary` cannot key it).

/** How long an answer is kept, at the edge and in the browser: a restaurant added or closed shows within minutes. */
export const NEARBY_TTL_SECONDS = 300

export interface NearbyRouteDeps {
  locations: (env: Env) => Promise<readonly Location[]>
  cache: () => Pick<Cache, 'match' | 'put'>
}

const defaultDeps: NearbyRouteDeps = {
  locations: (env) => createContentStore(env.CONTENT).locations(),
  cache: () => caches.default,
}

const BROWSER_HEADERS = { 'content-type': 'application/json; charset=UTF-8', 'cache-control': `private, max-age=${NEARBY_TTL_SECONDS}` }

export function createNearbyRoute(deps: NearbyRouteDeps = defaultDeps) {
  return new Hono<{ Bindings: Env }>().get('/', async (c) => {
    const geo = visitorGeoFrom(c.req.raw.cf)
    if (!geo) return new Response(JSON.stringify(nearbyLocations([], null)), { headers: BROWSER_HEADERS })
    const cell = coarseVisitorGeo(geo)
    const cache = deps.cache()
    const key = nearbyCacheKey(new URL(c.req.url).origin, cell)
    const stored = await cache.match(key)
    if (stored) return new Response(stored.body, { headers: BROWSER_HEADERS })
    let body: string
    try {
      body = JSON.stringify(nearbyLocations(await deps.locations(c.env), cell))
    } catch (error) {
      if (!(error instanceof ContentUnavailable)) throw error
      console.error('Nearby locations unavailable', error)
      return c.json({ message: CONNECTION_MESSAGE }, 503, { 'cache-control': 'no-store' })
    }
    c.executionCtx.waitUntil(
      cache.put(
        key,
        new Response(body, {
          headers: { 'content-type': BROWSER_HEADERS['content-type'], 'cache-control': `public, max-age=${NEARBY_TTL_SECONDS}` },
        }),
      ),
    )
    return new Response(body, { headers: BROWSER_HEADERS })
  })
}

export const nearbyRoute = createNearbyRoute()
