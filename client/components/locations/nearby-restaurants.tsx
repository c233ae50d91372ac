import { StartOrderLink } from './start-order-link.tsx'
import { distanceLabel, reachLabel } from '#shared/distance-label.ts'
import { locationPath } from '#shared/location-paths.ts'
import { NEARBY_RADIUS_MILES } from '#shared/nearby-locations.ts'
import { useNearbyLocations } from '../../nearby-locations.ts'
import '../../styles/nearby-restaurants.css'
import { SiteLink } from '../layout/site-link.tsx'

const SKELETON_CARDS = 3

/**
 * The restaurants near the visitor on /locations, asked for after hydration (the page's HTML is everyone's). The
 * box keeps one height whatever it ends up showing, so nothing below it moves when the answer arrives (layout
 * shift); the cards scroll sideways. Without scripts it is not shown at all.
 */
export function NearbyRestaurants() {
  const nearby = useNearbyLocations()
  const found = nearby.status === 'done' && nearby.nearby.locations.length > 0 ? nearby.nearby : null
  const city = nearby.status === 'done' ? nearby.nearby.city : null
  return (
    <section aria-labelledby="nearby-heading" aria-busy={nearby.status === 'loading'} className="nearby-restaurants">
      <h2 id="nearby-heading">{city ? `Near ${city}` : 'Near you'}</h2>
      {found ? (
        <ul className="nearby-restaurants__cards">
          {found.locations.map((location) => (
            <li key={location.id} className="nearby-restaurants__card">
              <h3>
                <SiteLink to={locationPath(location)}>{`Perkins ${location.name}, ${location.address}`}</SiteLink>
              </h3>
              <p className="location-directory__distance">{distanceLabel(location.distance, location.country)}</p>
              <StartOrderLink location={location} />
            </li>
          ))}
        </ul>
      ) : nearby.status === 'loading' ? (
        <ul className="nearby-restaurants__cards" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="nearby-restaurants__card nearby-restaurants__card--placeholder" />
          ))}
        </ul>
      ) : (
        <p className="nearby-restaurants__none">
          {nearby.status === 'done' && nearby.nearby.located
            ? `No Perkins within ${reachLabel(NEARBY_RADIUS_MILES, nearby.nearby.country)}${city ? ` of ${city}` : ''}. Search by address, city or zip code, or pick a state below.`
            : 'Search by address, city or zip code to find the restaurants nearest you, or pick a state below.'}
        </p>
      )}
    </section>
  )
}
