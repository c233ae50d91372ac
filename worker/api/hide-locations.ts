import { HIDDEN_LOCATION_ID } from '#shared/constants.ts'

// Locations/search never returns the location with id 1134. The upstream answers with a list of
// locations, or (our choice, tolerated) an object holding one under `locations` with an optional `count`.

const isHidden = (location: unknown): boolean =>
  typeof location === 'object' && location !== null && String((location as { id?: unknown }).id) === String(HIDDEN_LOCATION_ID)

export function withoutHiddenLocations(body: unknown): unknown {
  if (Array.isArray(body)) return body.filter((location) => !isHidden(location))
  if (typeof body === 'object' && body !== null && Array.isArray((body as { locations?: unknown }).locations)) {
    const result = body as { locations: unknown[]; count?: unknown }
    const locations = result.locations.filter((location) => !isHidden(location))
    // The count may be a total over pages, so it drops by exactly the number removed.
    const removed = result.locations.length - locations.length
    return typeof result.count === 'number' ? { ...result, locations, count: result.count - removed } : { ...result, locations }
  }
  return body
}
