import { useLoaderData } from 'react-router'
import { countryName } from '#shared/location-paths.ts'
import { Breadcrumbs } from '../components/locations/breadcrumbs.tsx'
import { FavoriteLocationPanel } from '../components/locations/favorite-location-panel.tsx'
import { LocationCard } from '../components/locations/location-card.tsx'
import { LocationFinder } from '../components/locations/location-finder.tsx'
import { NearbyRestaurants } from '../components/locations/nearby-restaurants.tsx'
import { UsLocationMap } from '../components/locations/us-location-map.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import type { LocationDirectoryData } from '../location-loaders.ts'
import { rememberZoneOffsets } from '#shared/store-clock.ts'
import '../styles/controls.css'
import '../styles/locations.css'
import { SiteLink } from '../components/layout/site-link.tsx'

export { locationDirectoryLoader as loader } from '../location-loaders.ts'

/** " in 12 states", " in 12 states and 2 provinces", " in 2 provinces"; nothing for a single state. */
function regionsSummary(groups: LocationDirectoryData['groups']): string {
  const states = groups.states.filter((group) => group.country === 'us').length
  const provinces = groups.states.length - states
  if (groups.states.length < 2) return ''
  const parts = [
    states ? `${states} ${states === 1 ? 'state' : 'states'}` : '',
    provinces ? `${provinces} ${provinces === 1 ? 'province' : 'provinces'}` : '',
  ].filter(Boolean)
  return ` in ${parts.join(' and ')}`
}

/** A new search address (back to /locations?zip=…) starts the finder afresh from the server's answer. */
const searchKey = (search: LocationDirectoryData['search']) => (search ? JSON.stringify(search.values) : 'none')

/** /locations and its country, state and city levels: a map, a state filter and a card per restaurant. */
export function Component() {
  const { title, crumbs, groups, isIndex, allStates, stateCode, search, zoneOffsets } = useLoaderData() as LocationDirectoryData
  // In the browser, before anything below reads a clock (shared/store-clock.ts). Remembering the same spans again changes
  // nothing. The server never remembers them: each of its renders reads its clocks with Intl, whatever came before.
  if (!import.meta.env.SSR) rememberZoneOffsets(zoneOffsets)
  const locations = groups.states.flatMap((state) => state.cities.flatMap((city) => city.locations))
  const count = locations.length
  const current =
    ['Locations', countryName(groups.states[0]?.country ?? 'us'), groups.states[0]?.name ?? '', groups.states[0]?.cities[0]?.name ?? ''][
      crumbs.length
    ] ?? title
  const summary = `${count} ${count === 1 ? 'restaurant' : 'restaurants'}${regionsSummary(groups)}`
  // The map draws the US states only; Canadian restaurants are in the list below it.
  const mapped = locations.filter((location) => location.country === 'us')
  return (
    <section className="location-directory">
      <PageMeta
        title={`${title} | Perkins Restaurant & Bakery`}
        description={`${count} Perkins restaurants with hours, phone numbers, directions and online ordering.`}
      />
      <Breadcrumbs crumbs={crumbs} current={current} />
      <div className="location-directory__intro">
        <div>
          <h1>{title}</h1>
          <p className="location-directory__count">{summary}</p>
          {isIndex ? <LocationFinder key={searchKey(search)} answer={search} /> : null}
          {isIndex ? <NearbyRestaurants /> : null}
          {isIndex ? <FavoriteLocationPanel locations={locations} /> : null}
        </div>
        {mapped.length ? (
          <UsLocationMap
            locations={mapped}
            caption={
              mapped.length === count
                ? `${summary}. Pick a pin to open its page.`
                : `${mapped.length} restaurants in the United States. Pick a pin to open its page; our Canadian restaurants are listed below.`
            }
          />
        ) : null}
      </div>
      {allStates.length > 1 ? (
        <nav aria-label="Filter by state or province" className="state-filter">
          <ul>
            <li>
              <SiteLink to="/locations" aria-current={stateCode === null ? 'true' : undefined}>
                All locations
              </SiteLink>
            </li>
            {allStates.map((state) => (
              <li key={state.code}>
                <SiteLink to={state.path} aria-current={stateCode === state.code ? 'true' : undefined}>
                  {state.name} <span>{state.count}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="location-directory__states">
        {groups.states.map((state) => {
          const inState = state.cities.reduce((sum, city) => sum + city.locations.length, 0)
          // A state with one or two restaurants takes only as many columns as it has cards, so no column stands empty.
          return (
            <section
              key={state.code}
              aria-labelledby={`state-${state.code.toLowerCase()}`}
              className={`location-directory__state location-directory__state--${Math.min(inState, 3)}`}
            >
              <h2 id={`state-${state.code.toLowerCase()}`}>
                {state.name}{' '}
                <span className="location-directory__state-count">{`${inState} ${inState === 1 ? 'restaurant' : 'restaurants'}`}</span>
              </h2>
              <ul className="location-cards">
                {state.cities.flatMap((city) => city.locations.map((location) => <LocationCard key={location.id} location={location} />))}
              </ul>
            </section>
          )
        })}
      </div>
    </section>
  )
}
