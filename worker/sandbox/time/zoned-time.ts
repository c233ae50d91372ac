// Wall-clock time in a store's own timezone. Hours are written in local time (shared/schemas/location.ts), so every
// "is it open?" question converts through here; Intl does the timezone and daylight-saving work.

interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string
  /** Minutes since local midnight. */
  minutes: number
  /** 0 = Sunday, matching WEEKDAYS. */
  weekday: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function wallClock(
  epochMs: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! }
}

export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay()

export function toLocalTime(epochMs: number, timeZone: string): LocalTime {
  const c = wallClock(epochMs, timeZone)
  const date = `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`
  return { date, minutes: c.hour * 60 + c.minute, weekday: weekdayOf(date) }
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetMs(epochMs: number, timeZone: string): number {
  const c = wallClock(epochMs, timeZone)
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  return asUtc - Math.floor(epochMs / 1000) * 1000
}

/** The instant a zone's clock shows `minutes` after midnight on `date`. Two passes settle daylight-saving edges. */
export function fromLocalTime(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, day, 0, minutes)
  const first = wall - offsetMs(wall, timeZone)
  const second = wall - offsetMs(first, timeZone)
  return second
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** "06:30" → 390. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
