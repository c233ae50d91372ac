import { forwardSortationArea, isCanadianPostalCode } from '#shared/validation/postal-code.ts'
import type { Place } from './zip-directory.ts'

// Canadian postal codes are geocoded by their forward sortation area (the first three characters, one part of a city
// or one rural district): the sandbox knows the areas around its Ontario and Manitoba restaurants and the big cities
// between them, each with its approximate centre. A well-formed code in an area it does not know names no place, so
// the search answers an empty list ("No nearby locations."), as for an unknown US zip.

interface SortationArea {
  city: string
  province: 'ON' | 'MB'
  latitude: number
  longitude: number
}

const area = (city: string, province: SortationArea['province'], latitude: number, longitude: number): SortationArea => ({
  city,
  province,
  latitude,
  longitude,
})

const WINNIPEG = 'Winnipeg'
const OTTAWA = 'Ottawa'
const TORONTO = 'Toronto'

const AREAS: Readonly<Record<string, SortationArea>> = {
  // Manitoba
  R2C: area(WINNIPEG, 'MB', 49.9, -97.04),
  R2G: area(WINNIPEG, 'MB', 49.945, -97.08),
  R2H: area(WINNIPEG, 'MB', 49.885, -97.115),
  R2J: area(WINNIPEG, 'MB', 49.86, -97.07),
  R2K: area(WINNIPEG, 'MB', 49.93, -97.095),
  R2L: area(WINNIPEG, 'MB', 49.915, -97.11),
  R2M: area(WINNIPEG, 'MB', 49.845, -97.105),
  R2N: area(WINNIPEG, 'MB', 49.82, -97.08),
  R2P: area(WINNIPEG, 'MB', 49.955, -97.16),
  R2R: area(WINNIPEG, 'MB', 49.935, -97.19),
  R2V: area(WINNIPEG, 'MB', 49.955, -97.13),
  R2W: area(WINNIPEG, 'MB', 49.925, -97.14),
  R2X: area(WINNIPEG, 'MB', 49.93, -97.165),
  R2Y: area(WINNIPEG, 'MB', 49.88, -97.28),
  R3A: area(WINNIPEG, 'MB', 49.905, -97.15),
  R3B: area(WINNIPEG, 'MB', 49.9, -97.14),
  R3C: area(WINNIPEG, 'MB', 49.893, -97.14),
  R3E: area(WINNIPEG, 'MB', 49.91, -97.185),
  R3G: area(WINNIPEG, 'MB', 49.89, -97.165),
  R3H: area(WINNIPEG, 'MB', 49.895, -97.22),
  R3J: area(WINNIPEG, 'MB', 49.88, -97.245),
  R3K: area(WINNIPEG, 'MB', 49.88, -97.3),
  R3L: area(WINNIPEG, 'MB', 49.87, -97.135),
  R3M: area(WINNIPEG, 'MB', 49.865, -97.155),
  R3N: area(WINNIPEG, 'MB', 49.86, -97.185),
  R3P: area(WINNIPEG, 'MB', 49.855, -97.225),
  R3R: area(WINNIPEG, 'MB', 49.85, -97.28),
  R3T: area(WINNIPEG, 'MB', 49.81, -97.15),
  R3V: area(WINNIPEG, 'MB', 49.78, -97.17),
  R3Y: area(WINNIPEG, 'MB', 49.82, -97.21),
  R1N: area('Portage la Prairie', 'MB', 49.973, -98.292),
  R5G: area('Steinbach', 'MB', 49.526, -96.684),
  R7A: area('Brandon', 'MB', 49.845, -99.95),
  R7B: area('Brandon', 'MB', 49.83, -99.97),
  R7C: area('Brandon', 'MB', 49.87, -99.96),
  R7N: area('Dauphin', 'MB', 51.149, -100.05),
  // Ontario
  P7A: area('Thunder Bay', 'ON', 48.44, -89.23),
  P7B: area('Thunder Bay', 'ON', 48.41, -89.26),
  P7C: area('Thunder Bay', 'ON', 48.38, -89.27),
  P7E: area('Thunder Bay', 'ON', 48.37, -89.31),
  P3A: area('Sudbury', 'ON', 46.515, -80.95),
  P3B: area('Sudbury', 'ON', 46.49, -80.97),
  P3C: area('Sudbury', 'ON', 46.495, -81.0),
  P3E: area('Sudbury', 'ON', 46.47, -80.99),
  P6A: area('Sault Ste. Marie', 'ON', 46.52, -84.33),
  P1B: area('North Bay', 'ON', 46.31, -79.46),
  K1A: area(OTTAWA, 'ON', 45.42, -75.7),
  K1G: area(OTTAWA, 'ON', 45.4, -75.64),
  K1N: area(OTTAWA, 'ON', 45.43, -75.685),
  K1P: area(OTTAWA, 'ON', 45.421, -75.695),
  K1S: area(OTTAWA, 'ON', 45.4, -75.69),
  K1Z: area(OTTAWA, 'ON', 45.395, -75.735),
  K2A: area(OTTAWA, 'ON', 45.375, -75.78),
  K2C: area(OTTAWA, 'ON', 45.36, -75.74),
  K2E: area(OTTAWA, 'ON', 45.34, -75.715),
  K2G: area(OTTAWA, 'ON', 45.34, -75.745),
  K2H: area(OTTAWA, 'ON', 45.33, -75.8),
  K7L: area('Kingston', 'ON', 44.235, -76.495),
  L4M: area('Barrie', 'ON', 44.395, -79.69),
  L5B: area('Mississauga', 'ON', 43.59, -79.64),
  L8P: area('Hamilton', 'ON', 43.255, -79.87),
  M4W: area(TORONTO, 'ON', 43.679, -79.377),
  M5H: area(TORONTO, 'ON', 43.65, -79.384),
  M5V: area(TORONTO, 'ON', 43.642, -79.395),
  M6K: area(TORONTO, 'ON', 43.637, -79.428),
  N2L: area('Waterloo', 'ON', 43.47, -80.54),
  N6A: area('London', 'ON', 42.985, -81.245),
  N9A: area('Windsor', 'ON', 42.315, -83.04),
}

