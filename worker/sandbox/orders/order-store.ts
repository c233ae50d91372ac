import type { Location } from '#shared/schemas/location.ts'
import type { Handoff } from '#shared/schemas/order.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { checkOrderOwner, type OrderCaller } from './order-caller.ts'

// Reading orders. One batch brings the order with everything its totals depend on (store, tax rate, coupon) and its
// lines, so every call answers from one consistent snapshot in one round trip.

export type OrderStatus = 'open' | 'placed' | 'cancelled' | 'abandoned'

export interface OrderRow {
  id: string
  location_id: number
  menu_id: number
  member_id: string | null
  status: OrderStatus
  version: number
  handoff: Handoff
  delivery_street: string | null
  delivery_city: string | null
  delivery_zip: string | null
  delivery_latitude: number | null
  delivery_longitude: number | null
  custom_fields: string
  time_wanted: number | null
  tip_cents: number
  coupon_code: string | null
  /** The member reward applied to the basket (loyalty/order-rewards-routes.ts); at most one. */
  reward_reference: string | null
  validated_version: number | null
  subtotal_cents: number | null
  discount_cents: number | null
  tax_cents: number | null
  delivery_cents: number | null
  fees_cents: number | null
  total_cents: number | null
  ready_at: number | null
  placed_at: number | null
  cancelled_at: number | null
  /** When its points (and referral) were paid: set once the order is completed (loyalty/points.ts). */
  points_settled_at: number | null
  /** The short number of a placed order, unique per restaurant and order_day (order-number.ts). */
  order_number: string | null
  /** The restaurant's calendar day the order is for (YYYY-MM-DD), which its number is unique within. */
  order_day: string | null
  /** A holiday pre-order's window id (worker/sandbox/preorder), or null for an everyday order. */
  preorder_window: string | null
  /** Its pickup window's key, "2026-11-25T08:00" in the restaurant's own clock. */
  preorder_pickup: string | null
  /** How many items a placed pre-order reserved in its pickup window (given back if it is cancelled). */
  preorder_quantity: number | null
  guest_first_name: string | null
  guest_last_name: string | null
  guest_email: string | null
  guest_phone: string | null
  checkout_token: string | null
  checkout_token_expires_at: number | null
  created_at: number
  updated_at: number
}

export interface LineRow {
  id: number
  order_id: string
  product_id: number
  name: string
  quantity: number
  base_cents: number
  unit_cents: number
  choices: string
  created_at: number
}

export interface CouponTerms {
  code: string
  description: string
  percentBp: number | null
  amountCents: number | null
  minSubtotalCents: number
}

export interface AppliedReward {
  reference: string
  name: string
  amountCents: number
  /** The member who redeemed it: only their order may use it. */
  memberId: string
  /** The placed order that spent it, or null while it is unspent. */
  usedByOrderId: string | null
}

export interface OrderSnapshot {
  order: OrderRow
  lines: LineRow[]
  location: Location
  taxRatePpm: number
  /** The basket's coupon while the code is still offered; null when there is none or it was withdrawn. */
  coupon: CouponTerms | null
  reward: AppliedReward | null
}

type JoinedRow = OrderRow & {
  location_data: string
  rate_ppm: number | null
  coupon_description: string | null
  coupon_percent_bp: number | null
  coupon_amount_cents: number | null
  coupon_min_subtotal_cents: number | null
  reward_name: string | null
  reward_amount_cents: number | null
  reward_member_id: string | null
  reward_used_by: string | null
}

/** An idle basket is forgotten after a day, as the site forgets its stored order. */
export const BASKET_LIFETIME_MS = 24 * 60 * 60 * 1000

const ORDER_SQL = `SELECT o.*, l.data AS location_data, t.rate_ppm,
    c.description AS coupon_description, c.percent_bp AS coupon_percent_bp, c.amount_cents AS coupon_amount_cents,
    c.min_subtotal_cents AS coupon_min_subtotal_cents,
    r.name AS reward_name, r.amount_cents AS reward_amount_cents, r.member_id AS reward_member_id, u.order_id AS reward_used_by
  FROM orders o
  JOIN locations l ON l.id = o.location_id
  LEFT JOIN tax_rates t ON t.state = l.state
  LEFT JOIN coupons c ON c.code = o.coupon_code AND c.active = 1
  LEFT JOIN member_rewards r ON r.reference = o.reward_reference
  LEFT JOIN reward_uses u ON u.reference = o.reward_reference
  WHERE o.id = ?1`

const LINES_SQL = 'SELECT * FROM order_lines WHERE order_id = ?1 ORDER BY id'

export async function findOrder(db: SandboxDb, id: string): Promise<OrderSnapshot | null> {
  const [orderResult, linesResult] = await db.batch<unknown>([db.prepare(ORDER_SQL).bind(id), db.prepare(LINES_SQL).bind(id)])
  const row = (orderResult?.results[0] ?? null) as JoinedRow | null
  if (row === null) return null
  if (row.rate_ppm === null) throw new Error(`No sales tax rate for the state of location ${row.location_id}`)
  const {
    location_data,
    rate_ppm,
    coupon_description,
    coupon_percent_bp,
    coupon_amount_cents,
    coupon_min_subtotal_cents,
    reward_name,
    reward_amount_cents,
    reward_member_id,
    reward_used_by,
    ...order
  } = row
  const coupon: CouponTerms | null =
    order.coupon_code !== null && coupon_description !== null && coupon_min_subtotal_cents !== null
      ? {
          code: order.coupon_code,
          description: coupon_description,
          percentBp: coupon_percent_bp,
          amountCents: coupon_amount_cents,
          minSubtotalCents: coupon_min_subtotal_cents,
        }
      : null
  const reward: AppliedReward | null =
    order.reward_reference !== null && reward_name !== null && reward_amount_cents !== null && reward_member_id !== null
      ? {
          reference: order.reward_reference,
          name: reward_name,
          amountCents: reward_amount_cents,
          memberId: reward_member_id,
          usedByOrderId: reward_used_by,
        }
      : null
  return {
    order,
    lines: (linesResult?.results ?? []) as LineRow[],
    location: JSON.parse(location_data) as Location,
    taxRatePpm: rate_ppm,
    coupon,
    reward,
  }
}

const isGone = (order: OrderRow, now: number): boolean =>
  order.status === 'abandoned' || (order.status === 'open' && now - order.updated_at > BASKET_LIFETIME_MS)

/** Any order the caller may still see: their own (or a guest's) open basket, or placed or cancelled order. */
export async function loadOrder(db: SandboxDb, id: string, now: number, caller: OrderCaller): Promise<OrderSnapshot> {
  const snapshot = await findOrder(db, id)
  if (snapshot === null || isGone(snapshot.order, now)) throw new SandboxError(404, MESSAGES.basketNotFound)
  checkOrderOwner(snapshot.order, caller)
  return snapshot
}

/** A basket that can still change: the error catalogue's two messages tell the site what happened to any other. */
export async function loadBasket(db: SandboxDb, id: string, now: number, caller: OrderCaller): Promise<OrderSnapshot> {
  const snapshot = await loadOrder(db, id, now, caller)
  if (snapshot.order.status !== 'open') throw new SandboxError(409, MESSAGES.alreadyPlaced)
  return snapshot
}
