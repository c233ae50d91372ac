import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../api.ts'
import { heldOrderClaim } from './order-claim.ts'
import { receiptToOf } from './order-details.ts'
import { keepReceipt, type Placer } from './order-receipt.ts'

// The order just placed in this tab, so the confirmation shows it at once instead of waiting for a fetch. Memory
// only: after a reload the confirmation reads it from the upstream by id, and where its receipt went from the tab
// (order-receipt.ts), since only this answer says it.
let lastPlaced: Order | null = null
let echoed = false

/** The order just placed, by a member (their id) or a guest (null). */
export function rememberPlacedOrder(order: Order, placedBy: Placer): void {
  lastPlaced = order
  echoed = false
  keepReceipt(order.id, receiptToOf(order), placedBy)
}

export function placedOrder(id: string): Order | null {
  return lastPlaced?.id === id ? lastPlaced : null
}

const unitPrice = (line: Order['products'][number]): number =>
  line.quantity > 0 ? Math.round((line.cost.total / line.quantity) * 100) / 100 : 0

/**
 * The order echo (POST orders/{id}/track: id and products), sent once per placed order: only for the order placed in
 * this tab, and only the first time its confirmation shows. A re-render, a second visit within the tab or a reload
 * (which forgets the order placed here) sends nothing. A guest's echo carries the order's claim, which the upstream
 * asks of whoever speaks about a placed guest order; a member's carries their ordering token.
 */
export function echoPlacedOrder(api: Api, id: string, member: boolean): void {
  const order = placedOrder(id)
  if (order === null || echoed) return
  echoed = true
  const claim = member ? undefined : heldOrderClaim(id)?.claim
  if (!member && claim === undefined) return
  void api.ordersTrack(
    { id },
    {
      id: order.id,
      products: order.products.map((line) => ({ id: line.product_id, name: line.name, price: unitPrice(line), quantity: line.quantity })),
    },
    claim === undefined ? {} : { token: claim },
  )
}
