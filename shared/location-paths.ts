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

const COUNTRY_NAMES: Record<string, string> = { us: 'United States', ca: 'Canada' }

/** "United States", "Canada"; an unknown code as it is written. */
export const countryName = (country: string) => ownValue(COUNTRY_NAMES, country.toLowerCase()) ?? country.toUpperCase()

/** How a level's title names the country: "the United States", "Canada". */
export const countryInTitle = (country: string) => (country.toLowerCase() === 'us' ? 'the United States' : countryName(country))

// US states and Canadian provinces and territories by their postal abbreviations; the two sets share no code.
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
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
}

export const stateName = (code: string) => ownValue(STATE_NAMES, code.toUpperCase()) ?? code.toUpperCase()

export interface LocationGroups {
  states: { code: string; country: string; name: string; cities: { name: string; path: string; locations: Location[] }[] }[]
}

/** The US first, then Canada, then any other country: the order of the directory's states and provinces. */
const countryOrder = (country: string) => {
  const index = (['us', 'ca'] as string[]).indexOf(country)
  return index === -1 ? 2 : index
}

/**
 * Every location grouped by state or province, then city, both alphabetical, the US states before the Canadian
 * provinces: the /locations index.
 */
export function groupLocations(locations: readonly Location[]): LocationGroups {
  const byState = new Map<string, Map<string, Location[]>>()
  for (const location of locations) {
    const key = `${location.country}|${location.state}`
    const cities = byState.get(key) ?? new Map<string, Location[]>()
    byState.set(key, cities)
    cities.set(location.city, [...(cities.get(location.city) ?? []), location])
  }
  return {
    states: [...byState.entries()]
      .map(([key, cities]) => {
        const [country, code] = key.split('|') as [string, string]
        return {
          code,
          country,
          name: stateName(code),
          cities: [...cities.entries()]
            .map(([name, list]) => ({
              name,
              path: cityPath(list[0]!),
              locations: [...list].sort((a, b) => a.address.localeCompare(b.address)),
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        }
      })
      .sort((a, b) => countryOrder(a.country) - countryOrder(b.country) || a.name.localeCompare(b.name)),
  }
}
