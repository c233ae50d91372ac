import type { LoaderFunctionArgs } from 'react-router'
import { citySlug, countryName, countryPath, stateName, statePath } from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'
import { siteNow } from '#shared/site-clock.ts'
import { zoneOffsetSpans, type ZoneOffsetSpan } from '#shared/store-clock.ts'
import { allLocations, notFound, type Crumb } from './location-data.ts'

export interface LocationPageData {
  location: Location
  crumbs: Crumb[]
  origin: string
  /** The restaurant's offset from UTC, so the browser draws "Open now" and today's row without Intl. */
  zoneOffsets: ZoneOffsetSpan[]
}

export async function locationPageLoader(args: LoaderFunctionArgs): Promise<LocationPageData> {
  const { country, state, city, location: slug } = args.params
  const locations = await allLocations(args)
  const location = locations.find(
    (candidate) =>
      candidate.country === country &&
      candidate.state.toLowerCase() === state &&
      citySlug(candidate.city) === city &&
      candidate.slug === slug,
  )
  if (!location) notFound()
  const found = location as Location
  return {
    location: found,
    origin: new URL(args.request.url).origin,
    // Read only where the page is rendered: a browser navigating here reads its own clocks with Intl anyway, and its
    // bundle leaves this code out.
    zoneOffsets: import.meta.env.SSR ? zoneOffsetSpans([found.timezone], siteNow()) : [],
    crumbs: [
      { label: 'Locations', path: '/locations' },
      { label: countryName(found.country), path: countryPath(found.country) },
      { label: stateName(found.state), path: statePath(found) },
      { label: found.city, path: `${statePath(found)}/${citySlug(found.city)}` },
    ],
  }
}
