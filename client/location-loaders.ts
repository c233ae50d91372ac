import type { LoaderFunctionArgs } from 'react-router'
import {
  citySlug,
  countryInTitle,
  countryName,
  countryPath,
  groupLocations,
  stateName,
  statePath,
  type LocationGroups,
} from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'
import { allLocations, notFound, type Crumb } from './location-data.ts'
import { siteNow } from '#shared/site-clock.ts'
import { zoneOffsetSpans, type ZoneOffsetSpan } from '#shared/store-clock.ts'
import { readLocationSearchParams } from '#shared/location-search-params.ts'
import { answerLocationSearch, locationSearchContext, type LocationSearchAnswer } from './location-search-answer.ts'

export interface LocationDirectoryData {
  title: string
  crumbs: Crumb[]
  groups: LocationGroups
  /** Only at the top level: the whole country is on one page. */
  isIndex: boolean
  /** Every state with restaurants, for the state filter on every level. */
  allStates: { code: string; name: string; path: string; count: number }[]
  /** The state this level shows, if it is a state or city level. */
  stateCode: string | null
  /** Only at the top level: the answer to a search sent as the page's address (/locations?zip=…), or null. */
  search: LocationSearchAnswer | null
  /** Every restaurant's zone's offset from UTC, so the browser draws "Open now" without Intl (search answers too). */
  zoneOffsets: ZoneOffsetSpan[]
}

/** /locations and its country, state and city levels: each lists what it holds; an unknown level is a 404. */
export async function locationDirectoryLoader(args: LoaderFunctionArgs): Promise<LocationDirectoryData> {
  const { country, state, city } = args.params
  // A search sent before the scripts ran (/locations?zip=…) runs beside the content read, never after it.
  const searchRequest = country ? null : readLocationSearchParams(new URL(args.request.url).searchParams)
  const [locations, search] = await Promise.all([
    allLocations(args),
    searchRequest ? answerLocationSearch(args.context.get(locationSearchContext), searchRequest) : null,
  ])
  const crumbs: Crumb[] = [{ label: 'Locations', path: '/locations' }]
  // Read only where the page is rendered: a browser navigating here reads its own clocks with Intl anyway, and its
  // bundle leaves this code out.
  const zoneOffsets = import.meta.env.SSR
    ? zoneOffsetSpans(
        locations.map((location) => location.timezone),
        siteNow(),
      )
    : []
  const allStates = groupLocations(locations).states.map((group) => {
    const first = group.cities[0]!.locations[0]!
    return {
      code: group.code,
      name: group.name,
      path: statePath(first),
      count: group.cities.reduce((sum, city) => sum + city.locations.length, 0),
    }
  })
  const level = (
    title: string,
    levelCrumbs: Crumb[],
    inLevel: Location[],
    stateCode: string | null,
    isIndex = false,
  ): LocationDirectoryData => ({
    title,
    crumbs: levelCrumbs,
    groups: groupLocations(inLevel),
    isIndex,
    allStates,
    stateCode,
    search: isIndex ? search : null,
    zoneOffsets,
  })
  if (!country) return level('Find a Perkins Near You', [], locations, null, true)

  const inCountry = locations.filter((location) => location.country === country)
  if (inCountry.length === 0) notFound()
  // Each level is where the visitor is: its crumb is the current one, never a link to itself.
  if (!state) return level(`Perkins Restaurants in ${countryInTitle(country)}`, [...crumbs], inCountry, null)
  crumbs.push({ label: countryName(country), path: countryPath(country) })

  const inState = inCountry.filter((location) => location.state.toLowerCase() === state)
  if (inState.length === 0) notFound()
  if (!city) return level(`Perkins Restaurants in ${stateName(state)}`, [...crumbs], inState, inState[0]!.state)
  crumbs.push({ label: stateName(state), path: statePath(inState[0]!) })

  const inCity = inState.filter((location) => citySlug(location.city) === city)
  if (inCity.length === 0) notFound()
  return level(`Perkins Restaurants in ${inCity[0]!.city}, ${inCity[0]!.state}`, crumbs, inCity, inCity[0]!.state)
}
