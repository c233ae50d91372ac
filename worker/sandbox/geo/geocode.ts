import { placeByCanadianCity, placeByPostalCode, provinceCode } from './canada-fsa.ts'
import { placeByRestaurantTown, type Town } from './restaurant-towns.ts'
import { placeByCity, placeByCityAnywhere, placeByZip, stateCode, type Place } from './zip-directory.ts'

// Free text to a place, the way the location search and delivery addresses need it: a zip ("55401", "55401-1234"),
// "City, ST" or "City, State", a city alone ("Minneapolis", the largest of that name), or a street address that ends
// in a zip or a city and state ("1340 Yankee Doodle Rd, Eagan, MN 55121"). In Canada the same forms with a postal
// code ("R3T 5J3", "2525 Pembina Hwy, Winnipeg, MB R3T 5J3"), placed by its forward sortation area, and a province
// ("Winnipeg, MB", "Sudbury, Ontario"). A town or city is first looked for among the restaurants' own towns
// (restaurant-towns.ts), which the zip table may file under a neighbour's name.

type GeocodeResult = { kind: 'found'; place: Place; by: 'zip' | 'city' } | { kind: 'unknown-zip' } | { kind: 'not-found' }

const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/
const POSTAL_CODE_AT_END = /(?:^|[\s,])([a-z]\d[a-z] ?\d[a-z]\d)\s*$/i

export function geocode(text: string, restaurantTowns: readonly Town[] = []): GeocodeResult {
  const trimmed = text.trim()
  const zip = ZIP_AT_END.exec(trimmed)?.[1]
  if (zip !== undefined) {
    const place = placeByZip(zip)
    return place ? { kind: 'found', place, by: 'zip' } : { kind: 'unknown-zip' }
  }
  const postalCode = POSTAL_CODE_AT_END.exec(trimmed)?.[1]
  if (postalCode !== undefined) {
    const place = placeByPostalCode(postalCode)
    return place ? { kind: 'found', place, by: 'zip' } : { kind: 'unknown-zip' }
  }
  const place =
    placeByRestaurantTown(trimmed, restaurantTowns) ?? cityAndState(trimmed) ?? placeByCityAnywhere(trimmed) ?? placeByCanadianCity(trimmed)
  return place ? { kind: 'found', place, by: 'city' } : { kind: 'not-found' }
}

/** A city in a US state, or in a Canadian province ("Winnipeg", "MB"). */
function cityIn(city: string, region: string): Place | undefined {
  const state = stateCode(region)
  if (state) return placeByCity(city, state)
  const province = provinceCode(region)
  return province ? placeByCanadianCity(city, province) : undefined
}

/** The last two comma parts as city and state ("…, Eagan, MN"), or "Eagan MN" without a comma. */
function cityAndState(text: string): Place | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length >= 2) return cityIn(parts[parts.length - 2]!, parts[parts.length - 1]!)
  const words = text.split(/\s+/)
  if (words.length < 2) return undefined
  return cityIn(words.slice(0, -1).join(' '), words[words.length - 1]!)
}
