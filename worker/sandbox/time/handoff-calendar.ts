import type { Location } from '#shared/schemas/location.ts'
import type { Handoff } from '#shared/schemas/order.ts'
import { addDays, fromLocalTime, minutesOf, toLocalTime, weekdayOf } from './zoned-time.ts'

// The ordering calendar (as the ordering provider does: slots every 15 minutes from opening, or from now plus lead time, to
// closing). Pickup and curbside follow the store's hours; drivers start an hour after opening and take their last
// order 30 minutes before closing. All of it in the store's own timezone. Orders are taken up to ORDER_AHEAD_DAYS
// ahead (the order-ahead horizon): a store's calendar ends on its own date that many days after today, so a time in
// 2099 is no slot, however well it sits on the grid.

const SLOT_MINUTES = 15
const MINUTE_MS = 60_000

/** Kitchen time from order to ready, by handoff; delivery adds the drive. */
export const LEAD_MINUTES: Readonly<Record<Handoff, number>> = { pickup: 15, curbside: 15, delivery: 45, dispatch: 45 }

/** How far ahead an order can be scheduled: pre-orders up to two weeks, counted in the store's own dates. */
export const ORDER_AHEAD_DAYS = 14

const DRIVERS_START_AFTER_OPEN = 60
const DRIVERS_STOP_BEFORE_CLOSE = 30

type Calendar = Pick<Location, 'hours' | 'timezone' | 'closed_dates'>

/** The handoff's window on a local date, in minutes since local midnight, or null when there is none. */
export function handoffWindow(location: Calendar, handoff: Handoff, date: string): { start: number; end: number } | null {
  const day = location.hours[weekdayOf(date)]
  if (day === undefined || day.closed || location.closed_dates?.includes(date) === true) return null
  let start = minutesOf(day.open)
  let end = minutesOf(day.close)
  if (handoff === 'delivery' || handoff === 'dispatch') {
    start += DRIVERS_START_AFTER_OPEN
    end -= DRIVERS_STOP_BEFORE_CLOSE
  }
  return start <= end ? { start, end } : null
}

/** The store's last local date that takes orders today: today's own date plus the horizon. */
const lastOrderableDate = (location: Calendar, now: number): string => addDays(toLocalTime(now, location.timezone).date, ORDER_AHEAD_DAYS)

/** Whether an instant lies within the store's order-ahead horizon (on or before its last orderable date). */
export const isWithinHorizon = (location: Calendar, time: number, now: number): boolean =>
  toLocalTime(time, location.timezone).date <= lastOrderableDate(location, now)

/**
 * Every slot between two instants (inclusive) that is inside the window, no earlier than now plus lead time and
 * within the order-ahead horizon.
 */
export function slotsBetween(location: Calendar, handoff: Handoff, fromMs: number, toMs: number, now: number): number[] {
  const earliest = Math.max(fromMs, now + LEAD_MINUTES[handoff] * MINUTE_MS)
  const slots: number[] = []
  if (earliest > toMs) return slots
  const requested = toLocalTime(toMs, location.timezone).date
  const horizon = lastOrderableDate(location, now)
  const lastDate = requested < horizon ? requested : horizon
  for (let date = toLocalTime(earliest, location.timezone).date; date <= lastDate; date = addDays(date, 1)) {
    const window = handoffWindow(location, handoff, date)
    if (window === null) continue
    for (let minutes = Math.ceil(window.start / SLOT_MINUTES) * SLOT_MINUTES; minutes <= window.end; minutes += SLOT_MINUTES) {
      const slot = fromLocalTime(date, minutes, location.timezone)
      if (slot >= earliest && slot <= toMs) slots.push(slot)
    }
  }
  return slots
}

/**
 * An advance time is orderable when it is a slot: on the 15-minute grid, inside the window, after the lead time and
 * within the order-ahead horizon.
 */
export function isSlot(location: Calendar, handoff: Handoff, time: number, now: number): boolean {
  if (time % MINUTE_MS !== 0 || time < now + LEAD_MINUTES[handoff] * MINUTE_MS) return false
  if (!isWithinHorizon(location, time, now)) return false
  const local = toLocalTime(time, location.timezone)
  if (local.minutes % SLOT_MINUTES !== 0) return false
  const window = handoffWindow(location, handoff, local.date)
  return window !== null && local.minutes >= window.start && local.minutes <= window.end
}

/**
 * When an ASAP order would be ready, or null when the store cannot take one now: it must be open now and the
 * ready time (now plus lead time, to the next minute) must fall inside today's window for the handoff.
 */
export function asapReadyTime(location: Calendar, handoff: Handoff, now: number): number | null {
  const ready = Math.ceil((now + LEAD_MINUTES[handoff] * MINUTE_MS) / MINUTE_MS) * MINUTE_MS
  const nowLocal = toLocalTime(now, location.timezone)
  const readyLocal = toLocalTime(ready, location.timezone)
  const business = handoffWindow(location, 'pickup', nowLocal.date)
  const window = handoffWindow(location, handoff, nowLocal.date)
  if (business === null || window === null || readyLocal.date !== nowLocal.date) return null
  if (nowLocal.minutes < business.start || nowLocal.minutes > business.end) return null
  return readyLocal.minutes >= window.start && readyLocal.minutes <= window.end ? ready : null
}
