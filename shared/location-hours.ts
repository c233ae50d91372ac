import type { DayHours, Location } from './schemas/location.ts'
import { storeClock } from './store-clock.ts'

/** The weekday index (0 = Sunday) at `now` in the store's own timezone, not the visitor's. */
export function storeWeekday(timezone: string, now: Date): number {
  return storeClock(timezone, now).weekday
}

export function todaysHours(location: Pick<Location, 'hours' | 'timezone'>, now: Date): DayHours | undefined {
  return location.hours[storeWeekday(location.timezone, now)]
}

/** Open at some point today (the favourite search shows only locations open today). */
export function isOpenToday(location: Pick<Location, 'hours' | 'timezone'>, now: Date): boolean {
  const today = todaysHours(location, now)
  return Boolean(today && !today.closed)
}

/** "06:00" → "6:00 AM"; "23:59" reads as "Midnight" because that is what the store means by it. */
export function formatTime(hhmm: string): string {
  if (hhmm === '23:59') return 'Midnight'
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}
