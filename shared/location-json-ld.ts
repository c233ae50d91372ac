import type { Location } from './schemas/location.ts'
import { locationPath } from './location-paths.ts'

const SCHEMA_DAY: Record<string, string> = {
  Sunday: 'https://schema.org/Sunday',
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
}

/**
 * schema.org Restaurant for a location page, so search engines show address, hours and an order button; a restaurant
 * that takes no online orders (dine-in only) gets no order button.
 */
export function restaurantJsonLd(location: Location, origin: string, { onlineOrders = true }: { onlineOrders?: boolean } = {}) {
  const url = `${origin}${locationPath(location)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': url,
    name: `Perkins Restaurant & Bakery ${location.name}`,
    url,
    image: `${origin}${location.image.filename}`,
    telephone: `+1-${location.phone}`,
    servesCuisine: 'American',
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.zip,
      addressCountry: location.country.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    openingHoursSpecification: location.hours
      .filter((day) => !day.closed)
      .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAY[day.day], opens: day.open, closes: day.close })),
    ...(onlineOrders ? { potentialAction: orderAction(location, origin) } : {}),
  }
}

function orderAction(location: Location, origin: string) {
  return {
    '@type': 'OrderAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}/menu?store=${location.id}`,
      actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
    },
    deliveryMethod: [
      'http://purl.org/goodrelations/v1#DeliveryModePickUp',
      ...(location.services.delivery || location.services.dispatch ? ['http://purl.org/goodrelations/v1#DeliveryModeOwnFleet'] : []),
    ],
  }
}
