import type { Product } from '#shared/schemas/menu.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'

/** The menu as stored: JSON text served without a parse and re-serialise. */
export async function menuJson(db: SandboxDb, menuId: number): Promise<string | null> {
  const row = await db.prepare('SELECT data FROM menus WHERE id = ?1').bind(menuId).first<{ data: string }>()
  return row?.data ?? null
}

/** A product that can be ordered from this menu now; null when it is not on it (or no longer offered). */
export async function orderableProduct(db: SandboxDb, menuId: number, productId: number): Promise<Product | null> {
  const row = await db
    .prepare('SELECT data FROM products WHERE id = ?1 AND menu_id = ?2 AND available = 1')
    .bind(productId, menuId)
    .first<{ data: string }>()
  return row ? (JSON.parse(row.data) as Product) : null
}

/** Several products of one menu in one query, keyed by id; missing and withdrawn ones are simply absent. */
export async function orderableProducts(db: SandboxDb, menuId: number, productIds: readonly number[]): Promise<Map<number, Product>> {
  const { results } = await db
    .prepare('SELECT data FROM products WHERE menu_id = ?1 AND available = 1 AND id IN (SELECT value FROM json_each(?2))')
    .bind(menuId, JSON.stringify([...new Set(productIds)]))
    .all<{ data: string }>()
  const products = new Map<number, Product>()
  for (const row of results) {
    const product = JSON.parse(row.data) as Product
    products.set(product.id, product)
  }
  return products
}
