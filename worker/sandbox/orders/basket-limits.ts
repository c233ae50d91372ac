import type { Product } from '#shared/schemas/menu.ts'
import { SandboxError } from '../http/sandbox-error.ts'

// The basket's limits, the same for every way a line gets in (products, upsells, reorder, favourites): at most
// MAX_LINES lines, each within its product's quantity limits. basket-lines.ts's addLines is the only way to write
// a line and checks them first; the database refuses a 101st line too (migration 0004), should a path ever forget.

export const MAX_LINES = 100

export const BASKET_LIMIT_MESSAGES = {
  tooManyLines: `A basket holds at most ${MAX_LINES} items.`,
} as const

export function checkQuantity(product: Product, quantity: number): void {
  if (quantity > product.max_quantity) throw new SandboxError(400, `You can order at most ${product.max_quantity} of ${product.name}.`)
  if (quantity < product.min_quantity) throw new SandboxError(400, `Please order at least ${product.min_quantity} of ${product.name}.`)
}

/** Throws the sentence for the first limit that adding `lines` to a basket of `currentLines` would break. */
export function checkBasketLimits(currentLines: number, lines: readonly { product: Product; quantity: number }[]): void {
  if (currentLines + lines.length > MAX_LINES) throw new SandboxError(400, BASKET_LIMIT_MESSAGES.tooManyLines)
  for (const line of lines) checkQuantity(line.product, line.quantity)
}
