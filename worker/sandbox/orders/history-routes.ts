import { Hono } from 'hono'
import { favouriteOrderPayloadSchema, reorderPayloadSchema } from '#shared/schemas/api/orders.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { readBody } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { requireMember } from '../members/require-member.ts'
import type { SandboxMember } from '../members/resolve-member.ts'
import { resolveChoices, type Choice } from '../menus/choices.ts'
import { orderableProducts } from '../menus/menu-store.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { addLines, insertOrder, type NewLine } from './basket-lines.ts'
import { checkQuantity } from './basket-limits.ts'
import { memberCaller } from './order-caller.ts'
import { newOrderId } from './order-id.ts'
import { findOrder, loadBasket, type OrderSnapshot } from './order-store.ts'
import { orderView } from './order-view.ts'

// A member's past and favourite orders: recent, reorder, faves, faves/reorder. All need the ordering
// token (members/resolve-member.ts); without a valid one every call here answers the error catalogue's token errors.

const RECENT_LIMIT = 10

const HISTORY_MESSAGES = {
  orderNotFound: 'We could not find that order in your history.',
  faveNotFound: 'We could not find that favorite order.',
  nothingLeft: 'None of the items of that order are available any more.',
} as const

/** A placed (or cancelled) order of this member, or null. */
async function memberOrder(db: SandboxDb, member: SandboxMember, id: string): Promise<OrderSnapshot | null> {
  const snapshot = await findOrder(db, id)
  if (snapshot === null || snapshot.order.member_id !== member.id || snapshot.order.placed_at === null) return null
  return snapshot
}

/**
 * A new basket at the same store with the same items, priced as the menu is now. Items the menu no longer offers,
 * or whose choices it no longer has, are left out and listed (as the ordering provider does: reorder drops them). One batch, so
 * the new basket appears whole or not at all.
 */
async function rebuild(db: SandboxDb, source: OrderSnapshot, member: SandboxMember, now: number) {
  const products = await orderableProducts(
    db,
    source.order.menu_id,
    source.lines.map((line) => line.product_id),
  )
  const kept: NewLine[] = []
  const dropped: { product_id: number; name: string }[] = []
  for (const line of source.lines) {
    const product = products.get(line.product_id)
    try {
      if (product === undefined) throw new SandboxError(400, MESSAGES.productNotFound)
      const choices = resolveChoices(
        product,
        (JSON.parse(line.choices) as Choice[]).map((choice) => choice.option_id),
      )
      const quantity = Math.min(line.quantity, product.max_quantity)
      // A quantity the product no longer allows drops the line, like a choice it no longer has.
      checkQuantity(product, quantity)
      kept.push({ product, quantity, choices })
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error
      dropped.push({ product_id: line.product_id, name: line.name })
    }
  }
  if (kept.length === 0) throw new SandboxError(400, HISTORY_MESSAGES.nothingLeft)
  const id = newOrderId()
  // The new basket's limits, as for any basket: an order that somehow held more than 100 lines is not copied.
  const lines = addLines(db, id, [], kept, now)
  await db.batch([
    insertOrder(db, { id, locationId: source.order.location_id, menuId: source.order.menu_id, memberId: member.id }, now),
    ...lines(),
  ])
  return { basket: await loadBasket(db, id, now, memberCaller(member)), dropped }
}

async function faves(db: SandboxDb, member: SandboxMember) {
  const [faveRows, lineRows] = await db.batch<unknown>([
    db
      .prepare(
        'SELECT f.id, f.order_id, f.description, f.created_at, o.location_id, o.menu_id FROM favorite_orders f ' +
          'JOIN orders o ON o.id = f.order_id WHERE f.member_id = ?1 ORDER BY f.created_at DESC, f.id DESC',
      )
      .bind(member.id),
    db
      .prepare(
        'SELECT order_id, product_id, name, quantity, choices FROM order_lines WHERE order_id IN (SELECT order_id FROM favorite_orders WHERE member_id = ?1) ORDER BY id',
      )
      .bind(member.id),
  ])
  type Fave = { id: number; order_id: string; description: string; created_at: number; location_id: number; menu_id: number }
  type Line = { order_id: string; product_id: number; name: string; quantity: number; choices: string }
  const lines = (lineRows?.results ?? []) as Line[]
  // Our own shape: each favourite with its store, menu and a summary of its items.
  return ((faveRows?.results ?? []) as Fave[]).map((fave) => ({
    id: fave.id,
    order_id: fave.order_id,
    description: fave.description,
    location_id: fave.location_id,
    menu_id: fave.menu_id,
    created_at: new Date(fave.created_at).toISOString(),
    products: lines
      .filter((l) => l.order_id === fave.order_id)
      .map((l) => ({
        product_id: l.product_id,
        name: l.name,
        quantity: l.quantity,
        choices: (JSON.parse(l.choices) as Choice[]).map((choice) => ({ option_id: choice.option_id, name: choice.name })),
      })),
  }))
}

export function historyRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/recent', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c)
    const { results } = await db
      .prepare("SELECT id FROM orders WHERE member_id = ?1 AND status IN ('placed', 'cancelled') ORDER BY placed_at DESC LIMIT ?2")
      .bind(member.id, RECENT_LIMIT)
      .all<{ id: string }>()
    const now = deps.now()
    const orders = await Promise.all(results.map((row) => findOrder(db, row.id)))
    // Our own shape (shared/schemas/api/responses.ts): an array of orders, newest first.
    return c.json(orders.flatMap((o) => (o ? [orderView(o, now)] : [])))
  })

  app.post('/reorder', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c)
    const { id } = await readBody(c, reorderPayloadSchema)
    const source = typeof id === 'string' ? await memberOrder(db, member, id) : null
    if (source === null) throw new SandboxError(404, HISTORY_MESSAGES.orderNotFound)
    const { basket, dropped } = await rebuild(db, source, member, deps.now())
    // Our choice: the new basket, plus what could not be carried over.
    return c.json({ ...orderView(basket, deps.now()), dropped })
  })

  app.post('/faves', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c)
    const { id, description } = await readBody(c, favouriteOrderPayloadSchema)
    const source = typeof id === 'string' ? await memberOrder(db, member, id) : null
    if (source === null) throw new SandboxError(404, HISTORY_MESSAGES.orderNotFound)
    // Saving the same order again renames it rather than listing it twice.
    await db
      .prepare(
        'INSERT INTO favorite_orders (member_id, order_id, description, created_at) VALUES (?1, ?2, ?3, ?4) ' +
          'ON CONFLICT (member_id, order_id) DO UPDATE SET description = excluded.description',
      )
      .bind(member.id, source.order.id, description.trim(), deps.now())
      .run()
    return c.json({ faves: await faves(db, member) })
  })

  app.get('/faves', async (c) => {
    const member = await requireMember(c)
    return c.json({ faves: await faves(c.var.db, member) })
  })

  app.post('/faves/reorder', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c)
    const { id } = await readBody(c, reorderPayloadSchema)
    const fave =
      typeof id === 'number'
        ? await db
            .prepare('SELECT order_id FROM favorite_orders WHERE id = ?1 AND member_id = ?2')
            .bind(id, member.id)
            .first<{ order_id: string }>()
        : null
    const source = fave ? await memberOrder(db, member, fave.order_id) : null
    if (source === null) throw new SandboxError(404, HISTORY_MESSAGES.faveNotFound)
    const { basket, dropped } = await rebuild(db, source, member, deps.now())
    return c.json({ ...orderView(basket, deps.now()), dropped })
  })

  return app
}
