import { LEAD_MINUTES } from '../time/handoff-calendar.ts'
import { preorderView } from '../preorder/preorder-view.ts'
import { toDollars } from '../money.ts'
import type { Choice } from '../menus/choices.ts'
import { priceBasket, type Totals } from './order-pricing.ts'
import { statusAt } from './order-status.ts'
import type { OrderRow, OrderSnapshot } from './order-store.ts'

// The order as the site receives it: the product's Order (id, handoff, products, taxes, totals) and Order line (id,
// product_id, name, quantity, cost.total, choices[].option_id), in the shape of shared/schemas/order.ts.
// Money is dollars. Everything else below is our choice; each choice is named where it is made.

/** Curbside's custom fields (as the ordering provider does: vehicle make, model, colour), required only for curbside. */
export const CURBSIDE_FIELDS = [
  { id: 'make', label: 'Vehicle make' },
  { id: 'model', label: 'Vehicle model' },
  { id: 'color', label: 'Vehicle color' },
] as const

export const customFieldsOf = (order: Pick<OrderRow, 'custom_fields'>): Record<string, string> =>
  JSON.parse(order.custom_fields) as Record<string, string>

const iso = (epochMs: number | null): string | null => (epochMs === null ? null : new Date(epochMs).toISOString())

/** Placed orders answer with the totals they were placed at; a basket's are recomputed from its lines. */
export function totalsOf(snapshot: OrderSnapshot): Totals {
  const { order } = snapshot
  if (order.status !== 'open' && order.total_cents !== null) {
    return {
      subtotal: order.subtotal_cents ?? 0,
      discount: order.discount_cents ?? 0,
      tax: order.tax_cents ?? 0,
      delivery: order.delivery_cents ?? 0,
      fees: order.fees_cents ?? 0,
      tip: order.tip_cents,
      total: order.total_cents,
      couponApplies: true,
    }
  }
  return priceBasket(snapshot)
}

export function orderView(snapshot: OrderSnapshot, now: number) {
  const { order, lines, location } = snapshot
  const totals = totalsOf(snapshot)
  const validated = order.status !== 'open' || order.validated_version === order.version
  const fields = customFieldsOf(order)
  const placed = order.status === 'placed' || order.status === 'cancelled'
  return {
    id: order.id,
    location_id: order.location_id,
    menu_id: order.menu_id,
    // Our choice: where the basket is in its life ('open', 'placed', 'cancelled').
    state: order.status,
    handoff: order.handoff,
    products: lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      name: line.name,
      quantity: line.quantity,
      // base: one product without its choices; total: the whole line (Olo's basecost / totalcost).
      cost: { base: toDollars(line.base_cents), total: toDollars(line.unit_cents * line.quantity) },
      choices: (JSON.parse(line.choices) as Choice[]).map((c) => ({ option_id: c.option_id, name: c.name, cost: toDollars(c.cost_cents) })),
    })),
    // One tax line per basket: the store's state rate (our own label).
    taxes: [{ label: `${location.state} Sales Tax`, amount: toDollars(totals.tax) }],
    totals: {
      subtotal: toDollars(totals.subtotal),
      discount: toDollars(totals.discount),
      tax: toDollars(totals.tax),
      tip: toDollars(totals.tip),
      delivery: toDollars(totals.delivery),
      fees: toDollars(totals.fees),
      total: toDollars(totals.total),
      // Upstream-notes: totals are estimates until validate, and again after any change.
      estimated: !validated,
    },
    // Our choice: null time means as soon as possible; ready_at is known once validated (an estimate) or placed.
    time: { mode: order.time_wanted === null ? 'asap' : 'advance', wanted: iso(order.time_wanted) },
    ready_at: validated ? iso(order.ready_at) : null,
    // Our choice: a holiday pre-order's window and pickup window (null for an everyday order).
    preorder: preorderView(order),
    lead_minutes: LEAD_MINUTES[order.handoff],
    address: order.delivery_street === null ? null : { address: order.delivery_street, city: order.delivery_city, zip: order.delivery_zip },
    // The fields this store asks for, with what the basket holds; `required` while the handoff is curbside.
    custom_fields: CURBSIDE_FIELDS.map((f) => ({
      id: f.id,
      label: f.label,
      required: order.handoff === 'curbside',
      value: fields[f.id] ?? '',
    })),
    coupon: order.coupon_code === null ? null : { code: order.coupon_code, description: snapshot.coupon?.description ?? null },
    // Our choice: the member reward on the basket (at most one), by the reference it was applied with.
    reward:
      snapshot.reward === null
        ? null
        : { reference: snapshot.reward.reference, name: snapshot.reward.name, amount: toDollars(snapshot.reward.amountCents) },
    ...(placed
      ? {
          status: statusAt(order, now),
          placed_at: iso(order.placed_at),
          cancelled_at: iso(order.cancelled_at),
          // Our choice: the short number read aloud at the counter (null for orders placed before numbers), with the
          // restaurant it belongs to, since it is unique only there and on that day.
          order_number: order.order_number,
          restaurant: { name: location.name, city: location.city, state: location.state },
        }
      : {}),
  }
}
