import { Hono } from 'hono'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { addProductsPayloadSchema, createOrderPayloadSchema, updateProductPayloadSchema } from '#shared/schemas/api/orders.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { numericParam, readBody } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { findLocation, locationIdsServingMenu } from '../locations/location-store.ts'
import { cancellationStatements } from '../loyalty/points.ts'
import { releaseStatement } from '../preorder/preorder-capacity.ts'
import { parseOptionIds, resolveChoices, unitCents, type Choice } from '../menus/choices.ts'
import { orderableProduct } from '../menus/menu-store.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { toCents, toDollars } from '../money.ts'
import { addLines, insertOrder, newLines } from './basket-lines.ts'
import { BASKET_LIMIT_MESSAGES, MAX_LINES, checkQuantity } from './basket-limits.ts'
import { orderCaller } from './order-caller.ts'
import { orderIdParam, respond } from './order-http.ts'
import { newOrderId } from './order-id.ts'
import { holdsOrderClaim } from './order-claims.ts'
import { canCancel } from './order-status.ts'
import { loadBasket, loadOrder } from './order-store.ts'
import { orderView } from './order-view.ts'
import { changeBasket, writeOrder } from './order-writes.ts'
import { paymentsOf } from './submit-order.ts'

// The basket's life: create, read, add / update / remove products, cancel, abandon, status (track: tracking-routes.ts).

const BASKET_MESSAGES = {
  chooseLocation: 'Please choose a location first.',
  menuNotHere: 'This menu is not served at this location.',
  lineNotFound: 'That item is no longer in your basket.',
  productGone: 'That item is no longer available.',
  notPlaced: 'This order has not been placed yet.',
  cannotCancel: 'This order can no longer be cancelled.',
  cancelElsewhere: 'To cancel this order, please use the browser you ordered with or call the restaurant.',
} as const

// The basket's store: the shared schema's location_id (one menu serves many stores, and a basket needs one store's
// hours, tax and delivery area). With menu_id alone the store is known only when exactly one serves that menu.
async function storeFor(db: SandboxDb, menuId: number, locationId: number | undefined): Promise<number> {
  if (locationId === undefined) {
    const stores = await locationIdsServingMenu(db, menuId, DEFAULT_MENU_ID)
    if (stores.length !== 1) throw new SandboxError(400, BASKET_MESSAGES.chooseLocation)
    return stores[0]!
  }
  const location = await findLocation(db, locationId)
  if (location === null) throw new SandboxError(404, MESSAGES.locationNotFound)
  if ((location.menu_id ?? DEFAULT_MENU_ID) !== menuId) throw new SandboxError(400, BASKET_MESSAGES.menuNotHere)
  return location.id
}

