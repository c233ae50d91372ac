import { provinceCode } from './canada-fsa.ts'
import { normalizeCity, stateCode, type Place } from './zip-directory.ts'

// The towns the restaurants themselves name. The zip table files many suburbs under the big city's postal name
// (Eagan's 55121 is "Saint Paul", Bloomington's 55420 "Minneapolis"), so a visitor typing "Eagan" found Eagan,
// Tennessee, and "Eagan, MN" nothing. A town with one of our restaurants is the place a visitor of this site means:
// it is looked up here before the zip table.

/** A restaurant's town and position, as its own record states them. */
export interface Town {
  city: string
  state: string
  zip: string
  latitude: number
  longitude: number
}

/** The centre of the restaurants in one town. */
function centreOf(towns: readonly Town[]): Place {
  const first = towns[0]!
  const latitude = towns.reduce((sum, town) => sum + town.latitude, 0) / towns.length
  const longitude = towns.reduce((sum, town) => sum + town.longitude, 0) / towns.length
  return { zip: first.zip, city: first.city, state: first.state, latitude, longitude }
}

const regionCode = (region: string): string | undefined => stateCode(region) ?? provinceCode(region)

/**
 * "Eagan", "Eagan, MN", "Eagan MN", "Eagan, Minnesota" or a street address ending in a town and state: the town of
 * restaurants it names, or undefined. A town named without its state that several states have is the one with the
 * most restaurants.
 */
export function placeByRestaurantTown(text: string, towns: readonly Town[]): Place | undefined {
  const inTown = (city: string, state: string | undefined) => {
    const wanted = normalizeCity(city)
    return towns.filter((town) => normalizeCity(town.city) === wanted && (state === undefined || town.state === state))
  }
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length >= 2) {
    const state = regionCode(parts[parts.length - 1]!)
    const found = state ? inTown(parts[parts.length - 2]!, state) : []
    return found.length > 0 ? centreOf(found) : undefined
  }
  const words = text.trim().split(/\s+/)
  const state = words.length >= 2 ? regionCode(words[words.length - 1]!) : undefined
  if (state) {
    const found = inTown(words.slice(0, -1).join(' '), state)
    if (found.length > 0) return centreOf(found)
  }
  const byState = new Map<string, Town[]>()
  for (const town of inTown(text, undefined)) byState.set(town.state, [...(byState.get(town.state) ?? []), town])
  const largest = [...byState.values()].sort((a, b) => b.length - a.length)[0]
  return largest ? centreOf(largest) : undefined
}
