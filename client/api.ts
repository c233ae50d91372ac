import { apiCalls, API_CALL_IDS, type ApiCallId, type ApiCalls, type PathParamNames } from '#shared/api-calls.ts'
import type { ApiPayload } from '#shared/schemas/api/call-schemas.ts'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import { applyApiError, errorField, errorMessages, type ApiStore } from './api/api-errors.ts'
import { apiFailure, type ApiFailure, type ApiResult } from './api/api-result.ts'
import { buildApiRequest, tokenFor } from './api/build-api-request.ts'
import { tokenExpiryOnDevice } from './api/token-expiry-on-device.ts'
import { CONNECTION_MESSAGE } from '#shared/page-error-messages.ts'

// The typed API client: one function per row of the call table, generated from it.
// Only the table (plain data) is imported at runtime; schemas are imported as types, so zod never joins the
// browser bundle through here. The ordering and account screens that use it are lazy routes.
//
//   const api = createApi({ fetch, store, navigate })
//   const created = await api.ordersCreate({ menu_id: 70405 })
//   if (!created.ok) return // created.messages, created.status, created.field: what was refused and where
//   await api.ordersProductUpdate({ id: created.data.id, productId: 12 }, { id: 12, quantity: 2, choices: '111,222' })
//   await api.membersSignin({ username, password }, { verify: botCheckToken })
//
// Every call answers a result (./api/api-result.ts). A failure is answered after the error catalogue's effects have
// been applied to the store (token errors sign out, an order already placed opens its confirmation), so a caller
// only decides where the refusal is shown.

export type { ApiFailure, ApiResult } from './api/api-result.ts'

/**
 * The longest a call waits for its whole answer before it fails with the connection message. A request stalled on a
 * phone's dropped connection would otherwise hold the basket's queue of changes and Place order until the browser
 * gives up, minutes later. It is above the Worker's own longest wait for the upstream (`UPSTREAM_TIMEOUT_MS`, at most
 * 25 s: worker/env.ts), so the Worker's answer comes first whenever it can come at all. A Place order the upstream did
 * take, whose answer was lost, opens its confirmation when the visitor tries again (the upstream says it was placed).
 */
export const API_DEADLINE_MS = 30_000

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>

interface ApiClientDeps {
  fetch: ApiFetch
  store: ApiStore
  navigate: (to: string) => void
}

export interface CallOptions {
  /** Keep this call's failures out of the visible error list (token errors still sign the visitor out). */
  suppressErrors?: boolean
  /** The fields whose refusals the caller shows beside them: only a refusal naming one stays out of the list. */
  besideFields?: readonly string[]
  /** A token to send instead of the store's: the forgot-password link's token, for one. */
  token?: string
  /** The bot-check token. */
  verify?: string
}

type Call<Id extends ApiCallId> = ApiCalls[Id]
type ParamNames<Id extends ApiCallId> = PathParamNames<Call<Id>['path']>
type ParamsArg<Id extends ApiCallId> = [ParamNames<Id>] extends [never] ? [] : [params: Record<ParamNames<Id>, string | number>]
type HasPayload<Id extends ApiCallId> =
  Call<Id> extends { body: true } ? true : Call<Id> extends { query: readonly string[] } ? true : false
type PayloadArg<Id extends ApiCallId> =
  HasPayload<Id> extends true ? (Record<never, never> extends ApiPayload<Id> ? [payload?: ApiPayload<Id>] : [payload: ApiPayload<Id>]) : []
type OptionsArg<Id extends ApiCallId> =
  Call<Id> extends { botCheck: true }
    ? [options: CallOptions & { verify: string }]
    : Call<Id> extends { auth: 'reset' }
      ? [options: CallOptions & { token: string }]
      : [options?: CallOptions]

export type ApiFunction<Id extends ApiCallId> = (
  ...args: [...ParamsArg<Id>, ...PayloadArg<Id>, ...OptionsArg<Id>]
) => Promise<ApiResult<ApiResponse<Id>>>

export type Api = { readonly [Id in ApiCallId]: ApiFunction<Id> }

type Params = Record<string, string | number>
type Payload = Record<string, unknown>

export function createApi(deps: ApiClientDeps): Api {
  const api: Partial<Record<ApiCallId, (...args: unknown[]) => Promise<ApiResult<unknown>>>> = {}
  for (const id of API_CALL_IDS) {
    const call = apiCalls[id]
    const takesParams = call.path.includes('{')
    const takesPayload = 'body' in call || 'query' in call
    api[id] = (...args) => {
      let next = 0
      const params = takesParams ? (args[next++] as Params) : undefined
      const payload = takesPayload ? (args[next++] as Payload | undefined) : undefined
      const options = (args[next] as CallOptions | undefined) ?? {}
      return callApi(deps, id, params, payload, options)
    }
  }
  // Every id got a function above, taking its arguments in the order ApiFunction<Id> declares them.
  return api as Api
}

async function callApi(
  deps: ApiClientDeps,
  id: ApiCallId,
  params: Params | undefined,
  payload: Payload | undefined,
  options: CallOptions,
): Promise<ApiResult<unknown>> {
  const call = apiCalls[id]
  const { store, navigate } = deps
  const request = buildApiRequest(call, store, {
    ...(params ? { params } : {}),
    ...(payload ? { payload } : {}),
    token: tokenFor(call.auth, store, options.token),
    verify: options.verify,
  })
  const context = {
    suppress: options.suppressErrors ?? ('suppressErrors' in call && call.suppressErrors === true),
    orderId: call.path.startsWith('orders/{id}') && params?.id !== undefined ? String(params.id) : (store.activeOrder?.id ?? null),
    leftBasket: 'leftBasket' in call && call.leftBasket === true,
  }
  const fail = (failure: ApiFailure): ApiFailure => {
    const beside = failure.field !== undefined && options.besideFields?.includes(failure.field) === true
    applyApiError(failure.messages, beside ? { ...context, suppress: true } : context, { store, navigate })
    return failure
  }

  // No answer, or one cut off before its end (an empty "success" would be read as data), or none in time.
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), API_DEADLINE_MS)
  let response: Response
  let text: string
  const sentAt = Date.now()
  try {
    response = await deps.fetch(request.url, { ...request.init, signal: deadline.signal })
    text = await response.text()
  } catch {
    return fail(apiFailure(0, [CONNECTION_MESSAGE]))
  } finally {
    clearTimeout(timer)
  }
  let body: unknown = undefined
  if (text !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      // Unreadable: an error answer then says nothing usable, and a success answer is no success.
      return fail(apiFailure(response.status, []))
    }
  }
  if (!response.ok) return fail(apiFailure(response.status, errorMessages(body), errorField(body)))
  // 204 No Content (a DELETE that returns nothing): succeed with an empty object, never with undefined.
  return { ok: true, data: tokenExpiryOnDevice(body, sentAt) ?? {} }
}
