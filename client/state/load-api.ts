import type { Api } from '../api.ts'
import type { ClientStore } from './store.ts'

/**
 * The API client for code outside the lazy screens (query parameters, start-up refreshes): loaded on demand, so
 * pages that never call the API never download the client. A `signal` cancels the client's requests when it aborts
 * (a search a newer one replaced); an aborted call fails quietly like a lost connection.
 */
export async function loadApi(store: ClientStore, navigate: (to: string) => void, { signal }: { signal?: AbortSignal } = {}): Promise<Api> {
  const { createApi } = await import('../api.ts')
  return createApi({
    fetch: (url, init) => fetch(url, signal ? { ...init, signal: eitherSignal(init.signal, signal) } : init),
    store,
    navigate,
  })
}

/** Aborts when either does: the call's own deadline, or the caller's cancel. (`AbortSignal.any` is too new for iOS 16.) */
function eitherSignal(own: AbortSignal | null | undefined, callers: AbortSignal): AbortSignal {
  if (!own) return callers
  const either = new AbortController()
  for (const signal of [own, callers]) {
    if (signal.aborted) either.abort()
    else signal.addEventListener('abort', () => either.abort(), { once: true })
  }
  return either.signal
}
