import type { Order } from '#shared/schemas/order.ts'
import type { ApiResult } from '../api.ts'
import type { ClientStore } from './store.ts'

// Every change to the visitor's basket (a line, a suggested dish, the tip, a coupon, a reward, the handoff, the
// address, the time) is sent once the change before it has been answered. The upstream answers each change with the
// whole basket, so answers taken in the order sent always end on the basket that holds every change: a tip tapped
// while a coupon is on its way is not lost when the coupon's answer lands last.
//
// An answer is laid over the store only while it is still about the visitor's basket. Signing out, choosing another
// restaurant, a reorder or placing the order replaces it, and a late answer about the old basket must not bring it
// back (after a Sign Out, onto a shared computer).

let queue: Promise<unknown> = Promise.resolve()

/** Runs `change` once every earlier basket change has been answered; a failed one does not stop the next. */
export function changeBasket<T>(change: () => Promise<T>): Promise<T> {
  const next = queue.then(change, change)
  queue = next.catch(() => undefined)
  return next
}

/** Resolves once every basket change sent so far has been answered (Place order waits for them). */
export function basketChangesAnswered(): Promise<void> {
  return queue.then(() => undefined)
}

/** Whether `id` is still the visitor's basket: an answer or refusal about any other is out of date. */
export function isActiveBasket(store: Pick<ClientStore, 'activeOrder'>, id: string | null | undefined): boolean {
  return id != null && store.activeOrder?.id === id
}

/** Lays the upstream's answer over the store if it is about the visitor's basket still; says whether it did. */
export function takeBasket(store: Pick<ClientStore, 'activeOrder'>, answer: Order): boolean {
  if (!isActiveBasket(store, answer.id)) return false
  store.activeOrder = answer
  return true
}

/**
 * Sends a change to basket `id` in its turn and takes its answer: null when, by its turn or by its answer, that
 * basket is no longer the visitor's (nothing to show: the change was about a basket they left). A refusal about
 * the visitor's basket is returned for the caller to show beside its fields.
 */
export async function sendBasketChange<Answer extends ApiResult<Order>>(
  store: Pick<ClientStore, 'activeOrder'>,
  id: string,
  send: () => Promise<Answer>,
): Promise<Answer | null> {
  return changeBasket(async () => {
    if (!isActiveBasket(store, id)) return null
    const answer = await send()
    if (!isActiveBasket(store, id)) return null
    if (answer.ok) takeBasket(store, answer.data)
    return answer
  })
}
