import type { SandboxDb } from '../db/sandbox-db.ts'
import type { Guard } from '../orders/order-writes.ts'
import { toDollars } from '../money.ts'

// Points live in a ledger (points_ledger): the balance is its sum, every change one row. Placed member orders earn
// 10 points per dollar of food (subtotal less any discount; tax, tip and delivery earn nothing: our choice),
// rounded down; a referrer earns a flat bonus when a basket naming their code is placed; a cancelled order takes
// back what it earned; a redeemed reward costs its points. The ledger's unique indexes make every earning happen
// once, so the statements below can be replayed safely (INSERT OR IGNORE).

export const POINTS_PER_DOLLAR = 10
export const REFERRAL_POINTS = 100

const pointsForOrder = (subtotalCents: number, discountCents: number): number =>
  Math.floor((Math.max(0, subtotalCents - discountCents) * POINTS_PER_DOLLAR) / 100)

/** SQL for one member's balance, given the member id as the parameter at `param`. */
export const balanceSql = (param: string): string => `(SELECT COALESCE(SUM(delta), 0) FROM points_ledger WHERE member_id = ${param})`

export async function pointsOf(db: SandboxDb, memberId: string): Promise<{ points: number; lifetime: number }> {
  const row = await db
    .prepare(
      "SELECT COALESCE(SUM(delta), 0) AS points, COALESCE(SUM(CASE WHEN kind = 'redeem' THEN 0 ELSE delta END), 0) AS lifetime FROM points_ledger WHERE member_id = ?1",
    )
    .bind(memberId)
    .first<{ points: number; lifetime: number }>()
  return { points: row?.points ?? 0, lifetime: row?.lifetime ?? 0 }
}

interface Earning {
  orderId: string
  memberId: string
  subtotalCents: number
  discountCents: number
}

/** What a placed order earns its member, inside the write that places (or claims) it. */
export function earnStatements(db: SandboxDb, earning: Earning, now: number, guard: Guard): D1PreparedStatement[] {
  const points = pointsForOrder(earning.subtotalCents, earning.discountCents)
  if (points === 0) return []
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO points_ledger (member_id, delta, kind, order_id, created_at) SELECT ?, ?, 'order', ?, ? WHERE ${guard.sql}`,
      )
      .bind(earning.memberId, points, earning.orderId, now, ...guard.binds),
  ]
}

/** Each referrer named on the basket earns the bonus, unless they are the member placing it. */
export function referralStatements(
  db: SandboxDb,
  orderId: string,
  buyerId: string | null,
  now: number,
  guard: Guard,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "INSERT OR IGNORE INTO points_ledger (member_id, delta, kind, order_id, created_at) SELECT referrer_id, ?, 'referral', order_id, ? " +
          `FROM order_referrals WHERE order_id = ? AND referrer_id IS NOT ? AND ${guard.sql}`,
      )
      .bind(REFERRAL_POINTS, now, orderId, buyerId, ...guard.binds),
  ]
}

/** A cancelled order gives back what it earned (buyer and referrers), and the reward it used is usable again. */
export function cancellationStatements(db: SandboxDb, orderId: string, now: number, guard: Guard): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "INSERT OR IGNORE INTO points_ledger (member_id, delta, kind, order_id, created_at) SELECT member_id, -SUM(delta), 'reversal', ?, ? " +
          `FROM points_ledger WHERE order_id = ? AND kind IN ('order', 'referral') AND ${guard.sql} GROUP BY member_id`,
      )
      .bind(orderId, now, orderId, ...guard.binds),
    db.prepare(`DELETE FROM reward_uses WHERE order_id = ? AND ${guard.sql}`).bind(orderId, ...guard.binds),
  ]
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
