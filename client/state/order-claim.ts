import { tabStorage } from './tab-storage.ts'
// The proof of having placed the guest order that was just placed in this tab (`order_claim` of the submit answer):
// a sign-in or signup that sends it with the order's id makes the order the member's. It lives in sessionStorage,
// so only this tab of the browser that placed the order has it, and only until the tab closes or the proof expires;
// it never goes into the address bar, the store, a page view or any other call.

const KEY = 'perkins:order-claim'

export interface HeldOrderClaim {
  orderId: string
  claim: string
}

interface StoredClaim extends HeldOrderClaim {
  expires: number
}

export function rememberOrderClaim(orderId: string, claim: string, expires: string | undefined): void {
  const until = expires === undefined ? Number.NaN : Date.parse(expires)
  if (!Number.isFinite(until)) return
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ orderId, claim, expires: until } satisfies StoredClaim))
  } catch {
    // Storage full or refused: the order simply cannot be claimed later, which is the safe side.
  }
}

/** The claim held in this tab, if it has not expired; with `orderId`, only that order's. */
export function heldOrderClaim(orderId?: string): HeldOrderClaim | null {
  const raw = tabStorage()?.getItem(KEY)
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredClaim>
    if (typeof stored.orderId !== 'string' || typeof stored.claim !== 'string' || typeof stored.expires !== 'number') return null
    if (stored.expires <= Date.now() || (orderId !== undefined && stored.orderId !== orderId)) return null
    return { orderId: stored.orderId, claim: stored.claim }
  } catch {
    return null
  }
}

/** A claim is used once: after the sign-in or signup that sent it, it is of no more use. */
export function forgetOrderClaim(): void {
  tabStorage()?.removeItem(KEY)
}

/** The fields a sign-in or signup sends to attach the held order (none when this tab holds no claim). */
export function orderClaimFields(orderId?: string | null): { order_id?: string; order_claim?: string } {
  const held = heldOrderClaim(orderId ?? undefined)
  return held ? { order_id: held.orderId, order_claim: held.claim } : orderId ? { order_id: orderId } : {}
}
