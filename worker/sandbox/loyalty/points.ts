import type { SandboxDb } from '../db/sandbox-db.ts'
import { toDollars } from '../money.ts'
import { READY_WINDOW_MS } from '../orders/order-status.ts'
import type { Guard } from '../orders/order-writes.ts'

// Points live in a ledger (points_ledger): every change one row. points_balances holds each member's sum, kept by a
// trigger, and its CHECK keeps it at zero or above (migration 0004), so no write of any path can overspend.
//
// - A member order earns 10 points per dollar of food (subtotal less any discount; tax, tip and delivery earn
//   nothing: our choice), rounded down, when it is completed: picked up or delivered, which on the sandbox's status
//   timeline is its ready time plus the pickup window (orders/order-status.ts). Never when it is placed: until then
//   the points are pending, and a cancelled order never completes, so it earns nothing.
// - A referral pays REFERRAL_POINTS by the same rule, when the referred order completes, to the first referrer
//   named on the basket; once per referred customer (their normalised email and phone, either one counts), and
//   never when the referrer is the customer.
// - Only the balance (earned points) can be redeemed.
//
// A status that follows the clock has no moment at which "completed" happens, so every read or spending of points
// first settles what has completed since the last one (settleCompletedOrders). Every statement is safe to replay:
// ledger rows are written only where none exists yet for the same earning, and always with plain INSERTs (an outer
// INSERT OR IGNORE would hand its IGNORE to the balance trigger and skip a failed CHECK).

export const POINTS_PER_DOLLAR = 10
export const REFERRAL_POINTS = 100

/** At most this many orders are settled by one read; the next read settles the rest. */
const SETTLE_BATCH = 50

export const pointsForOrder = (subtotalCents: number, discountCents: number): number =>
  Math.floor((Math.max(0, subtotalCents - discountCents) * POINTS_PER_DOLLAR) / 100)

/** pointsForOrder in SQL, over an orders row (integer division floors a non-negative number). */
const ORDER_POINTS_SQL = `(MAX(0, COALESCE(subtotal_cents, 0) - COALESCE(discount_cents, 0)) * ${POINTS_PER_DOLLAR}) / 100`

/** SQL for one member's balance, given the member id as the parameter at `param`. */
export const balanceSql = (param: string): string => `(SELECT COALESCE((SELECT points FROM points_balances WHERE member_id = ${param}), 0))`

/** The same customer however they typed it: trimmed, lower-cased, without a "+tag" in the mailbox name. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at < 0) return trimmed
  const mailbox = trimmed.slice(0, at)
  const plus = mailbox.indexOf('+')
  return (plus < 0 ? mailbox : mailbox.slice(0, plus)) + trimmed.slice(at)
}

/** The last ten digits: separators and a leading country code do not make another customer. */
export const normalisePhone = (phone: string): string => phone.replace(/\D/g, '').slice(-10)

export interface Points {
  /** Earned and not spent: what can be redeemed. */
  points: number
  /** Everything ever earned (redeeming does not lower it). */
  lifetime: number
  /** What placed orders will earn once completed. */
  pending: number
}

/** A member's points as of `now`, after settling whatever has completed by then. */
export async function pointsOf(db: SandboxDb, memberId: string, now: number): Promise<Points> {
  await settleCompletedOrders(db, now)
  const row = await db
    .prepare(
      `SELECT ${balanceSql('?1')} AS points, ` +
        "(SELECT COALESCE(SUM(delta), 0) FROM points_ledger WHERE member_id = ?1 AND kind <> 'redeem') AS lifetime, " +
        `(SELECT COALESCE(SUM(${ORDER_POINTS_SQL}), 0) FROM orders WHERE member_id = ?1 AND status = 'placed' AND points_settled_at IS NULL) AS pending`,
    )
    .bind(memberId)
    .first<Points>()
  return { points: row?.points ?? 0, lifetime: row?.lifetime ?? 0, pending: row?.pending ?? 0 }
}

