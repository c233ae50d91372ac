import type { Product } from '#shared/schemas/menu.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { parseOptionIds, resolveChoices, unitCents, type Choice } from '../menus/choices.ts'
import { orderableProducts } from '../menus/menu-store.ts'
import { toCents } from '../money.ts'
import type { Guard } from './order-writes.ts'

// New baskets and new lines, as statements for a batch: shared by adding products, upsells and reorders.

export interface NewLine {
  product: Product
  quantity: number
  choices: Choice[]
}

export function checkQuantity(product: Product, quantity: number): void {
  if (quantity > product.max_quantity) throw new SandboxError(400, `You can order at most ${product.max_quantity} of ${product.name}.`)
  if (quantity < product.min_quantity) throw new SandboxError(400, `Please order at least ${product.min_quantity} of ${product.name}.`)
}

export function insertLine(db: SandboxDb, orderId: string, line: NewLine, now: number, guard?: Guard): D1PreparedStatement {
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