export function basketRoutes() {
  const app = new Hono<SandboxHono>()

  app.post('/create', async (c) => {
    const { db, deps } = c.var
    const body = await readBody(c, createOrderPayloadSchema)
    const now = deps.now()
    const locationId = await storeFor(db, body.menu_id, body.location_id)
    const caller = await orderCaller(c)
    const id = newOrderId()
    await insertOrder(db, { id, locationId, menuId: body.menu_id, memberId: caller.member?.id ?? null }, now).run()
    return respond(c, await loadBasket(db, id, now, caller))
  })

  app.get('/:id', async (c) => {
    return respond(c, await loadOrder(c.var.db, orderIdParam(c), c.var.deps.now(), await orderCaller(c)))
  })

  app.post('/:id/products', async (c) => {
    const { db, deps } = c.var
    const body = await readBody(c, addProductsPayloadSchema)
    const now = deps.now()
    const basket = await changeBasket(db, orderIdParam(c), now, await orderCaller(c), async (basket) => {
      // A full basket refuses before the products are even looked up, unless what comes may merge into its lines;
      // addLines checks the exact limit for every path.
      const known = new Set(basket.lines.map((line) => line.product_id))
      const surelyNew = new Set(body.products.map((item) => item.product_id).filter((id) => !known.has(id))).size
      if (basket.lines.length + surelyNew > MAX_LINES) throw new SandboxError(400, BASKET_LIMIT_MESSAGES.tooManyLines)
      const lines = await newLines(db, basket.order.menu_id, body.products)
      return { statements: addLines(db, basket.order.id, basket.lines, lines, now) }
    })
    return respond(c, basket)
  })

  // {productId} is the basket line (sends it again as `id` in the body); quantity 0 removes it.
  app.put('/:id/products/:productId', async (c) => {
    const { db, deps } = c.var
    const lineId = numericParam(c, 'productId')
    const body = await readBody(c, updateProductPayloadSchema)
    if (body.id !== lineId) throw new SandboxError(400, MESSAGES.correctInputs)
    const now = deps.now()
    const basket = await changeBasket(db, orderIdParam(c), now, await orderCaller(c), async (basket) => {
      const line = basket.lines.find((l) => l.id === lineId)
      if (line === undefined) throw new SandboxError(404, BASKET_MESSAGES.lineNotFound)
      if (body.quantity === 0) {
        return {
          statements: (guard) => [
            db
              .prepare(`DELETE FROM order_lines WHERE id = ? AND order_id = ? AND ${guard.sql}`)
              .bind(line.id, line.order_id, ...guard.binds),
          ],
        }
      }
      const product = await orderableProduct(db, basket.order.menu_id, line.product_id)
      if (product === null) throw new SandboxError(400, BASKET_MESSAGES.productGone)
      checkQuantity(product, body.quantity)
      const choices =
        body.choices === undefined ? (JSON.parse(line.choices) as Choice[]) : resolveChoices(product, parseOptionIds(body.choices))
      const unit = body.choices === undefined ? line.unit_cents : unitCents(product, choices)
      const base = body.choices === undefined ? line.base_cents : toCents(product.cost)
      return {
        statements: (guard) => [
          db
            .prepare(
              `UPDATE order_lines SET quantity = ?, choices = ?, unit_cents = ?, base_cents = ? WHERE id = ? AND order_id = ? AND ${guard.sql}`,
            )
            .bind(body.quantity, JSON.stringify(choices), unit, base, line.id, line.order_id, ...guard.binds),
        ],
      }
    })
    return respond(c, basket)
  })

  app.delete('/:id/products/:productId', async (c) => {
    const { db, deps } = c.var
    const lineId = numericParam(c, 'productId')
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), (basket) => {
      const line = basket.lines.find((l) => l.id === lineId)
      if (line === undefined) throw new SandboxError(404, BASKET_MESSAGES.lineNotFound)
      return {
        statements: (guard) => [
          db.prepare(`DELETE FROM order_lines WHERE id = ? AND order_id = ? AND ${guard.sql}`).bind(line.id, line.order_id, ...guard.binds),
        ],
      }
    })
    return respond(c, basket)
  })

  // DELETE orders/{id}: a basket is discarded; a placed order is cancelled while the kitchen has not started,
  // and what was paid by gift card goes back on the card in the same batch, as does the reward. It had earned no
  // points: those come with completion, and an order whose points were settled is past cancelling.
  // A placed guest order is cancelled only with its live claim token (order-claims.ts), as its echo is: the
  // confirmation link carries the order id and gets shared, and sharing it must not let anyone cancel the order.
  app.delete('/:id', async (c) => {
    const { db, deps } = c.var
    const id = orderIdParam(c)
    const now = deps.now()
    const caller = await orderCaller(c)
    for (let attempt = 0; attempt < 3; attempt++) {
      const snapshot = await loadOrder(db, id, now, caller)
      const { order } = snapshot
      if (order.status === 'open') {
        if (await writeOrder(db, order, now, { set: { status: 'abandoned' } })) return c.json({ id, state: 'abandoned' })
        continue
      }
      if (!canCancel(order, now) || order.points_settled_at !== null) throw new SandboxError(409, BASKET_MESSAGES.cannotCancel)
      const token = c.req.header('token')
      if (order.member_id === null && (token === undefined || !(await holdsOrderClaim(db, id, token, now)))) {
        throw new SandboxError(403, BASKET_MESSAGES.cancelElsewhere)
      }
      const refunds = await db
        .prepare("SELECT gift_card_number, amount_cents FROM order_payments WHERE order_id = ?1 AND kind = 'giftcard'")
        .bind(id)
        .all<{ gift_card_number: string; amount_cents: number }>()
      const cancelled = await writeOrder(db, order, now, {
        validation: 'keep',
        set: { status: 'cancelled', cancelled_at: now },
        statements: (guard) => [
          ...refunds.results.map((r) =>
            db
              .prepare(`UPDATE gift_cards SET balance_cents = balance_cents + ? WHERE number = ? AND ${guard.sql}`)
              .bind(r.amount_cents, r.gift_card_number, ...guard.binds),
          ),
          ...cancellationStatements(db, id, guard),
          // A cancelled pre-order gives its pies back to its pickup window.
          ...(order.preorder_window !== null && order.preorder_pickup !== null && order.preorder_quantity !== null
            ? [
                releaseStatement(
                  db,
                  {
                    locationId: order.location_id,
                    windowId: order.preorder_window,
                    pickup: order.preorder_pickup,
                    quantity: order.preorder_quantity,
                  },
                  guard,
                ),
              ]
            : []),
        ],
      })
      if (cancelled) return respond(c, await loadOrder(db, id, now, caller))
    }
    throw new SandboxError(409, BASKET_MESSAGES.cannotCancel)
  })

  // DELETE orders/{id}/abandon: the visitor left the basket; it can no longer be loaded.
  app.delete('/:id/abandon', async (c) => {
    const { db, deps } = c.var
    const id = orderIdParam(c)
    const now = deps.now()
    const caller = await orderCaller(c)
    for (let attempt = 0; attempt < 3; attempt++) {
      const basket = await loadBasket(db, id, now, caller)
      if (await writeOrder(db, basket.order, now, { set: { status: 'abandoned' } })) return c.json({ id, state: 'abandoned' })
    }
    throw new SandboxError(409, MESSAGES.alreadyPlaced)
  })

  app.get('/:id/status', async (c) => {
    const { db, deps } = c.var
    const id = orderIdParam(c)
    const snapshot = await loadOrder(db, id, deps.now(), await orderCaller(c))
    if (snapshot.order.status === 'open') throw new SandboxError(400, BASKET_MESSAGES.notPlaced)
    const payments = await paymentsOf(db, id)
    // Our choice: the order with its clock-driven status (Scheduled, In Progress, Ready, Completed, Cancelled)
    // and what was paid how.
    return c.json({
      ...orderView(snapshot, deps.now()),
      payments: payments.map((p) => ({ kind: p.kind, amount: toDollars(p.amount_cents), description: p.description })),
    })
  })

  return app
}
