import type { PickupWindow } from './schemas/preorder-window.ts'

// How a pickup window reads to a visitor, the same in the sandbox's refusals and on the site's screens:
// "Wed, Nov 25, 8–11 AM", "Wed, Nov 25, 11:30 AM–2 PM". The date is the restaurant's own calendar date, so it is
// formatted as a calendar date (UTC noon) and never moved by the reader's time zone.

// Built on first use and kept: toLocaleDateString builds a formatter per call, and a pickup picker labels every day.
const dayFormats: { short?: Intl.DateTimeFormat; long?: Intl.DateTimeFormat } = {}

/** "2026-11-25" → "Wed, Nov 25"; `long` → "Wednesday, November 25". */
export function dayLabel(date: string, long = false): string {
  const noon = new Date(`${date}T12:00:00Z`)
  // A formatter throws on a date it cannot read (toLocaleDateString wrote "Invalid Date"): the date reads as sent.
  if (Number.isNaN(noon.getTime())) return date
  const width = long ? 'long' : 'short'
  const format = (dayFormats[width] ??= new Intl.DateTimeFormat('en-US', { weekday: width, month: width, day: 'numeric', timeZone: 'UTC' }))
  return format.format(noon)
}

const clock = (hhmm: string): { text: string; half: 'AM' | 'PM' } => {
  const hours = Number(hhmm.slice(0, 2))
  const minutes = hhmm.slice(3, 5)
  const h12 = hours % 12 === 0 ? 12 : hours % 12
  return { text: minutes === '00' ? String(h12) : `${h12}:${minutes}`, half: hours < 12 ? 'AM' : 'PM' }
}

/** "08:00"–"11:00" → "8–11 AM"; "11:30"–"14:00" → "11:30 AM–2 PM". */
export function timeRangeLabel(start: string, end: string): string {
  const from = clock(start)
  const to = clock(end)
  return from.half === to.half ? `${from.text}–${to.text} ${to.half}` : `${from.text} ${from.half}–${to.text} ${to.half}`
}

export const pickupLabel = (pickup: Pick<PickupWindow, 'date' | 'start' | 'end'>, long = false): string =>
  `${dayLabel(pickup.date, long)}, ${timeRangeLabel(pickup.start, pickup.end)}`

/** "14:00" → "2 PM"; "12:00" → "noon". */
export function timeLabel(hhmm: string): string {
  if (hhmm === '12:00') return 'noon'
  const { text, half } = clock(hhmm)
  return `${text} ${half}`
}

/** ["a", "b", "c"] → "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
}
