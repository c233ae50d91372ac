import type { Order } from './schemas/order.ts'

/** Cart count (spec §4): the sum of product quantities in the active order. */
export function cartCount(order: Pick<Order, 'products'> | null | undefined): number {
  return order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0
}
