import type { LoaderFunctionArgs } from 'react-router'
import { citySlug, countryName, countryPath, stateName, statePath } from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'
import { allLocations, notFound, type Crumb } from './location-data.ts'

export interface LocationPageData {
  location: Location
  crumbs: Crumb[]
  origin: string
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
    crumbs: [
      { label: 'Locations', path: '/locations' },
      { label: countryName(found.country), path: countryPath(found.country) },
      { label: stateName(found.state), path: statePath(found) },
      { label: found.city, path: `${statePath(found)}/${citySlug(found.city)}` },
    ],
  }
}
