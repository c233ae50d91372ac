import { formatTime } from './location-hours.ts'
import type { Location } from './schemas/location.ts'
import { storeClock } from './store-clock.ts'

export interface OpenStatus {
  /** Open at this moment, in the store's own timezone. */
  open: boolean
  /** "6:00 AM – 10:00 PM", "Closed today", or null when the store lists no hours. */
  todayLabel: string | null
}

/** Today's hours and whether the store is open right now; "23:59" closes at midnight, so the last minute counts. */
export function openStatus(location: Pick<Location, 'hours' | 'timezone'>, now: Date): OpenStatus {
  if (location.hours.length !== 7) return { open: false, todayLabel: null }
  const { weekday, time } = storeClock(location.timezone, now)
  const today = location.hours[weekday]
  if (!today) return { open: false, todayLabel: null }
  if (today.closed) return { open: false, todayLabel: 'Closed today' }
  const open = time >= today.open && (today.close === '23:59' ? true : time < today.close)
  return { open, todayLabel: `${formatTime(today.open)} – ${formatTime(today.close)}` }
}

/** A Google Maps directions link to the store's street address. */
export const directionsUrl = (location: Pick<Location, 'address' | 'city' | 'state' | 'zip'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${location.address}, ${location.city}, ${location.state} ${location.zip}`)}`
