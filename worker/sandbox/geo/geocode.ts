import { placeByCity, placeByCityAnywhere, placeByZip, stateCode, type Place } from './zip-directory.ts'

// Free text to a place, the way the location search and delivery addresses need it: a zip ("55401", "55401-1234"),
// "City, ST" or "City, State", a city alone ("Minneapolis", the largest of that name), or a street address that ends
// in a zip or a city and state ("1340 Yankee Doodle Rd, Eagan, MN 55121").

type GeocodeResult = { kind: 'found'; place: Place; by: 'zip' | 'city' } | { kind: 'unknown-zip' } | { kind: 'not-found' }

const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/

export function geocode(text: string): GeocodeResult {
  const trimmed = text.trim()
  const zip = ZIP_AT_END.exec(trimmed)?.[1]
  if (zip !== undefined) {
    const place = placeByZip(zip)
    return place ? { kind: 'found', place, by: 'zip' } : { kind: 'unknown-zip' }
  }
  const place = cityAndState(trimmed) ?? placeByCityAnywhere(trimmed)
  return place ? { kind: 'found', place, by: 'city' } : { kind: 'not-found' }
}

/** The last two comma parts as city and state ("…, Eagan, MN"), or "Eagan MN" without a comma. */
function cityAndState(text: string): Place | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length >= 2) {
    const state = stateCode(parts[parts.length - 1]!)
    return state ? placeByCity(parts[parts.length - 2]!, state) : undefined
  }
  const words = text.split(/\s+/)
  if (words.length < 2) return undefined
  const state = stateCode(words[words.length - 1]!)
  return state ? placeByCity(words.slice(0, -1).join(' '), state) : undefined
}
