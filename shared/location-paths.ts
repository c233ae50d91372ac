import type { Location } from './schemas/location.ts'
import { ownValue } from './own-property.ts'

// /locations/{country}/{state?}/{city?}/{location?}. Segments are lower-case slugs.

export const citySlug = (city: string) =>
  city
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export const countryPath = (country: string) => `/locations/${country}`
export const statePath = (location: Pick<Location, 'country' | 'state'>) =>
  `${countryPath(location.country)}/${location.state.toLowerCase()}`
export const cityPath = (location: Pick<Location, 'country' | 'state' | 'city'>) => `${statePath(location)}/${citySlug(location.city)}`
export const locationPath = (location: Pick<Location, 'country' | 'state' | 'city' | 'slug'>) => `${cityPath(location)}/${location.slug}`

const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
}

export const stateName = (code: string) => ownValue(STATE_NAMES, code.toUpperCase()) ?? code.toUpperCase()

export interface LocationGroups {
  states: { code: string; name: string; cities: { name: string; path: string; locations: Location[] }[] }[]
}

/** Every location grouped by state, then city, both alphabetical: the /locations index. */
export function groupLocations(locations: readonly Location[]): LocationGroups {
  const byState = new Map<string, Map<string, Location[]>>()
  for (const location of locations) {
    const cities = byState.get(location.state) ?? new Map<string, Location[]>()
    byState.set(location.state, cities)
    cities.set(location.city, [...(cities.get(location.city) ?? []), location])
  }
  return {
    states: [...byState.entries()]
      .map(([code, cities]) => ({
        code,
        name: stateName(code),
        cities: [...cities.entries()]
          .map(([name, list]) => ({
            name,
            path: cityPath(list[0]!),
            locations: [...list].sort((a, b) => a.address.localeCompare(b.address)),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}
