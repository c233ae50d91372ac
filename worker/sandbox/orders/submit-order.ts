import type { z } from 'zod'
import type { submitOrderPayloadSchema } from '#shared/schemas/api/orders.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import { REWARD_MESSAGES } from '../loyalty/reward-messages.ts'
import type { SandboxMember } from '../members/resolve-member.ts'
import { saveDeliveryAddressStatements } from '../members/address-book.ts'
import type { OrderCaller } from './order-caller.ts'
import { checkReadyToOrder } from './order-checks.ts'
import { loadBasket, loadOrder, type OrderSnapshot } from './order-store.ts'
import { writeOrder, type Guard } from './order-writes.ts'
import { planPayments, type PlannedPayment } from './payments.ts'
import { chargeOncePerSubmit, type CardProvider } from './card-provider.ts'
import { totalsColumns } from './order-pricing.ts'
import { findLocation } from '../locations/location-store.ts'
import { paymentKindsSchema } from '#shared/schemas/location.ts'
import { isOrderNumberClash, newOrderNumber } from './order-number.ts'
import { receiptMessage } from './order-receipt.ts'
import { preorderView } from '../preorder/preorder-view.ts'
import { outboxStatement, type OutboxMessage } from '../members/outbox.ts'
import { toLocalTime } from '../time/zoned-time.ts'
import { checkBasketPreorder, pickupsWithRoom, PREORDER_FIELD } from '../preorder/preorder-checks.ts'
import { isPickupFull, reserveStatements } from '../preorder/preorder-capacity.ts'
import { PREORDER_MESSAGES } from '../preorder/preorder-messages.ts'

// POST orders/{id}/submit. The basket becomes an order in one batch: the conditional stamp (status open → placed at
// the version read), the gift-card debits, the payment rows and, for a member, the card they used and the address
// they asked to save, and the spending of its reward. Its points and its referrer's bonus are not paid here: they
// come when the order is completed (loyalty/points.ts).
// A second submit of the same basket — a double click, a retry, a concurrent request — finds the stamp no longer
// applies and answers the error catalogue's "This order has already been placed"; a gift card spent elsewhere meanwhile makes
// its debit break the balance CHECK, which rolls the whole batch back; a reward spent by another order meanwhile
// breaks reward_uses' primary key, with the same effect.
// Cards are charged while the payments are planned, before the batch: a submit that ends without an order (the
// batch rolled back, another submit placed it first, a later payment refused) voids every charge it made, so no
// money is taken for an order that does not exist.

type SubmitPayload = z.output<typeof submitOrderPayloadSchema>

const MAX_ATTEMPTS = 3
const GIFT_CARD_SPENT = 'A gift card no longer has enough balance for this order. Please check its balance and try again.'

