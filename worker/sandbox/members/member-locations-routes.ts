import { Hono } from 'hono'
import type { Context } from 'hono'
import { API_PARAM_PATTERNS } from '#shared/api-calls.ts'
import { memberLocationsQuerySchema } from '#shared/schemas/api/members.ts'
import { placeByZip } from '../geo/zip-directory.ts'
import { readQuery } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { findLocation, locationsNear } from '../locations/location-store.ts'
import { searchRadiusMiles } from '../locations/locations-routes.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { ACCOUNT_MESSAGES } from './account-routes.ts'
import { favoriteLocations } from './member-store.ts'
import { requireMember } from './require-member.ts'

// GET members/locations (the signup modal's store look-up by zip, the product's "member location search result") and
// POST / DELETE members/faves/locations/{id} ("returns favelocations").

/** Our choice: a member keeps at most this many favourite stores (the site itself keeps one). */
const MAX_FAVORITES = 10
/** The modal's dropdown: the nearest stores, not every store within the radius. */
const MAX_RESULTS = 25

const FAVORITE_MESSAGES = {
  notFavorite: 'That location is not one of your favorites.',
  tooMany: `You can keep at most ${MAX_FAVORITES} favorite locations.`,
} as const

function storeIdParam(c: Context): number {
  const id = c.req.param('id') ?? ''
  if (!API_PARAM_PATTERNS.storeId.test(id)) throw new SandboxError(404, MESSAGES.locationNotFound)
  return Number(id)
}

export function memberLocationsRoutes() {
  const app = new Hono<SandboxHono>()

  // Every store near the zip, nearest first, each with its loyalty flag: the modal shows "This Location does not
  // support loyalty" for a store without it, and members/create refuses one.
  app.get('/locations', async (c) => {
    const { zip } = readQuery(c, memberLocationsQuerySchema)
    const place = placeByZip(zip)
    if (place === undefined) throw new SandboxError(400, MESSAGES.incorrectFormat, 'zip')
    const near = (await locationsNear(c.var.db, place, searchRadiusMiles(c.env))).slice(0, MAX_RESULTS)
    return c.json({
      count: near.length,
      locations: near.map(({ location: l, distance }) => ({
        sid: l.id,
        name: l.name,
        address: l.address,
        city: l.city,
        state: l.state,
        zip: l.zip,
        menu_id: l.menu_id,
        loyalty: l.loyalty,
        distance: Math.round(distance * 10) / 10,
      })),
    })
  })

  app.post('/faves/locations/:id', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c, 'access')
    const location = await findLocation(db, storeIdParam(c))
    if (location === null) throw new SandboxError(404, MESSAGES.locationNotFound)
    // Issue 6: a favourite location is a VIP Perks store.
    if (!location.loyalty) throw new SandboxError(400, ACCOUNT_MESSAGES.noLoyalty)
    // One statement, so the limit holds however many of these arrive at once.
    const result = await db
      .prepare(
        'INSERT INTO favorite_locations (member_id, location_id, created_at) SELECT ?1, ?2, ?3 ' +
          'WHERE (SELECT count(*) FROM favorite_locations WHERE member_id = ?1) < ?4 ON CONFLICT (member_id, location_id) DO NOTHING',
      )
      .bind(member.id, location.id, deps.now(), MAX_FAVORITES)
      .run()
    const favelocations = await favoriteLocations(db, member.id)
    if (result.meta.changes === 0 && !favelocations.some((f) => f.id === location.id))
      throw new SandboxError(400, FAVORITE_MESSAGES.tooMany)
    return c.json({ favelocations })
  })

  app.delete('/faves/locations/:id', async (c) => {
    const { db } = c.var
    const member = await requireMember(c, 'access')
    const result = await db
      .prepare('DELETE FROM favorite_locations WHERE member_id = ?1 AND location_id = ?2')
      .bind(member.id, storeIdParam(c))
      .run()
    if (result.meta.changes === 0) throw new SandboxError(404, FAVORITE_MESSAGES.notFavorite)
    return c.json({ favelocations: await favoriteLocations(db, member.id) })
  })

  return app
}
