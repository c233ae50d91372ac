import type { Order } from '#shared/schemas/order.ts'
import type { ApiResult } from '../api.ts'
import type { ClientStore } from './store.ts'

// Every change the visitor makes to their basket (a line, a suggested dish, the tip, a coupon, a reward, the handoff,
// the vehicle, the address, the time) and Place order itself are sent once the change before has been answered. The
// upstream answers each change with the whole basket, so a change's answer is never overtaken by an older one: a tip
// tapped while a coupon is on its way is not lost when the coupon's answer lands last. (Checkout's quiet validation
// runs beside the queue and checks for itself that its basket is still the one on screen.)
//
// A change is sent, and its answer taken, only while the visitor is where they asked for it: the same basket, the
// same restaurant, the same member. Signing out, choosing another restaurant, a reorder or placing the order moves
// them on, and a change queued or answered after that must not bring the old basket back (after a Sign Out, onto a
// shared computer) nor go into the new one.

/** What a successful answer carries. */
type AnswerData<Answer> = Answer extends { readonly ok: true; readonly data: infer Data } ? Data : never

let queue: Promise<unknown> = Promise.resolve()

/** Runs `change` once every earlier basket change has been answered; a failed one does not stop the next. */
export function changeBasket<T>(change: () => Promise<T>): Promise<T> {
  const next = queue.then(change, change)
  queue = next.catch(() => undefined)
  return next
}

/** Where a change was asked for: the restaurant, the member (null for a guest) and the basket, at the tap. */
export interface AskedAt {
  locationId: number | null
  memberId: string | number | null
  basketId: string | null
}

export function askedAt(store: Pick<ClientStore, 'location' | 'activeUser' | 'activeOrder'>): AskedAt {
  return { locationId: store.location?.id ?? null, memberId: store.activeUser?.id ?? null, basketId: store.activeOrder?.id ?? null }
}

/**
 * Whether the visitor is still where they asked for a change: the same restaurant and member, and the same basket,
 * or, for a change asked before there was one, any basket made since at that restaurant (a second Add tapped while
 * the first was making the basket goes into it).
 */
export function stillAt(store: Pick<ClientStore, 'location' | 'activeUser' | 'activeOrder'>, asked: AskedAt): boolean {
  const now = askedAt(store)
  if (now.locationId !== asked.locationId || now.memberId !== asked.memberId) return false
  return asked.basketId === null || now.basketId === asked.basketId
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
 * the visitor's basket is returned for the caller to show beside its fields. `basketOf` reads the basket from an
 * answer that carries more beside it (a referral's code names), or null from one that holds none (a suggested dish
 * that needs choices first).
 */
export async function sendBasketChange<Answer extends ApiResult<unknown>>(
  store: Pick<ClientStore, 'activeOrder'>,
  id: string,
  send: () => Promise<Answer>,
  // The default is for the calls whose answer is the basket itself: tip, coupon, reward, handoff, address, time.
  basketOf: (data: AnswerData<Answer>) => Order | null = (data) => data as Order,
): Promise<Answer | null> {
  return changeBasket(async () => {
    if (!isActiveBasket(store, id)) return null
    const answer = await send()
    if (!isActiveBasket(store, id)) return null
    // TypeScript does not narrow a generic answer by `ok`, so the data's type is restated.
    const basket = answer.ok ? basketOf(answer.data as AnswerData<Answer>) : null
    if (basket) takeBasket(store, basket)
    return answer
  })
}
