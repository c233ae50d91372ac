import { data, type LoaderFunctionArgs } from 'react-router'
import type { Globals } from '#shared/schemas/content.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { contentSourceContext } from './content-source.ts'
import { distanceMiles, nearest, type GeoPoint } from '#shared/geo.ts'
import type { Location } from '#shared/schemas/location.ts'
import { visitorGeoContext } from './visitor-geo.ts'
import { CONTENT_UNAVAILABLE_MESSAGE } from '#shared/error-messages.ts'
import { featureFlagsContext } from './feature-flags-context.ts'
import type { FeatureFlagSet } from '#shared/feature-flags.ts'
import type { PreorderWindow } from '#shared/schemas/preorder-window.ts'
import { promotedPreorderWindow } from '#shared/promoted-preorder-window.ts'
import { siteNow } from '#shared/site-clock.ts'

/** Restaurants near the visitor's approximate position, found at the edge before they type anything. */
export interface NearbyLocations {
  city: string | null
  locations: (Location & { distance: number })[]
}

export interface RootData {
  globals: Globals
  nearby: NearbyLocations | null
  /** The site's origin as the visitor reached it: canonical URLs and social tags are absolute. */
  origin: string
  /** The anonymous feature flags of this page load (shared/feature-flags.ts). */
  featureFlags: FeatureFlagSet
  /**
   * The holiday pre-order window promoted on this page load, decided where the page is rendered (the site's clock),
   * so the browser's own clock, maybe on another day, never makes its page disagree with the server's.
   */
  promotedPreorder: PreorderWindow | null
}

const NEARBY_COUNT = 5
const NEARBY_RADIUS_MILES = 100

/** Whether the root loader shows the visitor restaurants near them: any restaurant within the nearby radius. */
export function hasNearbyLocations(locations: readonly Location[], geo: GeoPoint): boolean {
  // The distance as nearest() reports it (a tenth of a mile), without sorting every restaurant for one answer.
  return locations.some((location) => Math.round(distanceMiles(geo, location) * 10) / 10 <= NEARBY_RADIUS_MILES)
}

function unavailable(): never {
  throw data({ message: CONTENT_UNAVAILABLE_MESSAGE }, { status: 503 })
}

export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  try {
    const source = context.get(contentSourceContext)
    const geo = context.get(visitorGeoContext)
    const [globals, locations, featureFlags] = await Promise.all([
      source.globals(),
      geo ? source.locations() : Promise.resolve([]),
      context.get(featureFlagsContext),
    ])
    const close = geo ? nearest(locations, geo, NEARBY_COUNT).filter((location) => location.distance <= NEARBY_RADIUS_MILES) : []
    return {
      // The windows stay on the server: the page needs only the one it promotes, and every byte here is in each page.
      globals: { ...globals, preorderWindows: [] },
      nearby: geo && close.length ? { city: geo.city ?? null, locations: close } : null,
      origin: new URL(request.url).origin,
      featureFlags,
      promotedPreorder: promotedPreorderWindow(globals.preorderWindows, siteNow()),
    }
  } catch (error) {
    if (error instanceof ContentUnavailable) unavailable()
    throw error
  }
}

export function notFoundLoader(): never {
  throw data(null, { status: 404 })
}

/** The /404 route's screen: never shown, since its loader always throws to the error boundary. */
export function NotFound(): null {
  return null
}
