import type { Product } from '#shared/schemas/menu.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { parseOptionIds, resolveChoices, unitCents, type Choice } from '../menus/choices.ts'
import { orderableProducts } from '../menus/menu-store.ts'
import { toCents } from '../money.ts'
import { checkBasketLimits, checkQuantity } from './basket-limits.ts'
import type { Guard } from './order-writes.ts'

// New baskets and new lines, as statements for a batch: shared by adding products, upsells and reorders. Lines go in
// only through addLines, which checks the basket's limits first (basket-limits.ts).

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

/**
 * Checks the basket's limits for these lines on a basket that has `currentLines` (throws before anything is written)
 * and gives the statements that add them, under the write's guard when there is one.
 */
export function addLines(
  db: SandboxDb,
  orderId: string,
  currentLines: number,
  lines: readonly NewLine[],
  now: number,
): (guard?: Guard) => D1PreparedStatement[] {
  checkBasketLimits(currentLines, lines)
  return (guard) => lines.map((line) => insertLine(db, orderId, line, now, guard))
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
