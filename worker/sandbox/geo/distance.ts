export interface Point {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_MILES = 3958.8
const radians = (degrees: number): number => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLng = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A latitude/longitude box that holds every point within `miles` of the centre, for an indexed pre-filter. */
export function boundingBox(centre: Point, miles: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const latDelta = miles / 69.0
  // Longitude degrees shrink towards the poles; clamp so the box stays finite near them.
  const lngDelta = miles / (69.172 * Math.max(0.01, Math.cos(radians(centre.latitude))))
  return {
    minLat: centre.latitude - latDelta,
    maxLat: centre.latitude + latDelta,
    minLng: centre.longitude - lngDelta,
    maxLng: centre.longitude + lngDelta,
  }
}
