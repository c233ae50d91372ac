import { Hono } from 'hono'
import { API_PARAM_PATTERNS } from '#shared/api-calls.ts'
import {
  couponPayloadSchema,
  customFieldsPayloadSchema,
  giftCardPayloadSchema,
  orderAddressPayloadSchema,
  orderTimePayloadSchema,
  submitOrderPayloadSchema,
  tipPayloadSchema,
} from '#shared/schemas/api/orders.ts'
import type { Handoff } from '#shared/schemas/order.ts'
import { milesBetween } from '../geo/distance.ts'
import { placeByZip } from '../geo/zip-directory.ts'
import { readBody } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { REWARD_MESSAGES } from '../loyalty/reward-messages.ts'
import { requireMember } from '../members/require-member.ts'
import { toCents, toDollars } from '../money.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { LEAD_MINUTES, ORDER_AHEAD_DAYS, isSlot, isWithinHorizon } from '../time/handoff-calendar.ts'
import { memberCaller, orderCaller } from './order-caller.ts'
import { issueOrderClaim } from './order-claims.ts'
import { orderIdParam, respond } from './order-http.ts'
import { checkReadyToOrder } from './order-checks.ts'
import { checkBasketPreorder } from '../preorder/preorder-checks.ts'
import { priceOrder, totalsColumns } from './order-pricing.ts'
import { loadBasket } from './order-store.ts'
import { CURBSIDE_FIELDS, customFieldsOf, orderView } from './order-view.ts'
import { changeBasket } from './order-writes.ts'
import { checkGiftCard } from './gift-card-check.ts'
import { paymentsOf, submitOrder } from './submit-order.ts'
import { cardProvider } from './card-provider.ts'

// Checkout calls on a basket: handoff, address, custom fields, time, tip, coupon, validate, token,
// gift-card balance, submit.

const HANDOFF_NAMES: Readonly<Record<Handoff, string>> = {
  pickup: 'pickup',
  curbside: 'curbside pickup',
  delivery: 'delivery',
  dispatch: 'dispatch delivery',
}

const CHECKOUT_MESSAGES = {
  notOffered: (handoff: Handoff) => `This location does not offer ${HANDOFF_NAMES[handoff]}.`,
  useAddressCall: 'Delivery and dispatch are chosen by entering a delivery address.',
  outsideArea: 'This address is outside the delivery area of this location.',
  tooSoon: 'That time is too soon. Please choose a later time.',
  tooFarAhead: `This location takes orders up to ${ORDER_AHEAD_DAYS} days ahead. Please choose an earlier time.`,
  closedThen: 'This location is not open for your order at that time. Please choose one of the offered times.',
} as const

const CHECKOUT_TOKEN_LIFETIME_MS = 30 * 60 * 1000
const CURBSIDE_FIELD_IDS = new Set<string>(CURBSIDE_FIELDS.map((f) => f.id))