interface CompletedOrder {
  id: string
  member_id: string | null
  subtotal_cents: number | null
  discount_cents: number | null
  ready_at: number
  email: string | null
  phone: string | null
}

interface Referrer {
  order_id: string
  id: string
  email: string
  phone: string
}

/** Still placed and not settled: the condition every settling statement of one order repeats. */
const UNSETTLED = "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'placed' AND points_settled_at IS NULL)"

/** The referrer this order pays, if any: the first named who is not the customer, by account, email or phone. */
function payableReferrer(order: CompletedOrder, referrers: readonly Referrer[]): Referrer | null {
  if (order.email === null || order.phone === null) return null
  const email = normaliseEmail(order.email)
  const phone = normalisePhone(order.phone)
  return (
    referrers.find(
      (r) => r.order_id === order.id && r.id !== order.member_id && normaliseEmail(r.email) !== email && normalisePhone(r.phone) !== phone,
    ) ?? null
  )
}

function settleStatements(db: SandboxDb, order: CompletedOrder, referrers: readonly Referrer[], now: number): D1PreparedStatement[] {
  const completedAt = order.ready_at + READY_WINDOW_MS
  const statements: D1PreparedStatement[] = []
  const points = pointsForOrder(order.subtotal_cents ?? 0, order.discount_cents ?? 0)
  if (order.member_id !== null && points > 0) {
    statements.push(
      db
        .prepare(
          "INSERT INTO points_ledger (member_id, delta, kind, order_id, created_at) SELECT ?, ?, 'order', ?, ? " +
            `WHERE ${UNSETTLED} AND NOT EXISTS (SELECT 1 FROM points_ledger WHERE kind = 'order' AND order_id = ?)`,
        )
        .bind(order.member_id, points, order.id, completedAt, order.id, order.id),
    )
  }
  const referrer = payableReferrer(order, referrers)
  if (referrer !== null) {
    const email = normaliseEmail(order.email ?? '')
    const phone = normalisePhone(order.phone ?? '')
    statements.push(
      // The UNIQUE email and phone make the payout once per customer; no trigger sits on this table, so OR IGNORE
      // is safe here.
      db
        .prepare(
          'INSERT OR IGNORE INTO referral_payouts (order_id, referrer_id, customer_email, customer_phone, paid_at) SELECT ?, ?, ?, ?, ? ' +
            `WHERE ${UNSETTLED} AND NOT EXISTS (SELECT 1 FROM referral_payouts WHERE customer_email = ? OR customer_phone = ?)`,
        )
        .bind(order.id, referrer.id, email, phone, completedAt, order.id, email, phone),
      db
        .prepare(
          "INSERT INTO points_ledger (member_id, delta, kind, order_id, created_at) SELECT referrer_id, ?, 'referral', order_id, paid_at " +
            "FROM referral_payouts p WHERE p.order_id = ? AND NOT EXISTS (SELECT 1 FROM points_ledger l WHERE l.kind = 'referral' AND l.order_id = p.order_id)",
        )
        .bind(REFERRAL_POINTS, order.id),
    )
  }
  statements.push(
    db
      .prepare("UPDATE orders SET points_settled_at = ? WHERE id = ? AND status = 'placed' AND points_settled_at IS NULL")
      .bind(now, order.id),
  )
  return statements
}

/**
 * Pays what orders completed by `now` earned, their members' points and their referrers' bonus, in one batch.
 * Two settlements at once pay once: each statement repeats "still unsettled", and D1 runs batches one at a time.
 */
