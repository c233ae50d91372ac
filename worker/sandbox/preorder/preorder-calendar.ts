import type { Location } from '#shared/schemas/location.ts'
import { pickupKeyOf, preorderWindowsSchema, type PickupWindow, type PreorderWindow } from '#shared/schemas/preorder-window.ts'
import { seedPreorderWindows } from '#shared/seed/preorder-windows.ts'
import { ORDER_AHEAD_DAYS, handoffWindow } from '../time/handoff-calendar.ts'
import { addDays, fromLocalTime, minutesOf, toLocalTime } from '../time/zoned-time.ts'

// Which pre-order windows a restaurant takes orders for now, and which of their pickup windows it serves. Every
// question is answered on the sandbox's clock in the restaurant's own time zone: the browser's clock never decides.
// A pickup is served when the restaurant is open for pickup for the whole window that day (its weekly hours, minus
// the holidays it is closed), the window has not started yet, and its day is within the order-ahead horizon.

/** The windows the ordering calendar knows: the same list the CMS publishes (shared/seed/preorder-windows.ts). */
export const PREORDER_WINDOWS: readonly PreorderWindow[] = preorderWindowsSchema.parse(seedPreorderWindows)

export const findPreorderWindow = (id: string): PreorderWindow | undefined => PREORDER_WINDOWS.find((window) => window.id === id)

type Calendar = Pick<Location, 'hours' | 'timezone' | 'closed_dates'>

/** The instant a window stops taking orders, at this restaurant. */
export const orderByInstant = (window: PreorderWindow, location: Calendar): number =>
  fromLocalTime(window.order_by.date, minutesOf(window.order_by.time), location.timezone)

export const pickupStartInstant = (pickup: PickupWindow, location: Calendar): number =>
  fromLocalTime(pickup.date, minutesOf(pickup.start), location.timezone)

export type WindowState = 'not-open-yet' | 'open' | 'closed'

export function windowState(window: PreorderWindow, location: Calendar, now: number): WindowState {
  if (toLocalTime(now, location.timezone).date < window.opens_on) return 'not-open-yet'
  return now < orderByInstant(window, location) ? 'open' : 'closed'
}

export type PickupProblem = 'past' | 'too-far-ahead' | 'closed-then'

/** Why the restaurant cannot hand out pies in this pickup window, or null when it can. */
export function pickupProblem(pickup: PickupWindow, location: Calendar, now: number): PickupProblem | null {
  if (pickupStartInstant(pickup, location) <= now) return 'past'
  if (pickup.date > addDays(toLocalTime(now, location.timezone).date, ORDER_AHEAD_DAYS)) return 'too-far-ahead'
  const open = handoffWindow(location, 'pickup', pickup.date)
  if (open === null || minutesOf(pickup.start) < open.start || minutesOf(pickup.end) > open.end) return 'closed-then'
  return null
}

/** The pickups of an open window this restaurant serves, in the window's order. */
export const servedPickups = (window: PreorderWindow, location: Calendar, now: number): PickupWindow[] =>
  window.pickups.filter((pickup) => pickupProblem(pickup, location, now) === null)

export const findPickup = (window: PreorderWindow, key: string): PickupWindow | undefined =>
  window.pickups.find((pickup) => pickupKeyOf(pickup) === key)
