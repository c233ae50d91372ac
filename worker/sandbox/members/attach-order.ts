import type { SandboxDb } from '../db/sandbox-db.ts'
import { earnStatements } from '../loyalty/points.ts'
import { spendOrderClaim } from '../orders/order-claims.ts'
import { BASKET_LIFETIME_MS, findOrder } from '../orders/order-store.ts'
import { writeOrder, type WritePlan } from '../orders/order-writes.ts'

// members/create and members/signin take an optional order_id: the guest order the visitor had when they
// signed up or in becomes theirs. An open basket simply changes hands (the basket id is the visitor's to give). A
// placed guest order is claimed only with its claim token (`order_claim`, orders/order-claims.ts), which only the
// browser that placed it was given, and then earns its points as if it had been placed signed in. The email it was
// placed with proves nothing: anyone holding a receipt link and knowing the guest's email could otherwise take the
// order, its points and the right to cancel it. Anything else (no or a wrong, spent or expired token; unknown,
// someone else's, cancelled, gone) is left alone: signing in must not fail over a stale id, and the guest's own
// status view keeps answering.

const MAX_ATTEMPTS = 3

export async function attachGuestOrder(
  db: SandboxDb,
  member: { id: string },
  orderId: string,
  claim: string | undefined,
  now: number,
): Promise<string | null> {
  let claimSpent = false
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const snapshot = await findOrder(db, orderId)
    if (snapshot === null || snapshot.order.member_id !== null) return null
    const { order } = snapshot
    let plan: WritePlan
    if (order.status === 'open') {
      if (now - order.updated_at > BASKET_LIFETIME_MS) return null
      plan = { validation: 'keep', set: { member_id: member.id } }
    } else if (order.status === 'placed' && claim !== undefined) {
      // Spent before the write, once: a retry after a concurrent change to the order keeps the proof it already has.
      claimSpent ||= await spendOrderClaim(db, orderId, claim, now)
      if (!claimSpent) return null
      const earning = { orderId, memberId: member.id, subtotalCents: order.subtotal_cents ?? 0, discountCents: order.discount_cents ?? 0 }
      plan = { validation: 'keep', set: { member_id: member.id }, statements: (guard) => earnStatements(db, earning, now, guard) }
    } else {
      return null
    }
    // Not written: the order moved on since it was read; read it again and decide again.
    if (await writeOrder(db, order, now, plan)) return orderId
  }
  return null
}
