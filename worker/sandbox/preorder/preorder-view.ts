import { pickupLabel } from '#shared/preorder-labels.ts'
import type { OrderRow } from '../orders/order-store.ts'
import { findPickup, findPreorderWindow } from './preorder-calendar.ts'

// How an order shows its pre-order: the window and the pickup window, with the words the visitor reads
// ("Wednesday, November 25, 8–11 AM"), so the confirmation and the order history say the same thing.

export function preorderView(order: Pick<OrderRow, 'preorder_window' | 'preorder_pickup'>) {
  if (order.preorder_window === null || order.preorder_pickup === null) return null
  const window = findPreorderWindow(order.preorder_window)
  const pickup = window ? findPickup(window, order.preorder_pickup) : undefined
  if (window === undefined || pickup === undefined) return null
  return {
    window_id: window.id,
    title: window.title,
    pickup: { key: order.preorder_pickup, date: pickup.date, start: pickup.start, end: pickup.end, label: pickupLabel(pickup, true) },
  }
}
