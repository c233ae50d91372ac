import type { Handoff } from '#shared/schemas/order.ts'
import { mulDivHalfUp } from '../money.ts'
import type { OrderSnapshot } from './order-store.ts'

// The money of a basket, in integer cents, as one pure function: validate, submit and every basket response use
// it, and the tests check it against an independent calculation on random baskets.
//
//   subtotal = Σ quantity × (product price + chosen option prices)
//   discount = the coupon: a percentage of the subtotal (half-up to the cent) or a fixed amount, at most the subtotal;
//              or the member reward's fixed amount, at most the subtotal (a reward and a coupon never combine)
//   tax      = subtotal × the store's state rate, half-up to the cent. Our choice on the base; the brief fixes
//              "subtotal × rate", so a coupon is treated like a manufacturer's coupon (tax on the pre-discount price).
//   total    = subtotal − discount + tax + delivery charge + service fee + tip

/** The handoff charge (the provider's "delivery" line): the store's own drivers, or a third party's. */
const DELIVERY_CHARGE_CENTS: Readonly<Record<Handoff, number>> = { pickup: 0, curbside: 0, delivery: 399, dispatch: 499 }

/** The third-party driver service's fee, shown apart from its delivery charge. */
const SERVICE_FEE_CENTS: Readonly<Record<Handoff, number>> = { pickup: 0, curbside: 0, delivery: 0, dispatch: 100 }

interface CouponPricing {
  percentBp: number | null
  amountCents: number | null
  minSubtotalCents: number
}

interface PricingInput {
  lines: readonly { quantity: number; unit_cents: number }[]
  handoff: Handoff
  tipCents: number
  taxRatePpm: number
  coupon: CouponPricing | null
  /** A member reward's amount off (loyalty/); absent or null when the basket has none. */
  reward?: { amountCents: number } | null
}

export interface Totals {
  subtotal: number
  discount: number
  tax: number
  delivery: number
  fees: number
  tip: number
  total: number
  /** False when the basket has a coupon whose minimum the subtotal does not reach (validate refuses it). */
  couponApplies: boolean
}

/** The orders-table columns that hold a basket's priced totals, as validate and submit write them. */
export function totalsColumns(totals: Totals) {
  return {
    subtotal_cents: totals.subtotal,
    discount_cents: totals.discount,
    tax_cents: totals.tax,
    delivery_cents: totals.delivery,
    fees_cents: totals.fees,
    total_cents: totals.total,
  }
}

export function priceOrder(input: PricingInput): Totals {
  const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unit_cents, 0)
  const coupon = input.coupon
  const couponApplies = coupon === null || subtotal >= coupon.minSubtotalCents
  let discount = 0
  if (coupon !== null && couponApplies) {
    discount = coupon.percentBp !== null ? mulDivHalfUp(subtotal, coupon.percentBp, 10_000) : Math.min(coupon.amountCents ?? 0, subtotal)
  }
  if (input.reward) discount += Math.min(input.reward.amountCents, subtotal - discount)
  const tax = mulDivHalfUp(subtotal, input.taxRatePpm, 1_000_000)
  const delivery = DELIVERY_CHARGE_CENTS[input.handoff]
  const fees = SERVICE_FEE_CENTS[input.handoff]
  const tip = input.tipCents
  return { subtotal, discount, tax, delivery, fees, tip, total: subtotal - discount + tax + delivery + fees + tip, couponApplies }
}

/** A code the store has withdrawn since it was applied: it discounts nothing, and validate refuses it. */
const WITHDRAWN_COUPON: CouponPricing = { percentBp: null, amountCents: 0, minSubtotalCents: Number.MAX_SAFE_INTEGER }

/** The live totals of a basket snapshot. */
export function priceBasket(basket: OrderSnapshot): Totals {
  const { order } = basket
  return priceOrder({
    lines: basket.lines,
    handoff: order.handoff,
    tipCents: order.tip_cents,
    taxRatePpm: basket.taxRatePpm,
    coupon: order.coupon_code === null ? null : (basket.coupon ?? WITHDRAWN_COUPON),
    reward: basket.reward === null ? null : { amountCents: basket.reward.amountCents },
  })
}
