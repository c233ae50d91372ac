import { useId } from 'react'
import { distanceLabel } from '#shared/distance-label.ts'
import { locationPath } from '#shared/location-paths.ts'
import { LocationSearchForm } from './location-search-form.tsx'
import { LocationSearchResults } from './location-search-results.tsx'
import { useLocationSearch, type LocationSearchTexts } from './use-location-search.ts'
import type { LocationSearchAnswer } from '../../location-search-answer.ts'
import { SiteLink } from '../layout/site-link.tsx'

const TEXTS: LocationSearchTexts = {
  searching: 'Searching…',
  found: (count) => `${count} ${count === 1 ? 'restaurant' : 'restaurants'} found`,
  empty: 'No nearby locations.',
}

/**
 * The search at the top of /locations: nearest restaurants for a zip, postal code, city or address, linking to their
 * pages. `answer` is the server's answer to /locations?zip=… (a search sent before the scripts ran), shown as is.
 */
export function LocationFinder({ answer = null }: { answer?: LocationSearchAnswer | null }) {
  const ids = useId()
  const search = useLocationSearch({ texts: TEXTS, answer })

  return (
    <section className="location-finder" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="visually-hidden">
        Search for a restaurant
      </h2>
      <LocationSearchForm search={search} label="Search for a restaurant" className="location-finder__form" action="/locations" />
      <LocationSearchResults search={search} className="location-finder__results">
        {(location) => (
          <li key={location.id}>
            <SiteLink to={locationPath(location)}>{`Perkins ${location.name}, ${location.address}`}</SiteLink>{' '}
            {location.distance !== undefined ? (
              <span className="location-directory__distance">{distanceLabel(location.distance, location.country)}</span>
            ) : null}
          </li>
        )}
      </LocationSearchResults>
    </section>
  )
}
