import { describe, expect, it } from 'vitest'
import { HIDDEN_LOCATION_ID } from '#shared/constants.ts'
import { locationSchema, locationWithMenuSchema } from '#shared/schemas/location.ts'
import { menuById, seedLocations } from '#shared/seed/index.ts'
import { startSandbox } from './sandbox-helpers.ts'

// Independent of the sandbox's own geometry module: the haversine written out again.
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}

const MINNEAPOLIS_55401 = { latitude: 44.9835, longitude: -93.2683 }

describe('sandbox locations/search', () => {
  it('finds the stores within 100 miles of a zip, nearest first, each with its distance', async () => {
    const sandbox = await startSandbox()
    const body = await sandbox.ok('GET', 'locations/search?address=55401')
    const expected = seedLocations
      .map((l) => ({ id: l.id, distance: miles(MINNEAPOLIS_55401, l) }))
      .filter((l) => l.distance <= 100)
      .sort((a, b) => a.distance - b.distance)
    expect(body.count).toBe(expected.length)
    expect(body.radius_miles).toBe(100)
    expect(body.locations.map((l: { id: number }) => l.id)).toEqual(expected.map((l) => l.id))
    for (const [i, location] of body.locations.entries()) {
      expect(location.distance).toBeCloseTo(expected[i]!.distance, 0)
      expect(locationSchema.parse(location)).toMatchObject({ id: location.id })
    }
    expect(body.origin).toMatchObject({ label: 'Minneapolis, MN 55401' })
  })

  it('searches by map position, by "City, ST", by a full street address and by state name', async () => {
    const sandbox = await startSandbox()
    const byPoint = await sandbox.ok('GET', 'locations/search?lat=44.8347&lng=-93.1664')
    expect(byPoint.locations[0]).toMatchObject({ id: 3510, distance: 0 })
    const byCity = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('Madison, WI')}`)
    expect(byCity.locations[0].id).toBe(4102)
    const byStreet = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('1 Main St, Erie, PA 16501')}`)
    expect(byStreet.locations[0].id).toBe(1021)
    const byStateName = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('St. Cloud, Minnesota')}`)
    expect(byStateName.locations[0].id).toBe(3544)
  })

  it('searches by a city named alone, taking the largest city of that name', async () => {
    const sandbox = await startSandbox()
    // Minneapolis, MN (dozens of zips), not Minneapolis, KS.
    const minneapolis = await sandbox.ok('GET', 'locations/search?address=Minneapolis')
    expect(minneapolis.origin).toMatchObject({ label: 'Minneapolis, MN' })
    expect(minneapolis.locations[0].state).toBe('MN')
    const stPaul = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('st paul')}`)
    expect(stPaul.origin).toMatchObject({ label: 'Saint Paul, MN' })
    expect(stPaul.count).toBeGreaterThan(0)
  })

  it("finds a suburb the zip table files under its big neighbour's name, by the restaurants' own towns", async () => {
    const sandbox = await startSandbox()
    // Eagan's zips are "Saint Paul" in the table, which knows only Eagan, Tennessee by that name.
    for (const text of ['Eagan', 'Eagan, MN', 'eagan mn', 'Eagan, Minnesota', '1340 Yankee Doodle Rd, Eagan, MN']) {
      const found = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent(text)}`)
      expect(found.origin, text).toMatchObject({ label: 'Eagan, MN' })
      expect(found.locations[0].id, text).toBe(3510)
    }
    const bloomington = await sandbox.ok('GET', 'locations/search?address=Bloomington')
    expect(bloomington.origin).toMatchObject({ label: 'Bloomington, MN' })
    expect(bloomington.locations[0].id).toBe(218)
    // A town with no restaurant still comes from the zip table.
    const eaganTennessee = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('Eagan, TN')}`)
    expect(eaganTennessee.origin).toMatchObject({ label: 'Eagan, TN' })
  })

  it('places a Canadian postal code by its forward sortation area, nearest Canadian restaurant first', async () => {
    const sandbox = await startSandbox()
    // R3T is Fort Garry, Winnipeg: the Pembina Highway restaurant is in it, Regent Avenue across town.
    const fortGarry = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('R3T 2N2')}`)
    expect(fortGarry.origin).toMatchObject({ label: 'Winnipeg, MB R3T' })
    expect(fortGarry.locations.map((l: { id: number }) => l.id)).toEqual([9102, 9101])
    // The same area however it is written: no space, lower case, at the end of a street address.
    for (const written of ['r3t2n2', 'R3T2N2', '2525 Pembina Hwy, Winnipeg, MB R3T 5J3']) {
      const body = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent(written)}`)
      expect(body.locations[0].id, written).toBe(9102)
    }
    // Only the first three characters place it: another code in P7B is the same Thunder Bay.
    const thunderBay = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent('P7B 9Z9')}`)
    expect(thunderBay.locations[0]).toMatchObject({ id: 9104, country: 'ca', state: 'ON', zip: 'P7B 4A3' })
    expect(thunderBay.locations[0].distance).toBeLessThan(5)
  })

  it('searches Canadian cities by name, with or without the province', async () => {
    const sandbox = await startSandbox()
    const cases: [string, number][] = [
      ['Winnipeg, MB', 9101],
      ['Sudbury, Ontario', 9105],
      ['Ottawa ON', 9106],
      ['Thunder Bay', 9104],
      ['Brandon, Manitoba', 9103],
    ]
    for (const [text, id] of cases) {
      const body = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent(text)}`)
      expect(
        body.locations.map((l: { id: number }) => l.id),
        text,
      ).toContain(id)
      expect(body.locations[0].country, text).toBe('ca')
    }
    // A province the sandbox has no city of, or a city in the wrong province, names no place.
    for (const text of ['Winnipeg, ON', 'Vancouver, BC']) {
      const body = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent(text)}`)
      expect(body, text).toMatchObject({ count: 0, origin: null, locations: [] })
    }
  })

  it('answers a well-formed postal code in an unknown area, or a junk one, with an empty list', async () => {
    const sandbox = await startSandbox()
    // V6B is downtown Vancouver: real, but no area the sandbox knows. D and Z never start a code; __proto__ is no area.
    for (const text of ['V6B 1A1', 'Z9Z 9Z9', 'D1A 1A1', '__proto__', 'constructor']) {
      const body = await sandbox.ok('GET', `locations/search?address=${encodeURIComponent(text)}`)
      expect(body, text).toMatchObject({ count: 0, origin: null, locations: [] })
    }
    const { placeByPostalCode, placeByCanadianCity } = await import('#worker/sandbox/geo/canada-fsa.ts')
    expect(placeByPostalCode('R3T')).toBeUndefined()
    expect(placeByPostalCode('__proto__')).toBeUndefined()
    expect(placeByCanadianCity('')).toBeUndefined()
    expect(placeByCanadianCity('Sault Ste. Marie', 'ON')).toMatchObject({ city: 'Sault Ste. Marie', state: 'ON' })
  })

  it('resolves any real US zip, including ones far from every store', async () => {
    const sandbox = await startSandbox()
    for (const zip of ['99501', '96813', '04101', '33139', '85001']) {
      const body = await sandbox.ok('GET', `locations/search?address=${zip}`)
      expect(body.origin.label, zip).toContain(zip)
      expect(
        body.locations.every((l: { distance: number }) => l.distance <= 100),
        zip,
      ).toBe(true)
    }
    const miami = await sandbox.ok('GET', 'locations/search?address=33139')
    expect(miami.count).toBe(0)
  })

  it("places every store's own zip within a few miles of the store (the seed gives approximate zip centres)", async () => {
    const { placeByZip, stateCode } = await import('#worker/sandbox/geo/zip-directory.ts')
    const { placeByPostalCode } = await import('#worker/sandbox/geo/canada-fsa.ts')
    for (const location of seedLocations) {
      const place = location.country === 'us' ? placeByZip(location.zip) : placeByPostalCode(location.zip)
      expect(place?.state, location.zip).toBe(location.state)
      expect(miles(place!, location), location.zip).toBeLessThan(10)
    }
    expect(placeByZip('00501')).toMatchObject({ city: 'Holtsville', state: 'NY' })
    expect(placeByZip('99950')?.state).toBe('AK')
    expect(placeByZip('1234')).toBeUndefined()
    expect([stateCode('minnesota'), stateCode('New  York'), stateCode('tn'), stateCode('Ontario'), stateCode('ZZ')]).toEqual([
      'MN',
      'NY',
      'TN',
      undefined,
      undefined,
    ])
  })

  it("includes 1134: hiding it from visitors is the site proxy's job, not the provider's", async () => {
    const sandbox = await startSandbox()
    const body = await sandbox.ok('GET', 'locations/search?address=38119')
    expect(body.locations[0].id).toBe(HIDDEN_LOCATION_ID)
    const direct = await sandbox.ok('GET', `locations/${HIDDEN_LOCATION_ID}`)
    expect(direct).toMatchObject({ id: HIDDEN_LOCATION_ID, city: 'Memphis', state: 'TN' })
  })

  it('for delivery lists only the stores whose delivery area holds the address', async () => {
    const sandbox = await startSandbox()
    // Eagan (3510) delivers 6 miles around its own zip; Bloomington (218) is ~6 miles away with a 5-mile radius.
    const body = await sandbox.ok('GET', 'locations/search?address=1340%20Yankee%20Doodle%20Rd&city=Eagan&zip=55121&delivery=true')
    const ids = body.locations.map((l: { id: number }) => l.id)
    expect(ids).toContain(3510)
    for (const location of body.locations) {
      expect(location.services.delivery || location.services.dispatch).toBe(true)
      expect(location.distance).toBeLessThanOrEqual(location.delivery_radius_miles + 0.05)
    }
  })

  it('answers a malformed zip with the catalogue\'s "Incorrect format.", and a place it cannot find with no stores', async () => {
    const sandbox = await startSandbox()
    expect(await sandbox.call('GET', 'locations/search?address=x&zip=123')).toEqual({
      status: 400,
      body: { message: 'Incorrect format.', field: 'zip' },
    })
    // A well-formed zip that no place has, and a name that is no place: nothing near, never a fault.
    for (const query of [
      'address=00000',
      'address=99999',
      'address=Atlantis',
      'address=asdf',
      'address=1%20Main%20St&city=Nowhere&zip=99999&delivery=true',
    ]) {
      const answer = await sandbox.call('GET', `locations/search?${query}`)
      expect(answer.status, query).toBe(200)
      expect(answer.body, query).toMatchObject({ count: 0, origin: null, locations: [] })
    }
    expect((await sandbox.call('GET', 'locations/search')).status).toBe(400)
    expect(await sandbox.call('GET', 'locations/search?lat=44&lng=east')).toEqual({
      status: 400,
      body: { message: 'Please provide Correct inputs', field: 'lng' },
    })
  })
})

describe('sandbox locations/{id}', () => {
  it('answers a store, with its menu when asked', async () => {
    const sandbox = await startSandbox()
    const plain = await sandbox.ok('GET', 'locations/3510')
    expect(plain).toEqual(seedLocations.find((l) => l.id === 3510))
    const withMenu = await sandbox.ok('GET', 'locations/3510?withMenu=true')
    expect(locationWithMenuSchema.parse(withMenu).menu).toEqual(menuById(70405))
  })

  it('answers a store without a menu of its own without one, and an unknown store with 404', async () => {
    const sandbox = await startSandbox()
    const mankato = await sandbox.ok('GET', 'locations/3571?withMenu=true')
    expect(mankato.menu_id).toBeNull()
    expect(mankato.menu).toBeUndefined()
    expect((await sandbox.call('GET', 'locations/999')).status).toBe(404)
    expect((await sandbox.call('GET', 'locations/12')).status).toBe(404)
  })
})
