import type { Api } from '../api.ts'
import type { ClientStore } from './store.ts'

/**
 * The API client for code outside the lazy screens (query parameters, start-up refreshes): loaded on demand, so
 * pages that never call the API never download the client.
 */
export async function loadApi(store: ClientStore, navigate: (to: string) => void): Promise<Api> {
  const { createApi } = await import('../api.ts')
  return createApi({ fetch: (url, init) => fetch(url, init), store, navigate })
}
