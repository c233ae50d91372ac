import type { LocationSearcher } from './location-search-answer.ts'
import { loadApi } from './state/load-api.ts'
import { searchLocations } from './state/location-actions.ts'
import type { ClientStore } from './state/store.ts'

/**
 * The loaders' location search in the browser (going back to /locations?zip=…): the tab's API client, loaded on
 * demand like everywhere outside the lazy screens. Its failures stay beside the form, never in the error list.
 */
export function browserLocationSearch(store: ClientStore): LocationSearcher {
  return async (query) => searchLocations(await loadApi(store, () => {}), query)
}
