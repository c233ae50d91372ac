import { createApi } from './api.ts'
import { searchLocations, type SearchOutcome } from './state/location-actions.ts'
import type { LocationQuery } from '#shared/location-search-rules.ts'
import { createClientStore } from './state/store.ts'

/**
 * The loaders' location search in the browser (going back to /locations?zip=…), loaded only when one runs. The
 * call needs no token and its failures stay beside the form, so it has a store of its own rather than the tab's:
 * nothing in the tab changes. The proxy writes the env and client_type headers itself, whatever this store says.
 */
export function browserLocationSearch(query: LocationQuery): Promise<SearchOutcome> {
  const api = createApi({
    fetch: (url, init) => fetch(url, init),
    store: createClientStore({ environment: 'browser' }),
    navigate: () => {},
  })
  return searchLocations(api, query)
}
