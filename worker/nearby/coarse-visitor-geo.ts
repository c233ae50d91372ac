import type { VisitorGeo } from '#shared/visitor-geo.ts'

/** Hundredths of a degree: about a kilometre, finer than the edge's own city-level guess and coarser than any address. */
const CELL_DEGREES = 0.01
/** A longer "city" is not a place name; it is dropped rather than made part of a cache key. */
const MAX_CITY_LENGTH = 64

/**
 * The visitor's edge position rounded to its cell, and the city and country the edge names: everything the nearby
 * answer depends on, so the answer is computed from this alone and may be shared by everyone in the same cell, city
 * and country. The postal code is never kept.
 */
export function coarseVisitorGeo(geo: VisitorGeo): VisitorGeo {
  const round = (degrees: number) => Number((Math.round(degrees / CELL_DEGREES) * CELL_DEGREES).toFixed(2))
  const city = geo.city && geo.city.length <= MAX_CITY_LENGTH ? geo.city : undefined
  return {
    latitude: round(geo.latitude),
    longitude: round(geo.longitude),
    ...(city ? { city } : {}),
    ...(geo.country ? { country: geo.country } : {}),
  }
}

/** The cell's own edge cache key: a synthetic address under the site's origin that no browser ever requests. */
export function nearbyCacheKey(origin: string, geo: VisitorGeo): Request {
  const key = new URL('/_nearby/cell', origin)
  key.searchParams.set('at', `${geo.latitude.toFixed(2)},${geo.longitude.toFixed(2)}`)
  if (geo.city) key.searchParams.set('city', geo.city)
  if (geo.country) key.searchParams.set('country', geo.country)
  return new Request(key)
}
