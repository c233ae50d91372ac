import type { ClientState } from '../state/store.ts'
import { BASKET_NOT_FOUND, ORDER_ALREADY_PLACED, TOKEN_ERRORS, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { currentPage, endSessionUnasked, type SessionStore } from '../state/session-ended.ts'

// Error handling for the typed API client: what an error answer does to the client state.
// No zod here on purpose (see ../api.ts): the body is read with small type guards.

/** The slice of the Valtio store the API client reads and writes. */
export type ApiStore = Pick<ClientState, 'environment' | 'clientType'> & SessionStore

const isTokenError = (message: string): boolean => TOKEN_ERRORS.some((known) => known.toLowerCase() === message.trim().toLowerCase())

const messageOf = (item: unknown): string | null => {
  if (typeof item === 'string') return item
  if (typeof item === 'object' && item !== null && typeof (item as { message?: unknown }).message === 'string') {
    return (item as { message: string }).message
  }
  return null
}

const listOf = (items: readonly unknown[]): string[] => items.map(messageOf).filter((m): m is string => m !== null && m.trim() !== '')

/**
 * The messages in an error body: a `message` string, or an array error whose items each carry one
 * (as the body itself, under `message`, or under `errors`). An empty list means the body said nothing usable.
 */
export function errorMessages(body: unknown): string[] {
  if (Array.isArray(body)) return listOf(body)
  if (typeof body !== 'object' || body === null) return []
  const { message, errors } = body as { message?: unknown; errors?: unknown }
  if (typeof message === 'string' && message.trim() !== '') return [message]
  if (Array.isArray(message)) return listOf(message)
  if (Array.isArray(errors)) return listOf(errors)
  return []
}

const fieldOf = (item: unknown): string | undefined => {
  if (typeof item !== 'object' || item === null) return undefined
  const { field } = item as { field?: unknown }
  return typeof field === 'string' && field !== '' ? field : undefined
}

/**
 * The input an error body is about: its `field`, or the first of its items that names one (the edge passes the
 * upstream's on, public-error-body.ts). Undefined when the refusal is about no one field.
 */
export function errorField(body: unknown): string | undefined {
  const items = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? [
          body,
          ...[(body as { message?: unknown }).message, (body as { errors?: unknown }).errors].flatMap((list) =>
            Array.isArray(list) ? list : [],
          ),
        ]
      : []
  for (const item of items) {
    const field = fieldOf(item)
    if (field !== undefined) return field
  }
  return undefined
}

interface ApiErrorContext {
  /** The call asked to keep its failures out of the visible list (the table's flag or the caller's option). */
  suppress: boolean
  /** The basket the call was about, for "This order has already been placed". */
  orderId: string | null
  /** The call is about a basket already replaced by another (the call table's `leftBasket`). */
  leftBasket: boolean
}

interface ApiErrorEffects {
  store: ApiStore
  navigate: (to: string) => void
}

/** Applies the error catalogue (shared/error-messages.ts, order errors included) to the store for one failed call. */
export function applyApiError(messages: readonly string[], context: ApiErrorContext, { store, navigate }: ApiErrorEffects): void {
  if (messages.some(isTokenError)) {
    // Shown even for suppressed calls: the visitor has to learn why they are suddenly signed out.
    endSessionUnasked(store, currentPage())
    navigate('/signin')
    return
  }
  // A basket the visitor has left (abandoned after a new one replaced it) is not the order they are on: its
  // "already placed" or "gone" must neither open a confirmation nor drop the new basket.
  if (context.leftBasket) return
  // The same for a late answer about a basket the visitor has since left for another (another restaurant, a
  // reorder): it must not drop the basket they are on now, nor take them away from it. With no basket at all (placed
  // in another tab), "already placed" still opens that order's confirmation.
  const aboutBasket = messages.includes(ORDER_ALREADY_PLACED) || messages.includes(BASKET_NOT_FOUND)
  if (aboutBasket && store.activeOrder !== null && context.orderId !== null && store.activeOrder.id !== context.orderId) return
  if (messages.includes(ORDER_ALREADY_PLACED)) {
    // Good news in an error's clothing: the order exists, so show it rather than an error. An error still open from
    // the way here (the Place order whose answer the connection lost) is about this order and no longer true.
    store.activeOrder = null
    store.activeErrors.splice(0)
    if (context.orderId) navigate(`/order/confirm?id=${encodeURIComponent(context.orderId)}`)
    return
  }
  if (messages.includes(BASKET_NOT_FOUND)) store.activeOrder = null
  if (context.suppress) return
  if (messages.length === 0) store.activeErrors.push(TROUBLE_MESSAGE)
  else store.activeErrors.push(...messages)
}
