import type { LocationSearchMode, LocationSearchValues } from './location-search-rules.ts'

// The names the location search forms give their fields, so a search sent before the page's scripts ran arrives as
// /locations?zip=… and the server answers it. The one text box takes every form the search takes (a zip, a postal
// code, a city, "City, ST", an address) under the name `zip`, the address the product's links use; the delivery
// form sends `street`, `city` and `zip`.

export const SEARCH_TEXT_PARAM = 'zip'
export const STREET_PARAM = 'street'
export const CITY_PARAM = 'city'
export const ZIP_PARAM = 'zip'

/** Every query parameter a search form sends: a page carrying one is that visitor's own answer, never a shared copy. */
export const LOCATION_SEARCH_PARAMS: readonly string[] = [SEARCH_TEXT_PARAM, STREET_PARAM, CITY_PARAM]

/**
 * Whether an address is a location search sent by a form (/locations?zip=…): the page is that visitor's own answer,
 * and may carry an address they typed, so no shared cache and no offline copy keeps it.
 */
export function isLocationSearchAddress(url: URL): boolean {
  return url.pathname === '/locations' && LOCATION_SEARCH_PARAMS.some((name) => url.searchParams.has(name))
}

export interface LocationSearchRequest {
  mode: LocationSearchMode
  values: LocationSearchValues
}

/** The search a page address asks for, or null when it asks for none. A repeated parameter counts once (the first). */
export function readLocationSearchParams(params: URLSearchParams): LocationSearchRequest | null {
  if (!LOCATION_SEARCH_PARAMS.some((name) => params.has(name))) return null
  const read = (name: string) => params.get(name) ?? ''
  // A street names a delivery address; anything else is the text search.
  if (params.has(STREET_PARAM)) {
    return { mode: 'delivery', values: { query: '', street: read(STREET_PARAM), city: read(CITY_PARAM), zip: read(ZIP_PARAM) } }
  }
  return { mode: 'text', values: { query: read(SEARCH_TEXT_PARAM), street: '', city: '', zip: '' } }
}
