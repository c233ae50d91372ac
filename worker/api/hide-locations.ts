import { HIDDEN_LOCATION_ID } from '#shared/constants.ts'

// A location search never returns the location with id 1134: neither locations/search nor the sign-up form's zip
// look-up (members/locations), where a visitor would otherwise pick it as their favourite. The upstream answers
// with a list of locations, or an object holding one under `locations` with an optional `count`; the look-up names
// a location `sid`, the search `id`.

const isHidden = (location: unknown): boolean => {
  if (typeof location !== 'object' || location === null) return false
  const { id, sid } = location as { id?: unknown; sid?: unknown }
  return String(id ?? sid) === String(HIDDEN_LOCATION_ID)
}

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
