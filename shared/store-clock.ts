// A restaurant's own clock: the weekday and time of day in its time zone, not the visitor's.
//
// Read with Intl, one formatter per time zone for the isolate or the page: building one loads the zone's rules, and
// /locations reads some 200 restaurants' clocks each time it renders (a formatter per call cost hundreds of them).
// A Map, not a plain object, because the keys come from data.
//
// In the browser, a page's first Intl formatter also loads the locale data: 15-35 ms of the main thread, half the
// script time of /locations' start-up. So a page that shows hours carries each zone's offset from UTC as the server read it, for as
// long as that offset holds (zoneOffsetSpans, in the location loaders); the browser draws the clocks of that span by
// arithmetic and builds no formatter to hydrate. tests/worker/store-clock-unit.test.ts holds the two ways equal.
const formatters = new Map<string, Intl.DateTimeFormat>()
const rememberedSpans = new Map<string, ZoneOffsetSpan>()

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
/** The longest span a page carries: an hour before the minute it was read (a browser's clock may lag), a day after. */
const LONGEST_SPAN_MS = HOUR_MS + DAY_MS
const WEEK_MINUTES = 7 * 1440

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

/** A zone's offset from UTC, in minutes, constant from `from` up to (not including) `until` (epoch milliseconds). */
export interface ZoneOffsetSpan {
  zone: string
  offsetMinutes: number
  from: number
  until: number
}

function intlStoreClock(timeZone: string, at: number): StoreClock {
  const parts = formatterFor(timeZone).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  return { weekday: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` }
}

function clockAtOffset(at: number, offsetMinutes: number): StoreClock {
  const local = new Date(at + offsetMinutes * MINUTE_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { weekday: local.getUTCDay(), time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` }
}

export function storeClock(timeZone: string, now: Date): StoreClock {
  const at = now.getTime()
  const span = rememberedSpans.get(timeZone)
  if (span && span.from <= at && at < span.until) return clockAtOffset(at, span.offsetMinutes)
  return intlStoreClock(timeZone, at)
}

/** The zone's offset at a minute: its wall clock less UTC's, within a week (offsets are under a day). */
function offsetMinutesAt(timeZone: string, at: number): number {
  const { weekday, time } = intlStoreClock(timeZone, at)
  const utc = new Date(at)
  const localMinute = weekday * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
  const utcMinute = utc.getUTCDay() * 1440 + utc.getUTCHours() * 60 + utc.getUTCMinutes()
  return ((((localMinute - utcMinute) % WEEK_MINUTES) + WEEK_MINUTES + WEEK_MINUTES / 2) % WEEK_MINUTES) - WEEK_MINUTES / 2
}

/**
 * Each zone's offset from the minute of `now` for up to a day, ending at the zone's next change of offset (daylight
 * saving) if one comes sooner. A page cached at the edge for minutes, or hydrated a minute later, still falls in it;
 * so does a browser whose clock is behind, by up to an hour, unless the offset changed in that hour.
 */
export function zoneOffsetSpans(zones: Iterable<string>, now: Date): ZoneOffsetSpan[] {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS
  return [...new Set(zones)].filter(isTimeZone).map((zone) => {
    const offsetMinutes = offsetMinutesAt(zone, minute)
    const from = offsetMinutesAt(zone, minute - HOUR_MS) === offsetMinutes ? minute - HOUR_MS : minute
    let until = minute + DAY_MS
    if (offsetMinutesAt(zone, until) !== offsetMinutes) {
      // The change, to the minute: the offset holds at `low` and no longer at `high`.
      let low = minute
      let high = until
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS
        if (offsetMinutesAt(zone, middle) === offsetMinutes) low = middle
        else high = middle
      }
      until = high
    }
    return { zone, offsetMinutes, from, until }
  })
}

// A few checks by hand, not a zod schema: the spans are the page's own loader data, and this module loads with every
// page that shows hours, where a schema library would cost more bytes than the arithmetic it serves.
const isSpan = (value: unknown): value is ZoneOffsetSpan => {
  if (typeof value !== 'object' || value === null) return false
  const { zone, offsetMinutes, from, until } = value as Record<string, unknown>
  return (
    typeof zone === 'string' &&
    Number.isInteger(offsetMinutes) &&
    Math.abs(offsetMinutes as number) < 1440 &&
    Number.isFinite(from) &&
    Number.isFinite(until) &&
    (from as number) < (until as number) &&
    (until as number) - (from as number) <= LONGEST_SPAN_MS
  )
}

/** Spans a page carries (a server read them): the browser draws those zones' clocks from them while they hold. */
export function rememberZoneOffsets(spans: unknown): void {
  if (!Array.isArray(spans)) return
  for (const span of spans) if (isSpan(span)) rememberedSpans.set(span.zone, span)
}
