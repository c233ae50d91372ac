import { Hono } from 'hono'
import type { z } from 'zod'
import { API_PARAM_PATTERNS } from '#shared/api-calls.ts'
import { locationQuerySchema, locationSearchQuerySchema } from '#shared/schemas/api/locations.ts'
import type { Location } from '#shared/schemas/location.ts'
import { milesBetween, type Point } from '../geo/distance.ts'
import { geocode } from '../geo/geocode.ts'
import { nearestPlace, placeByZip } from '../geo/zip-directory.ts'
import { readQuery } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { menuJson } from '../menus/menu-store.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import type { SandboxEnv } from '../sandbox-env.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { findLocation, locationsNear, restaurantTowns } from './location-store.ts'

// GET locations/search and GET locations/{id}. The sandbox returns every store, 1134 included: leaving
// 1134 out of search results is the site proxy's rule, not the provider's.

const DEFAULT_RADIUS_MILES = 100

type Query = z.output<typeof locationSearchQuerySchema>

export function searchRadiusMiles(env: Pick<SandboxEnv, 'SEARCH_RADIUS_MILES'>): number {
  const configured = Number(env.SEARCH_RADIUS_MILES)
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_RADIUS_MILES
}

/**
 * Where the visitor searches from: a map position, a zip, or free text (zip, "City, ST", a city, street address).
 * A well-formed zip or a text naming no known place has no restaurant near it: null, answered as an empty list, so
 * the visitor reads "No nearby locations." rather than a fault. A malformed zip is the catalogue's "Incorrect format.".
 */
async function searchOrigin(db: SandboxDb, query: Query): Promise<(Point & { label: string }) | null> {
  if (query.lat !== undefined && query.lng !== undefined) {
    // A map position is labelled with the town of its nearest zip ("Stores near Eagan, MN").
    const near = nearestPlace(query.lat, query.lng)
    return { latitude: query.lat, longitude: query.lng, label: near ? `${near.city}, ${near.state}` : 'Your location' }
  }
  if (query.zip !== undefined) {
    const place = placeByZip(query.zip)
    return place ? { ...place, label: `${place.city}, ${place.state} ${place.zip}` } : null
  }
  const result = geocode(query.address ?? '', await restaurantTowns(db))
  if (result.kind !== 'found') return null
  const { place } = result
  return { ...place, label: result.by === 'zip' ? `${place.city}, ${place.state} ${place.zip}` : `${place.city}, ${place.state}` }
}

/** A store delivers to a point when it offers delivery or dispatch and the point is inside its radius. */
const deliversTo = (location: Location, point: Point): boolean =>
  (location.services.delivery || location.services.dispatch) && milesBetween(location, point) <= location.delivery_radius_miles

const round1 = (miles: number): number => Math.round(miles * 10) / 10

export function locationsRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/search', async (c) => {
    const query = readQuery(c, locationSearchQuerySchema)
    const origin = await searchOrigin(c.var.db, query)
    const radius = searchRadiusMiles(c.env)
    if (origin === null) return c.json({ count: 0, origin: null, radius_miles: radius, locations: [] })
    const near = await locationsNear(c.var.db, origin, radius)
    const hits = query.delivery ? near.filter((hit) => deliversTo(hit.location, origin)) : near
    // Our own shape: { count, origin, radius_miles, locations }, each location with its distance in miles
    // (one decimal), nearest first. The site's proxy removes 1134 from `locations` and fixes `count`.
    return c.json({
      count: hits.length,
      origin: { latitude: origin.latitude, longitude: origin.longitude, label: origin.label },
      radius_miles: radius,
      locations: hits.map((hit) => ({ ...hit.location, distance: round1(hit.distance) })),
    })
  })

  app.get('/:id', async (c) => {
    const id = c.req.param('id')
    if (!API_PARAM_PATTERNS.storeId.test(id)) throw new SandboxError(404, MESSAGES.locationNotFound)
    const { withMenu } = readQuery(c, locationQuerySchema)
    const location = await findLocation(c.var.db, Number(id))
    if (location === null) throw new SandboxError(404, MESSAGES.locationNotFound)
    // Our choice: a store without a menu of its own is answered without `menu`; the site falls back to the
    // default menu and loads it with GET menus/70405.
    if (!withMenu || location.menu_id === null) return c.json(location)
    const menu = await menuJson(c.var.db, location.menu_id)
    if (menu === null) return c.json(location)
    return c.json({ ...location, menu: JSON.parse(menu) as unknown })
  })

  return app
}
