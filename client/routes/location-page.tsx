import { useLoaderData, useRouteLoaderData } from 'react-router'
import { formatTime, storeWeekday } from '#shared/location-hours.ts'
import { rememberZoneOffsets } from '#shared/store-clock.ts'
import { restaurantJsonLd } from '#shared/location-json-ld.ts'
import { useSiteNow } from '../use-site-now.ts'
import { Breadcrumbs } from '../components/locations/breadcrumbs.tsx'
import { OpenStatus } from '../components/locations/open-status.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import { directionsUrl } from '#shared/location-open-now.ts'
import { safeHref } from '#shared/safe-link.ts'
import type { Location } from '#shared/schemas/location.ts'
import type { LocationPageData } from '../location-page-loader.ts'
import type { RootData } from '../loaders.ts'
import { NO_ONLINE_ORDERS, orderingRulesOf, takesOnlineOrders } from '../state/ordering-rules.ts'
import '../styles/controls.css'
import '../styles/locations.css'
import { SiteLink } from '../components/layout/site-link.tsx'

export { locationPageLoader as loader } from '../location-page-loader.ts'

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

/** One restaurant: address, phone, hours with today marked, services, and a way to order. */
export function Component() {
  const { location, crumbs, origin, zoneOffsets } = useLoaderData() as LocationPageData
  // In the browser, before anything below reads a clock (shared/store-clock.ts). Remembering the same spans again changes
  // nothing. The server never remembers them: each of its renders reads its clocks with Intl, whatever came before.
  if (!import.meta.env.SSR) rememberZoneOffsets(zoneOffsets)
  const globals = (useRouteLoaderData('root') as RootData | undefined)?.globals ?? null
  const onlineOrders = takesOnlineOrders(location, orderingRulesOf(globals))
  const jsonLd = JSON.stringify(restaurantJsonLd(location, origin, { onlineOrders })).replace(/</g, '\\u003c')
  const today = storeWeekday(location.timezone, useSiteNow())
  const services = [
    'Dine-in',
    'Pickup',
    ...(location.services.curbside ? ['Curbside'] : []),
    ...(location.services.delivery || location.services.dispatch ? ['Delivery'] : []),
    ...(location.loyalty ? ['VIP Perks rewards'] : []),
  ]
  return (
    <article className="location-page">
      <PageMeta
        title={`Perkins ${location.name}, ${location.state} | ${location.address}`}
        description={`Perkins Restaurant & Bakery at ${location.address}, ${location.city}, ${location.state} ${location.zip}. Hours, phone and online ordering.`}
        image={location.image.filename}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs crumbs={crumbs} current={`Perkins ${location.name}`} />
      <div className="location-page__layout">
        <div>
          <p className="eyebrow">{location.restaurantType}</p>
          <h1>{`Perkins ${location.name}`}</h1>
          <OpenStatus location={location} className="location-page__status" />
          <address className="location-page__address">
            {location.address}
            <br />
            {/* One text node: when the web font swaps in, the line starts where it did, so nothing shifts. */}
            {`${location.city}, ${location.state} ${location.zip}`}
          </address>
          <p>
            <a href={telHref(location.phone)} className="location-page__phone">
              {location.phone}
            </a>
          </p>
          {onlineOrders ? null : <p className="notice notice--info location-page__no-orders">{NO_ONLINE_ORDERS}</p>}
          <p className="location-page__actions">
            {onlineOrders ? (
              <SiteLink to={`/menu?store=${location.id}`} className="button button--large">
                Start your order
              </SiteLink>
            ) : null}
            <a href={directionsUrl(location)} className="button button--secondary button--large" rel="noopener noreferrer" target="_blank">
              Directions
            </a>
          </p>
          <LocationListings location={location} />
          <h2>Services</h2>
          <ul className="location-page__services">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
        <div className="location-page__aside">
          <section aria-labelledby="hours-heading" className="location-page__hours">
            <h2 id="hours-heading">Hours</h2>
            <p id="hours-note" className="location-page__hours-note">
              In the restaurant&apos;s local time
            </p>
            {/* Named by the heading rather than a caption: a hidden caption breaks the fixed column widths. */}
            <table aria-labelledby="hours-heading" aria-describedby="hours-note">
              <tbody>
                {location.hours.map((day, index) => (
                  <tr
                    key={day.day}
                    className={index === today ? 'is-today' : undefined}
                    aria-current={index === today ? 'date' : undefined}
                  >
                    <th scope="row">
                      {day.day}
                      {index === today ? <span className="tag">Today</span> : null}
                    </th>
                    <td>{day.closed ? 'Closed' : `${formatTime(day.open)} – ${formatTime(day.close)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <img
            className="location-page__image"
            src={location.image.filename}
            alt={location.image.alt}
            width={location.image.width}
            height={location.image.height}
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </article>
  )
}

/**
 * "Write a review" and the restaurant's Google listing, each only when the location data carries a link that may
 * become one (upstream data is checked like CMS links: no javascript:, no other site disguised as a path).
 */
function LocationListings({ location }: { location: Pick<Location, 'name' | 'review_url' | 'google_business_link'> }) {
  const review = safeHref(location.review_url)
  const google = safeHref(location.google_business_link)
  if (!review && !google) return null
  return (
    <p className="location-page__listings">
      {review ? (
        review.startsWith('/') ? (
          <SiteLink to={review}>Write a review</SiteLink>
        ) : (
          <a href={review} rel="noopener noreferrer" target="_blank">
            Write a review<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )
      ) : null}
      {google ? (
        <a href={google} rel="noopener noreferrer" target="_blank">
          {`Perkins ${location.name} on Google`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  )
}
