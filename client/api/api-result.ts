// What every call of the typed API client answers: the data, or the refusal with what the screen needs to place it.
// A discriminated union, so a screen cannot read data without having asked whether the call succeeded.

/** A refused or failed call, after the error catalogue's effects have been applied to the store. */
export interface ApiFailure {
  readonly ok: false
  /** The HTTP status; 0 when no answer arrived (offline, aborted). */
  readonly status: number
  /** The visitor-facing messages, in order; empty when the answer said nothing usable. */
  readonly messages: readonly string[]
  /** The input the refusal is about, as the upstream (or the edge) names it (`email`, `card`, `order-time`). */
  readonly field?: string
}

export type ApiResult<T> = { readonly ok: true; readonly data: T } | ApiFailure

export function apiFailure(status: number, messages: readonly string[], field?: string): ApiFailure {
  return field === undefined ? { ok: false, status, messages } : { ok: false, status, messages, field }
}
