/** A point on the map, in degrees. */
export interface GeoPoint {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_MILES = 3958.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in miles (haversine): plenty for "how far is my nearest restaurant". */
function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The `count` places closest to `origin`, nearest first, each with its distance in miles (one decimal). */
export function nearest<T extends GeoPoint>(places: readonly T[], origin: GeoPoint, count: number): (T & { distance: number })[] {
  return places
    .map((place) => ({ ...place, distance: Math.round(distanceMiles(origin, place) * 10) / 10 }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
}