export function checkoutRoutes() {
  const app = new Hono<SandboxHono>()

  // Only pickup and curbside come through here (the call table's handoff pattern).
  app.put('/:id/handoff/:type', async (c) => {
    const { db, deps } = c.var
    const type = c.req.param('type')
    if (type === 'delivery' || type === 'dispatch') throw new SandboxError(400, CHECKOUT_MESSAGES.useAddressCall)
    if (!API_PARAM_PATTERNS.handoffType.test(type)) throw new SandboxError(404, MESSAGES.notFound)
    const handoff = type as 'pickup' | 'curbside'
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), (basket) => {
      if (handoff === 'curbside' && !basket.location.services.curbside)
        throw new SandboxError(400, CHECKOUT_MESSAGES.notOffered('curbside'))
      return {
        set: { handoff, delivery_street: null, delivery_city: null, delivery_zip: null, delivery_latitude: null, delivery_longitude: null },
      }
    })
    return respond(c, basket)
  })

  // Delivery and dispatch need an address inside the store's delivery radius; the zip places it (any real US zip).
  app.put('/:id/address', async (c) => {
    const { db, deps } = c.var
    const { type, address } = await readBody(c, orderAddressPayloadSchema)
    const place = placeByZip(address.zip)
    if (place === undefined) throw new SandboxError(400, MESSAGES.incorrectFormat)
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), ({ location }) => {
      if (!location.services[type]) throw new SandboxError(400, CHECKOUT_MESSAGES.notOffered(type))
      if (milesBetween(location, place) > location.delivery_radius_miles) throw new SandboxError(400, CHECKOUT_MESSAGES.outsideArea)
      return {
        set: {
          handoff: type,
          delivery_street: address.address.trim(),
          delivery_city: address.city.trim(),
          delivery_zip: address.zip,
          delivery_latitude: place.latitude,
          delivery_longitude: place.longitude,
        },
      }
    })
    return respond(c, basket)
  })

  // The store's custom fields are curbside's vehicle make, model and colour; an empty value clears a field.
  app.put('/:id/custom', async (c) => {
    const { db, deps } = c.var
    const { fields } = await readBody(c, customFieldsPayloadSchema)
    if (fields.some((f) => !CURBSIDE_FIELD_IDS.has(String(f.id)))) throw new SandboxError(400, MESSAGES.correctInputs)
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), (basket) => {
      const merged = customFieldsOf(basket.order)
      for (const field of fields) {
        const value = field.value.trim()
        if (value) merged[String(field.id)] = value
        else delete merged[String(field.id)]
      }
      return { set: { custom_fields: JSON.stringify(merged) } }
    })
    return respond(c, basket)
  })

  // An advance time must be one of the calendar's slots for the basket's handoff (GET menus/{store}/times): after
  // the lead time, within the store's order-ahead horizon, inside its hours in its own time zone.
  app.put('/:id/time', async (c) => {
    const { db, deps } = c.var
    const { time } = await readBody(c, orderTimePayloadSchema)
    const wanted = Date.parse(time)
    const now = deps.now()
    const basket = await changeBasket(db, orderIdParam(c), now, await orderCaller(c), ({ location, order }) => {
      if (wanted < now + LEAD_MINUTES[order.handoff] * 60_000) throw new SandboxError(400, CHECKOUT_MESSAGES.tooSoon)
      if (!isWithinHorizon(location, wanted, now)) throw new SandboxError(400, CHECKOUT_MESSAGES.tooFarAhead)
      if (!isSlot(location, order.handoff, wanted, now)) throw new SandboxError(400, CHECKOUT_MESSAGES.closedThen)
      return { set: { time_wanted: wanted, preorder_window: null, preorder_pickup: null } }
    })
    return respond(c, basket)
  })

  app.delete('/:id/time', async (c) => {
    const { db, deps } = c.var
    return respond(
      c,
      await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), () => ({
        set: { time_wanted: null, preorder_window: null, preorder_pickup: null },
      })),
    )
  })

  app.put('/:id/tip', async (c) => {
    const { db, deps } = c.var
    const { amount } = await readBody(c, tipPayloadSchema)
    return respond(
      c,
      await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), () => ({ set: { tip_cents: toCents(amount) } })),
    )
  })

  // A coupon must exist, still be offered, and its minimum must be met by the basket as it is now.
  app.put('/:id/coupon', async (c) => {
    const { db, deps } = c.var
    const code = (await readBody(c, couponPayloadSchema)).code.toUpperCase()
    const coupon = await db
      .prepare('SELECT percent_bp, amount_cents, min_subtotal_cents FROM coupons WHERE code = ?1 AND active = 1')
      .bind(code)
      .first<{ percent_bp: number | null; amount_cents: number | null; min_subtotal_cents: number }>()
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), (basket) => {
      if (basket.order.reward_reference !== null) throw new SandboxError(400, REWARD_MESSAGES.couponWithReward)
      if (coupon === null) throw new SandboxError(400, MESSAGES.couponInvalid)
      const totals = priceOrder({
        lines: basket.lines,
        handoff: basket.order.handoff,
        tipCents: basket.order.tip_cents,
        taxRatePpm: basket.taxRatePpm,
        coupon: { percentBp: coupon.percent_bp, amountCents: coupon.amount_cents, minSubtotalCents: coupon.min_subtotal_cents },
      })
      if (!totals.couponApplies) throw new SandboxError(400, MESSAGES.couponInvalid)
      return { set: { coupon_code: code } }
    })
    return respond(c, basket)
  })

  app.delete('/:id/coupon', async (c) => {
    const { db, deps } = c.var
    return respond(c, await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), () => ({ set: { coupon_code: null } })))
  })

  // Validate makes the totals authoritative (estimated: false) and fixes the ready time, until the next change.
  app.post('/:id/validate', async (c) => {
    const { db, deps } = c.var
    const now = deps.now()
    const basket = await changeBasket(db, orderIdParam(c), now, await orderCaller(c), async (basket) => {
      const { totals, readyAt } = checkReadyToOrder(basket, now)
      await checkBasketPreorder(db, basket, now)
      return {
        validation: 'validated',
        set: {
          ...totalsColumns(totals),
          ready_at: readyAt,
        },
      }
    })
    return respond(c, basket)
  })

  // Our choice ("not shown"): a short-lived basket token for the provider's checkout script. Issuing one changes
  // nothing the totals depend on, so a validated basket stays validated.
  app.post('/:id/token', async (c) => {
    const { db, deps } = c.var
    const now = deps.now()
    const token = crypto.randomUUID().replaceAll('-', '')
    const expires = now + CHECKOUT_TOKEN_LIFETIME_MS
    await changeBasket(db, orderIdParam(c), now, await orderCaller(c), () => ({
      validation: 'keep',
      set: { checkout_token: token, checkout_token_expires_at: expires },
    }))
    return c.json({ token, expires: new Date(expires).toISOString() })
  })

  // The gift-card balance call (puts a bot-check on it; the site's proxy does that before it gets here).
  app.post('/:id/giftcard', async (c) => {
    const { db, deps } = c.var
    const { number, pin } = await readBody(c, giftCardPayloadSchema)
    await loadBasket(db, orderIdParam(c), deps.now(), await orderCaller(c))
    const balanceCents = await checkGiftCard(db, number, pin, deps.now())
    // Number, pin, balance; the pin is never echoed back.
    return c.json({ number, balance: toDollars(balanceCents) })
  })

  app.post('/:id/submit', async (c) => {
    const { db, deps } = c.var
    const id = orderIdParam(c)
    const payload = await readBody(c, submitOrderPayloadSchema)
    const member = payload.usertype === 'user' ? await requireMember(c) : null
    const now = deps.now()
    const caller = member ? memberCaller(member) : await orderCaller(c)
    const { snapshot: order, receipt } = await submitOrder(db, id, payload, caller, now, cardProvider(c.env))
    if (receipt.to) deps.notify(receipt)
    const payments = await paymentsOf(db, id)
    // A guest order's proof of having placed it goes to this answer only (order-claims.ts).
    const claim = order.order.member_id === null ? await issueOrderClaim(db, id, now) : null
    // Our choice: the placed order (state 'placed', status, ready_at) with what was paid how.
    return c.json({
      ...orderView(order, now),
      payments: payments.map((p) => ({ kind: p.kind, amount: toDollars(p.amount_cents), description: p.description })),
      ...(claim ? { order_claim: claim.token, order_claim_expires: new Date(claim.expiresAt).toISOString() } : {}),
      // Our choice: where the receipt went, in this answer only (the one who just typed it), never in a later read.
      ...(receipt.to ? { receipt_to: receipt.to } : {}),
    })
  })

  return app
}
