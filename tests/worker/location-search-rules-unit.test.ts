import { describe, expect, it } from 'vitest'
import { locationSearchQuerySchema } from '#shared/schemas/api/locations.ts'
import { INCORRECT_FORMAT } from '#shared/error-messages.ts'
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  checkLocationSearch,
  NEED_CITY,
  NEED_SEARCH_TEXT,
  NEED_STREET,
  NEED_ZIP,
  tooLong,
} from '#shared/location-search-rules.ts'

const blank = { query: '', street: '', city: '', zip: '' }

/** The query as the proxy reads it: every value a string. */
const asSent = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))

describe('checkLocationSearch, text (pickup and /locations)', () => {
  it('sends trimmed text: a zip, ZIP+4, a city and state, a street address', () => {
    for (const text of ['55121', ' 55121-1234 ', 'Eagan, MN', '1340 Yankee Doodle Rd, Eagan, MN 55121']) {
      expect(checkLocationSearch('text', { ...blank, query: text })).toEqual({
        ok: true,
        query: { kind: 'text', address: text.trim() },
        address: null,
      })
    }
  })

  it('needs text: empty or only spaces is refused', () => {
    for (const query of ['', '   ']) {
      expect(checkLocationSearch('text', { ...blank, query })).toEqual({
        ok: false,
        errors: { query: NEED_SEARCH_TEXT },
        firstInvalid: 'query',
      })
    }
  })

  it('refuses digits that are no zip as an incorrect format', () => {
    for (const query of ['5512', '551211', '55121-12', '551 21', '00-000']) {
      expect(checkLocationSearch('text', { ...blank, query })).toEqual({
        ok: false,
        errors: { query: INCORRECT_FORMAT },
        firstInvalid: 'query',
      })
    }
  })

  it('takes a Canadian postal code however it is written, and sends it as Canada Post writes it', () => {
    for (const text of ['R3T 2N2', 'r3t2n2', ' R3T2N2 ', 'k2g 3j4']) {
      const checked = checkLocationSearch('text', { ...blank, query: text })
      expect(checked, text).toMatchObject({ ok: true, query: { kind: 'text' } })
      expect(checked.ok && checked.query.kind === 'text' && checked.query.address, text).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/)
    }
    // A street address ending in a postal code is sent as typed.
    expect(checkLocationSearch('text', { ...blank, query: '2525 Pembina Hwy, Winnipeg, MB R3T 5J3' })).toMatchObject({
      ok: true,
      query: { address: '2525 Pembina Hwy, Winnipeg, MB R3T 5J3' },
    })
  })

  it('refuses a postal code that is not Canadian-shaped as an incorrect format, before anything is sent', () => {
    // Too short, a letter Canada Post never uses (D, F, I, O, Q, U; W and Z never first), a digit out of place.
    for (const query of ['R3T 2N', 'R3T', 'D3T 2N2', 'W1A 1A1', 'R3O 2N2', 'R3T 2NN', 'R3T 22N']) {
      expect(checkLocationSearch('text', { ...blank, query }), query).toEqual({
        ok: false,
        errors: { query: INCORRECT_FORMAT },
        firstInvalid: 'query',
      })
    }
    // Places whose names start like a code are still places.
    for (const query of ['Winnipeg', 'Thunder Bay, ON', 'R Street, Sacramento']) {
      expect(checkLocationSearch('text', { ...blank, query }).ok, query).toBe(true)
    }
  })

  it('takes text up to the length the search accepts, and says so past it', () => {
    const longest = `${'a'.repeat(ADDRESS_MAX_LENGTH - 4)}, MN`
    expect(checkLocationSearch('text', { ...blank, query: longest }).ok).toBe(true)
    expect(checkLocationSearch('text', { ...blank, query: `a${longest}` })).toEqual({
      ok: false,
      errors: { query: 'Please enter no more than 200 characters.' },
      firstInvalid: 'query',
    })
  })

  it('lets through only queries the search accepts, at the longest', () => {
    const longest = 'b'.repeat(ADDRESS_MAX_LENGTH)
    const checked = checkLocationSearch('text', { ...blank, query: longest })
    if (!checked.ok || checked.query.kind !== 'text') throw new Error('expected a text query')
    expect(locationSearchQuerySchema.safeParse({ address: checked.query.address }).success).toBe(true)
    expect(locationSearchQuerySchema.safeParse({ address: `${longest}b` }).success).toBe(false)
  })
})

describe('checkLocationSearch, delivery', () => {
  it('needs street, city and a 5-digit zip, each beneath its own field, the street first', () => {
    expect(checkLocationSearch('delivery', { ...blank, zip: '5512' })).toEqual({
      ok: false,
      errors: { street: NEED_STREET, city: NEED_CITY, zip: NEED_ZIP },
      firstInvalid: 'street',
    })
    expect(checkLocationSearch('delivery', { ...blank, street: '1340 Yankee Doodle Rd' })).toEqual({
      ok: false,
      errors: { city: NEED_CITY, zip: NEED_ZIP },
      firstInvalid: 'city',
    })
  })

  it('ignores the text field, and sends the trimmed address and keeps it for the order', () => {
    const checked = checkLocationSearch('delivery', { query: 'ignored', street: ' 1340 Yankee Doodle Rd ', city: 'Eagan ', zip: '55121' })
    expect(checked).toEqual({
      ok: true,
      query: { kind: 'delivery', address: '1340 Yankee Doodle Rd', city: 'Eagan', zip: '55121' },
      address: { address: '1340 Yankee Doodle Rd', city: 'Eagan', zip: '55121' },
    })
  })

  it('says when the street or the city is longer than the search accepts', () => {
    const checked = checkLocationSearch('delivery', {
      ...blank,
      street: 's'.repeat(ADDRESS_MAX_LENGTH + 1),
      city: 'c'.repeat(CITY_MAX_LENGTH + 1),
      zip: '55121',
    })
    expect(checked).toEqual({ ok: false, errors: { street: tooLong(200), city: tooLong(100) }, firstInvalid: 'street' })
  })

  it('lets through only delivery queries the search accepts, at the longest', () => {
    const checked = checkLocationSearch('delivery', {
      ...blank,
      street: 's'.repeat(ADDRESS_MAX_LENGTH),
      city: 'c'.repeat(CITY_MAX_LENGTH),
      zip: '55121',
    })
    if (!checked.ok || checked.query.kind !== 'delivery') throw new Error('expected a delivery query')
    const { kind: _kind, ...fields } = checked.query
    expect(locationSearchQuerySchema.safeParse(asSent({ ...fields, delivery: true })).success).toBe(true)
    expect(locationSearchQuerySchema.safeParse(asSent({ ...fields, city: `${fields.city}c`, delivery: true })).success).toBe(false)
  })
})
