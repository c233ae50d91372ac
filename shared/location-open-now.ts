import { formatTime, todaysHours } from './location-hours.ts'
import type { Location } from './schemas/location.ts'

export interface OpenStatus {
  /** Open at this moment, in the store's own timezone. */
  open: boolean
  /** "6:00 AM – 10:00 PM", "Closed today", or null when the store lists no hours. */
  todayLabel: string | null
}

/** The store's wall-clock "HH:MM" at `now`. */
function localTime(timezone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

/** Today's hours and whether the store is open right now; "23:59" closes at midnight, so the last minute counts. */
export function openStatus(location: Pick<Location, 'hours' | 'timezone'>, now: Date): OpenStatus {
  const today = location.hours.length === 7 ? todaysHours(location, now) : undefined
  if (!today) return { open: false, todayLabel: null }
  if (today.closed) return { open: false, todayLabel: 'Closed today' }
  const time = localTime(location.timezone, now)
  const open = time >= today.open && (today.close === '23:59' ? true : time < today.close)
  return { open, todayLabel: `${formatTime(today.open)} – ${formatTime(today.close)}` }
}

/** A Google Maps directions link to the store's street address. */
export const directionsUrl = (location: Pick<Location, 'address' | 'city' | 'state' | 'zip'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${location.address}, ${location.city}, ${location.state} ${location.zip}`)}`