const PROVINCES: Readonly<Record<string, SortationArea['province']>> = { ON: 'ON', ONTARIO: 'ON', MB: 'MB', MANITOBA: 'MB' }

const toPlace = (code: string, found: SortationArea): Place => ({
  zip: code,
  city: found.city,
  state: found.province,
  latitude: found.latitude,
  longitude: found.longitude,
})

/** The area's centre for a well-formed Canadian postal code; undefined for another shape or an unknown area. */
export function placeByPostalCode(code: string): Place | undefined {
  if (!isCanadianPostalCode(code)) return undefined
  const fsa = forwardSortationArea(code)
  // Own keys only: "__proto__" and friends are not areas.
  const found = Object.hasOwn(AREAS, fsa) ? AREAS[fsa] : undefined
  return found ? toPlace(fsa, found) : undefined
}

/** "ON", "Ontario", "mb" → the province's code; undefined for anything else. */
export function provinceCode(text: string): string | undefined {
  const key = text.trim().toUpperCase()
  return Object.hasOwn(PROVINCES, key) ? PROVINCES[key] : undefined
}

const normalize = (city: string) =>
  city
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/\bSTE\b/g, 'SAINTE')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()

/** A Canadian city's centre (the mean of its areas), in the given province or any; undefined when none is known. */
export function placeByCanadianCity(city: string, province?: string): Place | undefined {
  const wanted = normalize(city)
  if (wanted === '') return undefined
  const matches = Object.entries(AREAS).filter(
    ([, candidate]) => normalize(candidate.city) === wanted && (province === undefined || candidate.province === province),
  )
  if (matches.length === 0) return undefined
  const latitude = matches.reduce((sum, [, candidate]) => sum + candidate.latitude, 0) / matches.length
  const longitude = matches.reduce((sum, [, candidate]) => sum + candidate.longitude, 0) / matches.length
  const [fsa, first] = matches[0]!
  return { ...toPlace(fsa, first), latitude, longitude }
}
