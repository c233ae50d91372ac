import type { Order } from '#shared/schemas/order.ts'

// The order just placed in this tab, so the confirmation shows it at once instead of waiting for a fetch. Memory
// only: after a reload the confirmation reads it from the upstream by id.
let lastPlaced: Order | null = null

export function rememberPlacedOrder(order: Order): void {
  lastPlaced = order
}

export function placedOrder(id: string): Order | null {
  return lastPlaced?.id === id ? lastPlaced : null
}
