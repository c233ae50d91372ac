import type { Location } from '#shared/schemas/location.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { boundingBox, milesBetween, type Point } from '../geo/distance.ts'
import type { Town } from '../geo/restaurant-towns.ts'

export async function findLocation(db: SandboxDb, id: number): Promise<Location | null> {
  const row = await db.prepare('SELECT data FROM locations WHERE id = ?1').bind(id).first<{ data: string }>()
  return row ? (JSON.parse(row.data) as Location) : null
}

/** Stores within `miles` of a point, nearest first. The index on position narrows to a box; haversine decides. */
export async function locationsNear(db: SandboxDb, centre: Point, miles: number): Promise<{ location: Location; distance: number }[]> {
  const box = boundingBox(centre, miles)
  const { results } = await db
    .prepare('SELECT data FROM locations WHERE latitude BETWEEN ?1 AND ?2 AND longitude BETWEEN ?3 AND ?4')
    .bind(box.minLat, box.maxLat, box.minLng, box.maxLng)
    .all<{ data: string }>()
  return results
    .map((row) => {
      const location = JSON.parse(row.data) as Location
      return { location, distance: milesBetween(centre, location) }
    })
    .filter((hit) => hit.distance <= miles)
    .sort((a, b) => a.distance - b.distance || a.location.id - b.location.id)
}

/** The stores sharing one menu (a location without its own menu orders from the default one). */
export async function locationIdsServingMenu(db: SandboxDb, menuId: number, defaultMenuId: number): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT id FROM locations WHERE COALESCE(menu_id, ?2) = ?1 ORDER BY id')
    .bind(menuId, defaultMenuId)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}

/** Every restaurant's town and position (worker/sandbox/geo/restaurant-towns.ts), for searches by town name. */
export async function restaurantTowns(db: SandboxDb): Promise<Town[]> {
  const { results } = await db
    .prepare(
      "SELECT json_extract(data, '$.city') AS city, json_extract(data, '$.state') AS state, json_extract(data, '$.zip') AS zip, latitude, longitude FROM locations ORDER BY id",
    )
    .all<Town>()
  return results
}
