// Reads the compact US zip table (format below) into typed arrays, once, on first use. Written by
// scripts/us-zip-table-plugin.ts from the `zipcodes` package, so the Worker ships ~1 MB of text instead of a 5 MB
// object literal, and any real US zip code still resolves.
//
// Format, version 1: four lines.
//   "us-zip-table 1"
//   states:  "FULL NAME=ST" entries joined by ";" (upper case), for the states the zips use
//   cities:  "City|ST" entries joined by ";" (an entry's position is its index)
//   zips:    records joined by ";", ascending by zip; each "zipDelta,lat,lng,city" in base 36, where zipDelta is
//            the zip minus the previous record's zip (as numbers), lat and lng are degrees × 10^4 (signed), and
//            city is the index into the cities line.

export interface ZipEntry {
  zip: string
  city: string
  state: string
  latitude: number
  longitude: number
}

export interface ZipTable {
  size: number
  /** Upper-case full state name → two-letter code, and each code to itself. */
  stateCodes: ReadonlyMap<string, string>
  byZip(zip: string): ZipEntry | undefined
  /** Every entry, in zip order. */
  entries(): Iterable<ZipEntry>
}

const ZIP_TABLE_HEADER = 'us-zip-table 1'

export function decodeZipTable(text: string): ZipTable {
  const [header, statesLine, citiesLine, zipsLine] = text.split('\n')
  if (header !== ZIP_TABLE_HEADER || statesLine === undefined || citiesLine === undefined || zipsLine === undefined) {
    throw new Error('Unknown zip table format')
  }
  const stateCodes = new Map<string, string>()
  for (const entry of statesLine.split(';')) {
    const [name, code] = entry.split('=') as [string, string]
    stateCodes.set(name, code)
    stateCodes.set(code, code)
  }
  const cities = citiesLine.split(';').map((entry) => {
    const bar = entry.lastIndexOf('|')
    return { city: entry.slice(0, bar), state: entry.slice(bar + 1) }
  })
  const records = zipsLine.split(';')
  const zips = new Int32Array(records.length)
  const lats = new Int32Array(records.length)
  const lngs = new Int32Array(records.length)
  const cityOf = new Uint32Array(records.length)
  let zip = 0
  records.forEach((record, i) => {
    const [delta, lat, lng, city] = record.split(',')
    zip += parseInt(delta!, 36)
    zips[i] = zip
    lats[i] = parseInt(lat!, 36)
    lngs[i] = parseInt(lng!, 36)
    cityOf[i] = parseInt(city!, 36)
  })

  const entryAt = (i: number): ZipEntry => {
    const place = cities[cityOf[i]!]!
    return {
      zip: String(zips[i]).padStart(5, '0'),
      city: place.city,
      state: place.state,
      latitude: lats[i]! / 1e4,
      longitude: lngs[i]! / 1e4,
    }
  }

  return {
    size: records.length,
    stateCodes,
    byZip(text) {
      if (!/^\d{5}$/.test(text)) return undefined
      const wanted = Number(text)
      let low = 0
      let high = zips.length - 1
      while (low <= high) {
        const mid = (low + high) >> 1
        const value = zips[mid]!
        if (value === wanted) return entryAt(mid)
        if (value < wanted) low = mid + 1
        else high = mid - 1
      }
      return undefined
    },
    *entries() {
      for (let i = 0; i < zips.length; i++) yield entryAt(i)
    },
  }
}
