import type { PreorderWindow } from '#shared/schemas/preorder-window.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import type { OrderSnapshot } from '../orders/order-store.ts'

// What a basket holds from a pre-order window's point of view: how many of its items the window takes (its SKUs)
// and which lines are everyday food that cannot wait for a holiday pickup.

export interface PreorderContents {
  /** How many items of the basket the window takes: what its pickup window must have room for. */
  quantity: number
  /** Names of the lines the window does not take (pancakes, coffee), in basket order. */
  others: string[]
}

/** The SKU of each product id of a menu, withdrawn products included (a basket may still hold one). */
async function skusOf(db: SandboxDb, menuId: number, productIds: readonly number[]): Promise<Map<number, string>> {
  const { results } = await db
    .prepare("SELECT id, json_extract(data, '$.sku') AS sku FROM products WHERE menu_id = ?1 AND id IN (SELECT value FROM json_each(?2))")
    .bind(menuId, JSON.stringify([...new Set(productIds)]))
    .all<{ id: number; sku: string }>()
  return new Map(results.map((row) => [row.id, row.sku]))
}

export async function preorderContents(db: SandboxDb, basket: OrderSnapshot, window: PreorderWindow): Promise<PreorderContents> {
  const skus = await skusOf(
    db,
    basket.order.menu_id,
    basket.lines.map((line) => line.product_id),
  )
  const taken = new Set(window.skus)
  let quantity = 0
  const others: string[] = []
  for (const line of basket.lines) {
    if (taken.has(skus.get(line.product_id) ?? '')) quantity += line.quantity
    else if (!others.includes(line.name)) others.push(line.name)
  }
  return { quantity, others }
}
