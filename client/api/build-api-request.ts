import { fillPath, type ApiAuth, type ApiCall } from '#shared/api-calls.ts'
import type { ApiStore } from './api-errors.ts'

// Every call is `fetch('/api', { method, headers: { path, … } })`. A GET's fields travel as the query of
// /api itself; other calls send the table's query fields there and everything else as a JSON body.

interface ApiRequest {
  url: string
  init: { method: string; headers: Record<string, string>; body?: string; cache: 'no-store' }
}

type QueryValue = string | number | boolean | null | undefined

interface ApiRequestInput {
  params?: Readonly<Record<string, string | number>>
  payload?: Readonly<Record<string, unknown>>
  token?: string | undefined
  verify?: string | undefined
}

export function buildApiRequest(call: ApiCall, store: Pick<ApiStore, 'environment' | 'clientType'>, input: ApiRequestInput): ApiRequest {
  const payload = input.payload ?? {}
  const queryNames = new Set(call.method === 'GET' ? Object.keys(payload) : (call.query ?? []))
  const search = new URLSearchParams()
  const body: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined) continue
    if (queryNames.has(name)) {
      if (value !== null) search.set(name, String(value as QueryValue))
    } else {
      body[name] = value
    }
  }

  // The edge sets env and client_type itself; they are sent too because the upstream contract has the headers carry them.
  const headers: Record<string, string> = {
    accept: 'application/json',
    path: fillPath(call.path, input.params ?? {}),
    env: store.environment,
    client_type: store.clientType,
  }
  if (input.token) headers.token = input.token
  if (input.verify) headers.verify = input.verify
  const query = search.toString()
  const request: ApiRequest = { url: query ? `/api?${query}` : '/api', init: { method: call.method, headers, cache: 'no-store' } }
  if (call.body) {
    headers['content-type'] = 'application/json'
    request.init.body = JSON.stringify(body)
  }
  return request
}

/** The token a call carries: the caller's, or the member's from the store as the table's auth kind says. */
export function tokenFor(auth: ApiAuth, store: Pick<ApiStore, 'userToken'>, given: string | undefined): string | undefined {
  if (auth === 'none') return undefined
  if (given) return given
  if (auth === 'access') return store.userToken?.access.token
  if (auth === 'ordering' || auth === 'optional') return store.userToken?.ordering.access.token
  return undefined
}
