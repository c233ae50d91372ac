import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { REWARD_MESSAGES } from '../loyalty/reward-messages.ts'
import { asapReadyTime, isSlot } from '../time/handoff-calendar.ts'
import { priceBasket, type Totals } from './order-pricing.ts'
import type { OrderSnapshot } from './order-store.ts'
import { CURBSIDE_FIELDS, customFieldsOf } from './order-view.ts'

// What validate and submit both require of a basket before it can become an order. Each failure is a sentence the
// visitor can act on; the error catalogue's coupon sentence is used word for word.

interface Readiness {
  totals: Totals
  readyAt: number
}

const MESSAGES_CHECKOUT = {
  empty: 'Your basket is empty. Please add an item first.',
  needsAddress: 'Please enter a delivery address.',
  handoffGone: 'This location no longer offers this handoff. Please choose another.',
  curbsideVehicle: 'Please tell us your vehicle make, model and color for curbside pickup.',
  closedNow: 'This location is not taking orders for this time. Please choose a later time.',
  timeGone: 'The time you chose is no longer available. Please choose another time.',
} as const

export function checkReadyToOrder(basket: OrderSnapshot, now: number): Readiness {
  const { order, location } = basket
  if (basket.lines.length === 0) throw new SandboxError(400, MESSAGES_CHECKOUT.empty)

  const services = location.services
  if (order.handoff === 'delivery' || order.handoff === 'dispatch') {
    if (!services[order.handoff]) throw new SandboxError(400, MESSAGES_CHECKOUT.handoffGone)
    if (order.delivery_street === null) throw new SandboxError(400, MESSAGES_CHECKOUT.needsAddress)
  }
  if (order.handoff === 'curbside') {
    if (!services.curbside) throw new SandboxError(400, MESSAGES_CHECKOUT.handoffGone)
    const fields = customFieldsOf(order)
    if (CURBSIDE_FIELDS.some((f) => !fields[f.id])) throw new SandboxError(400, MESSAGES_CHECKOUT.curbsideVehicle)
  }

  // The coupon and reward calls each refuse the other, so both at once would be a bug; refuse rather than price it.
  if (order.coupon_code !== null && order.reward_reference !== null) throw new SandboxError(400, REWARD_MESSAGES.rewardWithCoupon)
  // A reward can sit on two baskets; whichever is placed first spends it.
  const usedBy = basket.reward?.usedByOrderId ?? null
  if (usedBy !== null && usedBy !== order.id) throw new SandboxError(409, REWARD_MESSAGES.used)

  const totals = priceBasket(basket)
  if (!totals.couponApplies) throw new SandboxError(400, MESSAGES.couponInvalid)

  let readyAt: number
  if (order.preorder_window !== null && order.time_wanted !== null) {
    // A holiday pre-order's pickup is checked by checkBasketPreorder (preorder/preorder-checks.ts), which the
    // caller runs too: it reads the bakery's capacity, which this synchronous check cannot.
    readyAt = order.time_wanted
  } else if (order.time_wanted === null) {
    const asap = asapReadyTime(location, order.handoff, now)
    if (asap === null) throw new SandboxError(400, MESSAGES_CHECKOUT.closedNow)
    readyAt = asap
  } else {
    if (!isSlot(location, order.handoff, order.time_wanted, now))
      throw new SandboxError(400, MESSAGES_CHECKOUT.timeGone, SUBMIT_FIELDS.pickup)
    readyAt = order.time_wanted
  }
  return { totals, readyAt }
}
