import { Hono } from 'hono'
import { upsellAddPayloadSchema } from '#shared/schemas/api/orders.ts'
import type { UpsellItem } from '#shared/schemas/menu.ts'
import { readBody } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { needsNoChoices } from '../menus/choices.ts'
import { orderableProducts } from '../menus/menu-store.ts'
import { addLines } from '../orders/basket-lines.ts'
import { orderIdParam, respond } from '../orders/order-http.ts'
import { orderCaller } from '../orders/order-caller.ts'
import { loadBasket } from '../orders/order-store.ts'
import { changeBasket } from '../orders/order-writes.ts'
import type { SandboxHono } from '../sandbox-context.ts'

// GET and POST upsells/{id}: suggestions for a basket ({id} is the basket), from its menu, leaving out what is
// already in it; adding them puts their products in the basket with no choices.

export function upsellsRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/:id', async (c) => {
    const { db, deps } = c.var
    const basket = await loadBasket(db, orderIdParam(c), deps.now(), await orderCaller(c))
    const { results } = await db
      .prepare(
        'SELECT u.data FROM upsells u JOIN products p ON p.id = u.product_id AND p.available = 1 ' +
          'WHERE u.menu_id = ?1 AND u.product_id NOT IN (SELECT product_id FROM order_lines WHERE order_id = ?2) ORDER BY u.position',
      )
      .bind(basket.order.menu_id, basket.order.id)
      .all<{ data: string }>()
    // The call "returns items"; each is the product's Upsell (id, name, cost, category) plus the product it adds.
    return c.json({ items: results.map((row) => JSON.parse(row.data) as UpsellItem) })
  })

  app.post('/:id', async (c) => {
    const { db, deps } = c.var
    const { items } = await readBody(c, upsellAddPayloadSchema)
    const now = deps.now()
    const caller = await orderCaller(c)
    const basket = await loadBasket(db, orderIdParam(c), now, caller)
    const { results } = await db
      .prepare('SELECT id, product_id FROM upsells WHERE menu_id = ?1 AND id IN (SELECT value FROM json_each(?2))')
      .bind(basket.order.menu_id, JSON.stringify(items.map((item) => item.id)))
      .all<{ id: number; product_id: number }>()
    const productOf = new Map(results.map((row) => [row.id, row.product_id]))
    const products = await orderableProducts(
      db,
      basket.order.menu_id,
      results.map((row) => row.product_id),
    )
    const lines = items.map((item) => {
      const product = products.get(productOf.get(item.id) ?? 0)
      if (product === undefined) throw new SandboxError(400, MESSAGES.productNotFound)
      return { product, quantity: Math.min(item.quantity, product.max_quantity), choices: [] }
    })
    // When an item needs choices, nothing is added and the answer carries a redirect action with the first
    // item's product id, so the site opens that product page. Our own shape (shared/schemas/api/responses.ts):
    // 200 with { action: 'redirect', product_id } (plus the menu and the reason), an answer to act on, not an error.
    if (lines.some((line) => !needsNoChoices(line.product))) {
      return c.json({
        action: 'redirect',
        product_id: lines[0]!.product.id,
        menu_id: basket.order.menu_id,
        message: MESSAGES.missingSelections,
      })
    }
    // The basket's limits hold here as for products: up to 20 lines a call must not grow it past 100.
    const updated = await changeBasket(db, basket.order.id, now, caller, (current) => ({
      statements: addLines(db, current.order.id, current.lines, lines, now),
    }))
    return respond(c, updated)
  })

  return app
}