function paymentStatements(
  db: SandboxDb,
  orderId: string,
  now: number,
  payments: readonly PlannedPayment[],
  guard: Guard,
): D1PreparedStatement[] {
  return payments.flatMap((p) => {
    const insert = db
      .prepare(
        'INSERT INTO order_payments (order_id, kind, amount_cents, description, gift_card_number, created_at) ' +
          `SELECT ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
      )
      .bind(orderId, p.kind, p.amountCents, p.description, p.giftCard?.number ?? null, now, ...guard.binds)
    if (!p.giftCard) return [insert]
    const debit = db
      .prepare(`UPDATE gift_cards SET balance_cents = balance_cents - ? WHERE number = ? AND pin = ? AND ${guard.sql}`)
      .bind(p.amountCents, p.giftCard.number, p.giftCard.pin, ...guard.binds)
    return [debit, insert]
  })
}

/**
 * A member's new card goes to their wallet with the order when they asked to save it, once per card: a card they
 * saved before (the provider's fingerprint) is brought up to date (its newest token and expiry) instead of listed
 * again, and an entry saved before fingerprints were kept with the same brand and last four gives way to it.
 */
function walletStatements(
  db: SandboxDb,
  member: SandboxMember,
  now: number,
  payments: readonly PlannedPayment[],
  guard: Guard,
): D1PreparedStatement[] {
  return payments.flatMap(({ newCard: card }) =>
    card
      ? [
          db
            .prepare(`DELETE FROM member_payments WHERE member_id = ? AND fingerprint IS NULL AND brand = ? AND last4 = ? AND ${guard.sql}`)
            .bind(member.id, card.brand, card.last4, ...guard.binds),
          db
            .prepare(
              'UPDATE member_payments SET card_token = ?, card_type = ?, exp_month = ?, exp_year = ?, created_at = ? ' +
                `WHERE member_id = ? AND fingerprint = ? AND ${guard.sql}`,
            )
            .bind(card.token, card.cardType, card.expMonth, card.expYear, now, member.id, card.fingerprint, ...guard.binds),
          db
            .prepare(
              'INSERT OR IGNORE INTO member_payments (member_id, card_token, brand, last4, card_type, exp_month, exp_year, fingerprint, created_at) ' +
                `SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
            )
            .bind(
              member.id,
              card.token,
              card.brand,
              card.last4,
              card.cardType,
              card.expMonth,
              card.expYear,
              card.fingerprint,
              now,
              ...guard.binds,
            ),
        ]
      : [],
  )
}

/** The loyalty side of placing an order: its reward spent (points wait for completion). */
function loyaltyStatements(db: SandboxDb, basket: OrderSnapshot, now: number, guard: Guard): D1PreparedStatement[] {
  const { order } = basket
  const statements: D1PreparedStatement[] = []
  if (basket.reward !== null) {
    // A plain INSERT on purpose: if the reward was spent meanwhile, its primary key fails the whole batch.
    statements.push(
      db
        .prepare(`INSERT INTO reward_uses (reference, order_id, used_at) SELECT ?, ?, ? WHERE ${guard.sql}`)
        .bind(basket.reward.reference, order.id, now, ...guard.binds),
    )
  }
  return statements
}

const isBalanceCheck = (error: unknown): boolean => error instanceof Error && /CHECK constraint failed/i.test(error.message)
const isRewardSpent = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed: reward_uses/i.test(error.message)

export interface PlacedOrder {
  snapshot: OrderSnapshot
  /** The receipt written to the outbox with the order, for the caller to hand to `notify` once placed. */
  receipt: OutboxMessage
}

/** `caller` is the member placing it (usertype user, token required) or whoever holds the basket as a guest. */
export async function submitOrder(
  db: SandboxDb,
  id: string,
  payload: SubmitPayload,
  caller: OrderCaller,
  now: number,
  cardProvider: CardProvider,
): Promise<PlacedOrder> {
  const charges = chargeOncePerSubmit(cardProvider)
  let placed: PlacedOrder | null = null
  try {
    placed = await placeOrder(db, id, payload, caller, now, charges.charge)
    return placed
  } finally {
    if (placed === null) await charges.voidAll()
  }
}

