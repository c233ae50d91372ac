import { nearest } from './geo.ts'
import type { Location } from './schemas/location.ts'
import type { VisitorGeo } from './visitor-geo.ts'

/** The address the browser asks, after hydration, for the restaurants near the visitor (worker/nearby/). */
export const NEARBY_PATH = '/_nearby'

const NEARBY_COUNT = 5
export const NEARBY_RADIUS_MILES = 100

/**
 * The restaurants near the visitor's approximate position, found at the edge before they type anything. `located`
 * is false when the edge had no position for them; `locations` is empty when none is within reach.
 */
export interface NearbyLocations {
  located: boolean
  city: string | null
  /** The visitor's country, when the edge names it: how far "within reach" is said (miles, or kilometres in Canada). */
  country?: string
  locations: (Location & { distance: number })[]
}

/** Up to five restaurants within 100 miles of `geo`, nearest first. */
export function nearbyLocations(locations: readonly Location[], geo: VisitorGeo | null): NearbyLocations {
  if (!geo) return { located: false, city: null, locations: [] }
  const close = nearest(locations, geo, NEARBY_COUNT).filter((location) => location.distance <= NEARBY_RADIUS_MILES)
  return { located: true, city: geo.city ?? null, ...(geo.country ? { country: geo.country } : {}), locations: close }
}