export async function settleCompletedOrders(db: SandboxDb, now: number): Promise<void> {
  const { results: orders } = await db
    .prepare(
      'SELECT o.id, o.member_id, o.subtotal_cents, o.discount_cents, o.ready_at, COALESCE(m.email, o.guest_email) AS email, ' +
        "COALESCE(m.phone, o.guest_phone) AS phone FROM orders o LEFT JOIN members m ON m.id = o.member_id WHERE o.status = 'placed' " +
        'AND o.points_settled_at IS NULL AND o.ready_at <= ?1 ORDER BY o.ready_at LIMIT ?2',
    )
    .bind(now - READY_WINDOW_MS, SETTLE_BATCH)
    .all<CompletedOrder>()
  if (orders.length === 0) return
  const { results: referrers } = await db
    .prepare(
      'SELECT r.order_id, m.id, m.email, m.phone FROM order_referrals r JOIN members m ON m.id = r.referrer_id ' +
        'WHERE r.order_id IN (SELECT value FROM json_each(?1)) ORDER BY r.rowid',
    )
    .bind(JSON.stringify(orders.map((o) => o.id)))
    .all<Referrer>()
  await db.batch(orders.flatMap((order) => settleStatements(db, order, referrers, now)))
}

interface Earning {
  orderId: string
  memberId: string
  subtotalCents: number
  discountCents: number
}

/**
 * What an order that just became the member's earns them, inside the write that gives it to them (a claimed guest
 * order, a seed member's past order): nothing yet if it is not completed (settling pays it then), its points now if
 * it is.
 */
export function earnStatements(db: SandboxDb, earning: Earning, now: number, guard: Guard): D1PreparedStatement[] {
  const points = pointsForOrder(earning.subtotalCents, earning.discountCents)
  const completed = "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'placed' AND ready_at <= ?)"
  const completedBinds = [earning.orderId, now - READY_WINDOW_MS] as const
  const statements: D1PreparedStatement[] = []
  if (points > 0) {
    statements.push(
      db
        .prepare(
          "INSERT INTO points_ledger (member_id, delta, kind, order_id, created_at) SELECT ?, ?, 'order', ?, ? " +
            `WHERE ${completed} AND NOT EXISTS (SELECT 1 FROM points_ledger WHERE kind = 'order' AND order_id = ?) AND ${guard.sql}`,
        )
        .bind(earning.memberId, points, earning.orderId, now, ...completedBinds, earning.orderId, ...guard.binds),
    )
  }
  statements.push(
    db
      .prepare(`UPDATE orders SET points_settled_at = ? WHERE id = ? AND points_settled_at IS NULL AND ${completed} AND ${guard.sql}`)
      .bind(now, earning.orderId, ...completedBinds, ...guard.binds),
  )
  return statements
}

/**
 * A cancelled order's reward is usable again. It gives back no points: it had earned none, since points come
 * only with completion and a completed order cannot be cancelled.
 */
export function cancellationStatements(db: SandboxDb, orderId: string, guard: Guard): D1PreparedStatement[] {
  return [db.prepare(`DELETE FROM reward_uses WHERE order_id = ? AND ${guard.sql}`).bind(orderId, ...guard.binds)]
}

interface BankedReward {
  reference: string
  reward_code: string
  name: string
  points: number
  amount_cents: number
  created_at: number
}

/** A member's redeemed rewards not spent on a placed order. */
export async function bankedRewards(db: SandboxDb, memberId: string): Promise<BankedReward[]> {
  const { results } = await db
    .prepare(
      'SELECT r.reference, r.reward_code, r.name, r.points, r.amount_cents, r.created_at FROM member_rewards r ' +
        'WHERE r.member_id = ?1 AND NOT EXISTS (SELECT 1 FROM reward_uses u WHERE u.reference = r.reference) ORDER BY r.created_at, r.rowid',
    )
    .bind(memberId)
    .all<BankedReward>()
  return results
}

/** A banked reward as it travels: the reference is also the code the member can show in the restaurant. */
export const rewardView = (reward: BankedReward) => ({
  reference: reward.reference,
  code: reward.reference,
  reward_code: reward.reward_code,
  name: reward.name,
  points: reward.points,
  amount: toDollars(reward.amount_cents),
  redeemed_at: new Date(reward.created_at).toISOString(),
})
