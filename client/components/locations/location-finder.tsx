import { useId } from 'react'
import { Link } from 'react-router'
import { locationPath } from '#shared/location-paths.ts'
import { TextLocationSearchForm } from './text-location-search-form.tsx'
import { useTextLocationSearch } from './use-text-location-search.ts'

/** The search at the top of /locations: nearest restaurants for a zip, city or address, linking to their pages. */
export function LocationFinder() {
  const ids = useId()
  const search = useTextLocationSearch()
  const { status, results } = search
  const statusText =
    status === 'searching'
      ? 'Searching…'
      : status === 'done'
        ? `${results.length} ${results.length === 1 ? 'restaurant' : 'restaurants'} found`
        : ''

  return (
    <section className="location-finder" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="visually-hidden">
        Search for a restaurant
      </h2>
      <TextLocationSearchForm search={search} label="Search for a restaurant" className="location-finder__form" statusText={statusText} />
      {status === 'done' ? (
        results.length === 0 ? (
          <p>No nearby locations.</p>
        ) : (
          <ul className="location-finder__results">
            {results.map((location) => (
              <li key={location.id}>
                <Link to={locationPath(location)}>{`Perkins ${location.name}, ${location.address}`}</Link>{' '}
                {location.distance !== undefined ? (
                  <span className="location-directory__distance">{`${location.distance.toFixed(1)} mi`}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  )
}
