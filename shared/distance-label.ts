import type { Country } from './schemas/location.ts'

const KILOMETRES_PER_MILE = 1.609344

/**
 * How far a restaurant is, in the unit its country reads road signs in: kilometres for a Canadian restaurant, miles
 * for one in the United States. Distances are computed in miles everywhere; only the words change.
 */
/**
 * A reach in miles, said in the unit the visitor's country reads road signs in: whole kilometres for a visitor in
 * Canada, rounded down so the claim "no restaurant within" stays true (100 miles is 160.9 km).
 */
export function reachLabel(miles: number, country: string | undefined): string {
  return country === 'ca' ? `${Math.floor(miles * KILOMETRES_PER_MILE)} km` : `${miles} miles`
}

export function distanceLabel(miles: number, country: Country): string {
  return country === 'ca' ? `${(miles * KILOMETRES_PER_MILE).toFixed(1)} km` : `${miles.toFixed(1)} mi`
}
