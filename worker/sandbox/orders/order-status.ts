import { LEAD_MINUTES } from '../time/handoff-calendar.ts'
import type { OrderRow } from './order-store.ts'

// A placed order's status follows the clock (as the ordering provider does: in progress, scheduled, completed, cancelled; the
// issue adds ready). The kitchen starts lead-time minutes before the ready time; the order waits at the counter
// (or is out with the driver) for a while after it, then counts as completed.

type PlacedStatus = 'Received' | 'Scheduled' | 'In Progress' | 'Ready' | 'Completed' | 'Cancelled'

const MINUTE_MS = 60_000
/** How long a ready order waits at the counter (or is out with the driver): after it, the order is completed. */
export const READY_WINDOW_MS = 30 * MINUTE_MS
/** A placed order can be cancelled until the kitchen starts, and always in the first few minutes. */
const CANCEL_GRACE_MS = 5 * MINUTE_MS

type Placed = Pick<OrderRow, 'status' | 'handoff' | 'ready_at' | 'placed_at'> & Partial<Pick<OrderRow, 'time_wanted'>>

const kitchenStart = (order: Placed): number => (order.ready_at ?? 0) - LEAD_MINUTES[order.handoff] * MINUTE_MS

export function statusAt(order: Placed, now: number): PlacedStatus {
  if (order.status === 'cancelled') return 'Cancelled'
  const readyAt = order.ready_at ?? 0
  // An order for as soon as possible is not "scheduled": it is received and waits only for its turn in the kitchen.
  if (now < kitchenStart(order)) return order.time_wanted === null ? 'Received' : 'Scheduled'
  if (now < readyAt) return 'In Progress'
  if (now < readyAt + READY_WINDOW_MS) return 'Ready'
  return 'Completed'
}

export function canCancel(order: Placed, now: number): boolean {
  if (order.status !== 'placed') return false
  return now < Math.max(kitchenStart(order), (order.placed_at ?? 0) + CANCEL_GRACE_MS)
}
