import { pickupKeyOf, type PickupWindow, type PreorderWindow } from '#shared/schemas/preorder-window.ts'
import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import type { OrderSnapshot } from '../orders/order-store.ts'
import { preorderContents } from './preorder-basket.ts'
import { findPickup, findPreorderWindow, pickupProblem, pickupStartInstant, servedPickups, windowState } from './preorder-calendar.ts'
import { roomFor } from './preorder-capacity.ts'
import { PREORDER_MESSAGES } from './preorder-messages.ts'

// What choosing, validating and placing a pre-order all require, checked in the order a visitor would want to hear
// it: the window (known, open), the pickup (in the window, ahead, served by this restaurant), the basket (pies only),
// then room. Refusals name the field the site shows them beside ("order-time", the date picker).

export const PREORDER_FIELD = SUBMIT_FIELDS.pickup

export interface CheckedPreorder {
  window: PreorderWindow
  pickup: PickupWindow
  /** The pickup window's key, "2026-11-25T08:00". */
  key: string
  quantity: number
  /** When the order is ready: the start of its pickup window. */
  readyAt: number
}

const refuse = (status: 400 | 409, message: string): never => {
  throw new SandboxError(status, message, PREORDER_FIELD)
}

/** The other pickups of the window this restaurant still has room for `quantity` in, best first (window order). */
export async function pickupsWithRoom(
  db: SandboxDb,
  basket: OrderSnapshot,
  window: PreorderWindow,
  now: number,
  quantity: number,
  except?: string,
): Promise<PickupWindow[]> {
  const served = servedPickups(window, basket.location, now).filter((pickup) => pickupKeyOf(pickup) !== except)
  const room = await roomFor(db, basket.location.id, window.id, served.map(pickupKeyOf))
  return served.filter((pickup) => (room.get(pickupKeyOf(pickup))?.remaining ?? 0) >= Math.max(1, quantity))
}

export async function checkPreorder(
  db: SandboxDb,
  basket: OrderSnapshot,
  windowId: string,
  key: string,
  now: number,
): Promise<CheckedPreorder> {
  const window = findPreorderWindow(windowId) ?? refuse(400, PREORDER_MESSAGES.unknownWindow)
  const state = windowState(window, basket.location, now)
  if (state === 'not-open-yet') refuse(400, PREORDER_MESSAGES.notOpenYet(window))
  if (state === 'closed') refuse(400, PREORDER_MESSAGES.closed(window))
  const pickup = findPickup(window, key) ?? refuse(400, PREORDER_MESSAGES.outsideWindow(window))
  const problem = pickupProblem(pickup, basket.location, now)
  if (problem === 'past') refuse(400, PREORDER_MESSAGES.past)
  if (problem === 'too-far-ahead') refuse(400, PREORDER_MESSAGES.tooFarAhead)
  if (problem === 'closed-then') refuse(400, PREORDER_MESSAGES.closedThen)
  const handoff = basket.order.handoff
  if (handoff === 'delivery' || handoff === 'dispatch') refuse(400, PREORDER_MESSAGES.notDelivered)

  const { quantity, others } = await preorderContents(db, basket, window)
  if (quantity === 0) refuse(400, PREORDER_MESSAGES.nothingToPreorder)
  if (others.length > 0) refuse(400, PREORDER_MESSAGES.mixed(others))

  const room = (await roomFor(db, basket.location.id, window.id, [key])).get(key)
  const remaining = room?.remaining ?? 0
  if (quantity > remaining) {
    const withRoom = await pickupsWithRoom(db, basket, window, now, quantity, key)
    refuse(409, remaining === 0 ? PREORDER_MESSAGES.full(pickup, withRoom) : PREORDER_MESSAGES.tooMany(pickup, remaining, withRoom))
  }
  return { window, pickup, key, quantity, readyAt: pickupStartInstant(pickup, basket.location) }
}

/** A pre-order basket's choice checked again (validate, submit); null for an everyday basket. */
export async function checkBasketPreorder(db: SandboxDb, basket: OrderSnapshot, now: number): Promise<CheckedPreorder | null> {
  const { preorder_window: windowId, preorder_pickup: key } = basket.order
  if (windowId === null || key === null) return null
  return checkPreorder(db, basket, windowId, key, now)
}
