import type { Api } from '../api.ts'
import type { ClientStore } from './store.ts'

/**
 * The API client for code outside the lazy screens (query parameters, start-up refreshes): loaded on demand, so
 * pages that never call the API never download the client. A `signal` cancels the client's requests when it aborts
 * (a search a newer one replaced); an aborted call fails quietly like a lost connection.
 */
export async function loadApi(store: ClientStore, navigate: (to: string) => void, { signal }: { signal?: AbortSignal } = {}): Promise<Api> {
  const { createApi } = await import('../api.ts')
  return createApi({ fetch: (url, init) => fetch(url, signal ? { ...init, signal } : init), store, navigate })
}
