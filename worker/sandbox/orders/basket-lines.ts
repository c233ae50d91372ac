import type { Product } from '#shared/schemas/menu.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { parseOptionIds, resolveChoices, unitCents, type Choice } from '../menus/choices.ts'
import { orderableProducts } from '../menus/menu-store.ts'
import { toCents } from '../money.ts'
import { checkBasketLimits, checkQuantity } from './basket-limits.ts'
import type { LineRow } from './order-store.ts'
import type { Guard } from './order-writes.ts'

// New baskets and new lines, as statements for a batch: shared by adding products, upsells and reorders. Lines go in
// only through addLines, which checks the basket's limits first (basket-limits.ts). The same dish with the same
// choices is one line: adding it again adds to that line's quantity, within the product's limit, so a basket never
// shows "Pancakes ×1" twice and the 100-line limit counts different dishes only.

export interface NewLine {
  product: Product
  quantity: number
  choices: Choice[]
}

function insertLine(db: SandboxDb, orderId: string, line: NewLine, now: number, guard?: Guard): D1PreparedStatement {
  const values = [
    orderId,
    line.product.id,
    line.product.name,
    line.quantity,
    toCents(line.product.cost),
    unitCents(line.product, line.choices),
    JSON.stringify(line.choices),
    now,
  ]
  const columns = 'order_id, product_id, name, quantity, base_cents, unit_cents, choices, created_at'
  if (guard === undefined) return db.prepare(`INSERT INTO order_lines (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).bind(...values)
  return db.prepare(`INSERT INTO order_lines (${columns}) SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`).bind(...values, ...guard.binds)
}

/** What makes two lines the same: the product and the set of chosen options, whatever their order. */
export function lineKey(productId: number, choices: readonly Pick<Choice, 'option_id'>[]): string {
  const options = choices.map((choice) => choice.option_id).sort((a, b) => a - b)
  return `${productId}:${options.join(',')}`
}

/** A line already in the basket, as addLines needs it to merge into. */
export type CurrentLine = Pick<LineRow, 'id' | 'product_id' | 'quantity' | 'choices'>

function raiseQuantity(db: SandboxDb, orderId: string, line: CurrentLine, added: NewLine, guard?: Guard): D1PreparedStatement {
  // The line takes today's price for all of it, as a fresh line would.
  const values = [line.quantity + added.quantity, toCents(added.product.cost), unitCents(added.product, added.choices), line.id, orderId]
  const sql = 'UPDATE order_lines SET quantity = ?, base_cents = ?, unit_cents = ? WHERE id = ? AND order_id = ?'
  if (guard === undefined) return db.prepare(sql).bind(...values)
  return db.prepare(`${sql} AND ${guard.sql}`).bind(...values, ...guard.binds)
}

/**
 * Checks the basket's limits for these lines on a basket holding `current` (throws before anything is written)
 * and gives the statements that add them, under the write's guard when there is one. A line the same as one in the
 * basket, or as another of `lines`, adds its quantity to it; the sum must keep within the product's limit.
 */
export function addLines(
  db: SandboxDb,
  orderId: string,
  current: readonly CurrentLine[],
  lines: readonly NewLine[],
  now: number,
): (guard?: Guard) => D1PreparedStatement[] {
  const existing = new Map(current.map((line) => [lineKey(line.product_id, JSON.parse(line.choices) as Choice[]), line]))
  const merged = new Map<string, { into: CurrentLine | undefined; line: NewLine }>()
  for (const line of lines) {
    const key = lineKey(line.product.id, line.choices)
    const earlier = merged.get(key)
    if (earlier) earlier.line = { ...earlier.line, quantity: earlier.line.quantity + line.quantity }
    else merged.set(key, { into: existing.get(key), line })
  }
  const additions = [...merged.values()]
  const fresh = additions.filter((addition) => addition.into === undefined).map((addition) => addition.line)
  checkBasketLimits(current.length, fresh)
  for (const { into, line } of additions) if (into) checkQuantity(line.product, into.quantity + line.quantity)
  return (guard) =>
    additions.map(({ into, line }) => (into ? raiseQuantity(db, orderId, into, line, guard) : insertLine(db, orderId, line, now, guard)))
}

export function insertOrder(
  db: SandboxDb,
  order: { id: string; locationId: number; menuId: number; memberId: string | null },
  now: number,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO orders (id, location_id, menu_id, member_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(order.id, order.locationId, order.menuId, order.memberId, now, now)
}

/** Checks and prices the requested products against the basket's menu; throws before anything is written. */
export async function newLines(
  db: SandboxDb,
  menuId: number,
  items: readonly { product_id: number; quantity: number; choices?: string | undefined }[],
): Promise<NewLine[]> {
  const products = await orderableProducts(
    db,
    menuId,
    items.map((item) => item.product_id),
  )
  return items.map((item) => {
    const product = products.get(item.product_id)
    if (product === undefined) throw new SandboxError(400, MESSAGES.productNotFound)
    checkQuantity(product, item.quantity)
    return { product, quantity: item.quantity, choices: resolveChoices(product, parseOptionIds(item.choices)) }
  })
}
