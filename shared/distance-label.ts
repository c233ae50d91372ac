import type { Country } from './schemas/location.ts'

const KILOMETRES_PER_MILE = 1.609344

/**
 * How far a restaurant is, in the unit its country reads road signs in: kilometres for a Canadian restaurant, miles
 * for one in the United States. Distances are computed in miles everywhere; only the words change.
 */
export function distanceLabel(miles: number, country: Country): string {
  return country === 'ca' ? `${(miles * KILOMETRES_PER_MILE).toFixed(1)} km` : `${miles.toFixed(1)} mi`
}
