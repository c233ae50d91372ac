import table from 'virtual:us-zip-table'
import { decodeZipTable, type ZipEntry, type ZipTable } from './zip-table.ts'

// Every US zip code with its city and centre (the `zipcodes` package, a well-kept public US ZIP table, extracted at
// build time), so a visitor anywhere in the country can search. Nothing here depends on the seed: stores are points.

export type Place = ZipEntry

let decoded: ZipTable | undefined
const zipTable = (): ZipTable => (decoded ??= decodeZipTable(table))

export const placeByZip = (zip: string): Place | undefined => zipTable().byZip(zip)

// The table writes "Saint Paul", people write "St. Paul" or "st paul": compare a normal form of both.
const ABBREVIATIONS: Record<string, string> = { ST: 'SAINT', STE: 'SAINTE', FT: 'FORT', MT: 'MOUNT' }

export function normalizeCity(city: string): string {
  return city
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i) => (i === 0 ? (ABBREVIATIONS[word] ?? word) : word))
    .join(' ')
}

/** A two-letter state code from a code or a full name ("mn", "Minnesota"); undefined when it is neither. */
export function stateCode(state: string): string | undefined {
  return zipTable().stateCodes.get(state.trim().toUpperCase().replace(/\s+/g, ' '))
}

let cityIndex: Map<string, Place[]> | undefined

// Built on first use only: most searches are by zip or position.
function citiesByKey(): Map<string, Place[]> {
  if (cityIndex) return cityIndex
  cityIndex = new Map()
  for (const place of zipTable().entries()) {
    const key = `${normalizeCity(place.city)}|${place.state}`
    const list = cityIndex.get(key)
    if (list) list.push(place)
    else cityIndex.set(key, [place])
  }
  return cityIndex
}

/** A city's centre: the mean of its zip centres (a big city has dozens). */
export function placeByCity(city: string, state: string): Place | undefined {
  const places = citiesByKey().get(`${normalizeCity(city)}|${state}`)
  if (places === undefined || places.length === 0) return undefined
  const latitude = places.reduce((sum, p) => sum + p.latitude, 0) / places.length
  const longitude = places.reduce((sum, p) => sum + p.longitude, 0) / places.length
  const first = places[0]!
  return { zip: first.zip, city: first.city, state: first.state, latitude, longitude }
}

/**
 * A city named without its state ("Minneapolis"): the place of that name with the most zip codes, as a visitor who
 * types a city alone means the big one (Minneapolis, MN rather than Minneapolis, KS).
 */
export function placeByCityAnywhere(city: string): Place | undefined {
  const wanted = normalizeCity(city)
  if (wanted === '') return undefined
  let best: { state: string; zips: number } | undefined
  for (const [key, places] of citiesByKey()) {
    const [name, state] = key.split('|') as [string, string]
    if (name === wanted && (best === undefined || places.length > best.zips)) best = { state, zips: places.length }
  }
  return best ? placeByCity(city, best.state) : undefined
}

/** The zip whose centre is nearest a point (a flat-earth comparison is exact enough to rank neighbours). */
export function nearestPlace(latitude: number, longitude: number): Place | undefined {
  const shrink = Math.cos((latitude * Math.PI) / 180) ** 2
  let best: Place | undefined
  let bestScore = Infinity
  for (const place of zipTable().entries()) {
    const score = (place.latitude - latitude) ** 2 + (place.longitude - longitude) ** 2 * shrink
    if (score < bestScore) {
      bestScore = score
      best = place
    }
  }
  return best
}
