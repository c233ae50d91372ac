import { useId } from 'react'
import { distanceLabel } from '#shared/distance-label.ts'
import { locationPath } from '#shared/location-paths.ts'
import { SEARCH_TEXT_PARAM } from '#shared/location-search-params.ts'
import type { LocationQuery } from '#shared/location-search-rules.ts'
import { LocationSearchForm } from './location-search-form.tsx'
import { LocationSearchResults } from './location-search-results.tsx'
import { useLocationSearch, type LocationSearchTexts } from './use-location-search.ts'
import type { LocationSearchAnswer } from '../../location-search-answer.ts'
import { SiteLink } from '../layout/site-link.tsx'

const TEXTS: LocationSearchTexts = {
  searching: 'Searching…',
  // None found is said once, in the empty list's own words, not as "0 restaurants found" above them.
  found: (count) => (count === 0 ? 'No nearby locations.' : `${count} ${count === 1 ? 'restaurant' : 'restaurants'} found`),
  empty: 'No nearby locations.',
}

/**
 * A search's restaurants are shown: the page's address becomes the one that asks for them (/locations?zip=…, which the
 * server answers too), so Back from a restaurant's page, or a reload, finds them again instead of an empty finder. The
 * history entry is replaced in place, keeping the router's own state, so no navigation runs the search a second time.
 * Find Me's answer has no address to keep: the page's address goes back to plain /locations.
 */
function keepSearchInAddress(query: LocationQuery) {
  const url = new URL(window.location.href)
  url.search = query.kind === 'text' ? new URLSearchParams({ [SEARCH_TEXT_PARAM]: query.address }).toString() : ''
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
}

/**
 * The search at the top of /locations: nearest restaurants for a zip, postal code, city or address, linking to their
 * pages. `answer` is the server's answer to /locations?zip=… (a search sent before the scripts ran), shown as is.
 */
export function LocationFinder({ answer = null }: { answer?: LocationSearchAnswer | null }) {
  const ids = useId()
  const search = useLocationSearch({ texts: TEXTS, answer, onFound: keepSearchInAddress })

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
