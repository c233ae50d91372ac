import { directionsUrl } from '#shared/location-open-now.ts'
import { locationPath } from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'
import { OpenStatus } from './open-status.tsx'
import { StartOrderLink } from './start-order-link.tsx'
import { SiteLink } from '../layout/site-link.tsx'

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

/**
 * One restaurant in the directory: its page, address, today's hours and open-or-closed, phone, and the two things
 * a hungry family does next. 'Start your order' carries ?store=, which chooses the restaurant and opens the menu.
 */
export function LocationCard({ location }: { location: Location }) {
  return (
    <li className="location-card">
      <h3>
        {/* One name for the two visible lines, read the way the rest of the site names a restaurant. */}
        <SiteLink to={locationPath(location)} aria-label={`Perkins ${location.name}, ${location.address}`}>
          {`Perkins ${location.name}`} <span className="location-card__street">{location.address}</span>
        </SiteLink>
      </h3>
      <address>{`${location.city}, ${location.state} ${location.zip}`}</address>
      <OpenStatus location={location} className="location-card__hours" />
      <p className="location-card__phone">
        <a href={telHref(location.phone)}>{location.phone}</a>
      </p>
      <p className="location-card__actions">
        <StartOrderLink location={location} />
        <a
          href={directionsUrl(location)}
          className="button button--secondary button--small"
          rel="noopener noreferrer"
          target="_blank"
          aria-label={`Directions to ${location.name} (${location.address}), opens Google Maps`}
        >
          Directions
        </a>
      </p>
    </li>
  )
}
