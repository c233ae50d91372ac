// A restaurant's own clock: the weekday and time of day in its time zone, not the visitor's.
// One formatter per time zone serves the isolate or the page. Building one loads the zone's rules, and /locations
// reads some 200 restaurants' clocks each time it renders: a formatter per call cost the browser hundreds of them.
// A Map, not a plain object, because the keys come from data.
const formatters = new Map<string, Intl.DateTimeFormat>()

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** Throws a RangeError for a name that is not a time zone; only real zones are kept. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name)
    return true
  } catch {
    return false
  }
}

export interface StoreClock {
  /** 0 = Sunday. */
  weekday: number
  /** The wall-clock time, "HH:MM" from "00:00" to "23:59". */
  time: string
}

export function storeClock(timeZone: string, now: Date): StoreClock {
  const parts = formatterFor(timeZone).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  return { weekday: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` }
}
