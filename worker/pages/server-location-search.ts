import { createApi } from '#client/api.ts'
import type { LocationSearcher } from '#client/location-search-answer.ts'
import { searchLocations } from '#client/state/location-actions.ts'
import { createClientStore } from '#client/state/store.ts'

/** Answers one request to the API proxy inside this Worker (worker/api/api-proxy.ts), never over the network. */
export type ProxyCall = (request: Request) => Promise<Response>

/** Only for building absolute URLs: the request never leaves the Worker, so its host is never resolved. */
const IN_PROCESS_ORIGIN = 'https://site.internal'

/**
 * The location search of a page the server answers (/locations?zip=…): the browser's own API client and
 * searchLocations, sending the same locations/search call through the same proxy, so the server ranks and refuses
 * exactly as the browser would. The call needs no token: a fresh store per search holds nobody's session.
 */
export function serverLocationSearch(proxy: ProxyCall, environment: string): LocationSearcher {
  return (query) => {
    const api = createApi({
      fetch: (url, init) => proxy(new Request(new URL(url, IN_PROCESS_ORIGIN), init)),
      store: createClientStore({ environment }),
      navigate: () => {},
    })
    return searchLocations(api, query)
  }
}
