import { Link, useLoaderData, useRouteLoaderData } from 'react-router'
import type { RootData } from '../loaders.ts'
import { locationPath } from '../../shared/location-paths.ts'
import { Breadcrumbs } from '../components/locations/breadcrumbs.tsx'
import { FavoriteLocationPanel } from '../components/locations/favorite-location-panel.tsx'
import { LocationFinder } from '../components/locations/location-finder.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import type { LocationDirectoryData } from '../location-loaders.ts'

/** /locations and its country, state and city levels. */
export function Component() {
  const { title, crumbs, groups, isIndex } = useLoaderData() as LocationDirectoryData
  const nearby = (useRouteLoaderData('root') as RootData | undefined)?.nearby
  const count = groups.states.reduce((sum, state) => sum + state.cities.reduce((inner, city) => inner + city.locations.length, 0), 0)
  return (
    <section className="location-directory">
      <PageMeta title={`${title} | Perkins Restaurant & Bakery`} description={`${count} Perkins restaurants with hours, phone numbers, directions and online ordering.`} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{title}</h1>
      <p className="location-directory__count">
        {`${count} ${count === 1 ? 'restaurant' : 'restaurants'}`}
      </p>
      {isIndex ? <LocationFinder /> : null}
      {isIndex ? <FavoriteLocationPanel locations={groups.states.flatMap((state) => state.cities.flatMap((city) => city.locations))} /> : null}
      {isIndex && nearby ? (
        <section aria-labelledby="nearby-heading" className="location-directory__nearby">
          <h2 id="nearby-heading">{nearby.city ? `Near ${nearby.city}` : 'Near you'}</h2>
          <ul>
            {nearby.locations.map((location) => (
              <li key={location.id}>
                <Link to={locationPath(location)}>{`Perkins ${location.name}, ${location.address}`}</Link>{' '}
                <span className="location-directory__distance">{`${location.distance.toFixed(1)} mi`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {isIndex ? (
        <nav aria-label="States" className="location-directory__states">
          <ul>
            {groups.states.map((state) => (
              <li key={state.code}>
                <a href={`#state-${state.code.toLowerCase()}`}>{state.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.states.map((state) => (
        <section key={state.code} aria-labelledby={`state-${state.code.toLowerCase()}`} className="location-directory__state">
          <h2 id={`state-${state.code.toLowerCase()}`}>{state.name}</h2>
          {state.cities.map((city) => (
            <div key={city.path} className="location-directory__city">
              <h3>
                <Link to={city.path}>{city.name}</Link>
              </h3>
              <ul>
                {city.locations.map((location) => (
                  <li key={location.id}>
                    <Link to={locationPath(location)}>{`Perkins ${location.name}, ${location.address}`}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </section>
  )
}