async function placeOrder(
  db: SandboxDb,
  id: string,
  payload: SubmitPayload,
  caller: OrderCaller,
  now: number,
  charge: ReturnType<typeof chargeOncePerSubmit>['charge'],
): Promise<PlacedOrder> {
  const member = payload.usertype === 'user' ? caller.member : null
  const cards = { charge, orderRef: id }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const basket = await loadBasket(db, id, now, caller)
    const { totals, readyAt } = checkReadyToOrder(basket, now)
    // A pre-order is checked before any card is charged; its pies are reserved in the batch below.
    const preorder = await checkBasketPreorder(db, basket, now)
    const location = await findLocation(db, basket.order.location_id)
    const accepted = location?.payment_kinds ?? paymentKindsSchema.parse(undefined)
    const payments = await planPayments(db, payload.payments, totals.total, basket.order.handoff, member, now, cards, accepted)
    const guest = payload.usertype === 'guest' ? payload : null
    const memberId = member?.id ?? basket.order.member_id
    // A reward is its member's alone: the order must be placed as (or already belong to) that member.
    if (basket.reward !== null && basket.reward.memberId !== memberId) throw new SandboxError(400, REWARD_MESSAGES.signInToUse)
    // The short number is unique per restaurant and the day the order is for; a clash draws again (order-number.ts).
    const orderNumber = newOrderNumber()
    const receipt = receiptMessage({
      to: guest?.email.trim() ?? member?.email ?? '',
      orderNumber,
      location: basket.location,
      asap: basket.order.time_wanted === null,
      readyAt,
      preorder: receiptPreorder(basket.order),
      lines: basket.lines,
      totalCents: totals.total,
    })
    let placed: boolean
    try {
      placed = await writeOrder(db, basket.order, now, {
        validation: 'validated',
        set: {
          status: 'placed',
          member_id: memberId,
          guest_first_name: guest?.first_name.trim() ?? null,
          guest_last_name: guest?.last_name.trim() ?? null,
          guest_email: guest?.email.trim() ?? null,
          guest_phone: guest?.phone.replace(/\D/g, '') ?? null,
          ...totalsColumns(totals),
          ready_at: readyAt,
          placed_at: now,
          order_number: orderNumber,
          order_day: toLocalTime(readyAt, basket.location.timezone).date,
          preorder_quantity: preorder?.quantity ?? null,
          checkout_token: null,
          checkout_token_expires_at: null,
        },
        statements: (guard) => [
          ...paymentStatements(db, id, now, payments, guard),
          ...(member ? walletStatements(db, member, now, payments, guard) : []),
          ...(member && payload.usertype === 'user' && payload.save_address
            ? saveDeliveryAddressStatements(db, basket.order, member.id, now, guard)
            : []),
          ...loyaltyStatements(db, basket, now, guard),
          ...(preorder
            ? reserveStatements(
                db,
                { locationId: basket.location.id, windowId: preorder.window.id, pickup: preorder.key, quantity: preorder.quantity },
                guard,
              )
            : []),
          ...(receipt.to ? [outboxStatement(db, receipt, now, guard)] : []),
        ],
      })
    } catch (error) {
      // The last pies went to another visitor between the check above and this batch: nothing was written.
      if (preorder && isPickupFull(error)) {
        const withRoom = await pickupsWithRoom(db, basket, preorder.window, now, preorder.quantity, preorder.key)
        throw new SandboxError(409, PREORDER_MESSAGES.full(preorder.pickup, withRoom), PREORDER_FIELD)
      }
      if (isBalanceCheck(error)) throw new SandboxError(402, GIFT_CARD_SPENT, SUBMIT_FIELDS.giftCard)
      if (isRewardSpent(error)) throw new SandboxError(409, REWARD_MESSAGES.used)
      if (isOrderNumberClash(error)) continue
      throw error
    }
    // Not placed: the basket moved on since it was read. The next loadBasket says why (placed → 409) or re-plans.
    if (placed) return { snapshot: await loadOrder(db, id, now, caller), receipt }
  }
  throw new SandboxError(409, MESSAGES.basketChanged)
}

export async function paymentsOf(db: SandboxDb, orderId: string): Promise<{ kind: string; amount_cents: number; description: string }[]> {
  const { results } = await db
    .prepare('SELECT kind, amount_cents, description FROM order_payments WHERE order_id = ?1 ORDER BY id')
    .bind(orderId)
    .all<{ kind: string; amount_cents: number; description: string }>()
  return results
}

/** A pre-order's receipt says its pickup window in the confirmation's words. */
function receiptPreorder(order: Parameters<typeof preorderView>[0]): { title: string; pickupLabel: string } | null {
  const view = preorderView(order)
  return view ? { title: view.title, pickupLabel: view.pickup.label } : null
}
