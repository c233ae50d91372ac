import type { OrderAddress } from './schemas/order.ts'
import { INCORRECT_FORMAT } from './error-messages.ts'
import { formatPostalCode, isCanadianPostalCode, looksLikePostalCode } from './validation/postal-code.ts'

// What a location search needs before it is sent: text for a pickup search ("address, city or zip"), and a street,
// city and zip for delivery. The browser checks with these before it sends, and the server before it answers
// /locations?zip=… for a visitor whose scripts have not run. No zod here: these rules run in /locations' first load.

// The search needs text (and city and zip for delivery) but gives no words: these are ours (docs/decisions/010-location-search-messages.md).
export const NEED_SEARCH_TEXT = 'Please enter an address, city or zip code.'
export const NEED_STREET = 'Please enter your street address.'
export const NEED_CITY = 'Please enter your city.'
/** The product's signup wording for a zip that is not 5 digits. */
export const NEED_ZIP = 'Please enter your zipcode.'

/** The longest address and city the search takes (shared/schemas/api/locations.ts refuses longer ones). */
export const ADDRESS_MAX_LENGTH = 200
export const CITY_MAX_LENGTH = 100
export const tooLong = (max: number) => `Please enter no more than ${max} characters.`

/** What a search asks the upstream's locations/search: text, a map position, or a delivery address. */
export type LocationQuery =
  | { kind: 'text'; address: string }
  | { kind: 'point'; lat: number; lng: number }
  | { kind: 'delivery'; address: string; city: string; zip: string }

/** The locations/search query a search sends: the browser's search and the server's answer send the same one. */
export function locationSearchPayload(query: LocationQuery) {
  if (query.kind === 'point') return { lat: query.lat, lng: query.lng }
  if (query.kind === 'delivery') return { address: query.address, city: query.city, zip: query.zip, delivery: true }
  return { address: query.address }
}

/** `text` searches by "address, city or zip"; `delivery` by the address the food goes to. */
export type LocationSearchMode = 'text' | 'delivery'
export type LocationSearchField = 'query' | 'street' | 'city' | 'zip'
export type LocationSearchValues = Record<LocationSearchField, string>
export type LocationSearchErrors = Partial<Record<LocationSearchField, string>>

export type LocationSearchCheck =
  | { ok: true; query: LocationQuery; address: OrderAddress | null }
  | { ok: false; errors: LocationSearchErrors; firstInvalid: LocationSearchField }

/** Digits alone are a zip: 5 of them, or ZIP+4. */
const LOOKS_LIKE_ZIP = /^[\d\s-]+$/
const ZIP_OR_ZIP4 = /^\d{5}(?:-\d{4})?$/
const ZIP = /^\d{5}$/

/**
 * The query a search sends, or what is wrong with each field (in the fields' order, so the first can take focus).
 * Text is trimmed; what the visitor typed is never changed.
 */
export function checkLocationSearch(mode: LocationSearchMode, values: LocationSearchValues): LocationSearchCheck {
  const errors: LocationSearchErrors = {}
  if (mode === 'delivery') {
    const street = values.street.trim()
    const city = values.city.trim()
    const zip = values.zip.trim()
    if (!street) errors.street = NEED_STREET
    else if (street.length > ADDRESS_MAX_LENGTH) errors.street = tooLong(ADDRESS_MAX_LENGTH)
    if (!city) errors.city = NEED_CITY
    else if (city.length > CITY_MAX_LENGTH) errors.city = tooLong(CITY_MAX_LENGTH)
    if (!ZIP.test(zip)) errors.zip = NEED_ZIP
    const firstInvalid = firstOf(errors)
    if (firstInvalid) return { ok: false, errors, firstInvalid }
    return { ok: true, query: { kind: 'delivery', address: street, city, zip }, address: { address: street, city, zip } }
  }
  const text = values.query.trim()
  if (!text) errors.query = NEED_SEARCH_TEXT
  else if (text.length > ADDRESS_MAX_LENGTH) errors.query = tooLong(ADDRESS_MAX_LENGTH)
  // Digits alone that are no zip name no place: 'Incorrect format.' (a zip code not valid) beside the field, unsent.
  else if (LOOKS_LIKE_ZIP.test(text) && !ZIP_OR_ZIP4.test(text)) errors.query = INCORRECT_FORMAT
  // Likewise a postal code that is not Canadian-shaped ("R3T 2H", "D3T 2H4"): Canada Post never writes it.
  else if (looksLikePostalCode(text) && !isCanadianPostalCode(text)) errors.query = INCORRECT_FORMAT
  const firstInvalid = firstOf(errors)
  if (firstInvalid) return { ok: false, errors, firstInvalid }
  // A postal code goes out in Canada Post's one written form ("r3t2n2" asks for "R3T 2N2"); the field keeps what was typed.
  const address = isCanadianPostalCode(text) ? formatPostalCode(text) : text
  return { ok: true, query: { kind: 'text', address }, address: null }
}

const FIELD_ORDER: readonly LocationSearchField[] = ['query', 'street', 'city', 'zip']
const firstOf = (errors: LocationSearchErrors) => FIELD_ORDER.find((field) => errors[field] !== undefined)
