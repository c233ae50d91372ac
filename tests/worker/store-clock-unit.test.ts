import { describe, expect, it } from 'vitest'
import { isTimeZone, rememberZoneOffsets, storeClock, zoneOffsetSpans } from '#shared/store-clock.ts'
import { openStatus } from '#shared/location-open-now.ts'
import { WEEKDAYS, type DayHours } from '#shared/schemas/location.ts'

describe("a restaurant's own clock", () => {
  it('reads the weekday and time in the restaurant’s zone, not the machine’s', () => {
    expect(storeClock('America/Chicago', new Date('2026-11-26T16:30:00Z'))).toEqual({ weekday: 4, time: '10:30' })
    expect(storeClock('America/Toronto', new Date('2026-11-26T16:30:00Z'))).toEqual({ weekday: 4, time: '11:30' })
    // Just past midnight in Chicago is still Wednesday evening in Los Angeles.
    expect(storeClock('America/Chicago', new Date('2026-11-26T06:05:00Z'))).toEqual({ weekday: 4, time: '00:05' })
    expect(storeClock('America/Los_Angeles', new Date('2026-11-26T06:05:00Z'))).toEqual({ weekday: 3, time: '22:05' })
  })

  it('follows daylight saving time', () => {
    expect(storeClock('America/Chicago', new Date('2026-03-08T07:59:00Z')).time).toBe('01:59')
    expect(storeClock('America/Chicago', new Date('2026-03-08T08:00:00Z')).time).toBe('03:00')
  })

  it('knows a time zone from a name that is not one', () => {
    expect(isTimeZone('America/Chicago')).toBe(true)
    expect(isTimeZone('America/Atlantis')).toBe(false)
    expect(isTimeZone('__proto__')).toBe(false)
    expect(isTimeZone('constructor')).toBe(false)
    // Asked twice: a name that failed is not kept as if it were a zone.
    expect(isTimeZone('America/Atlantis')).toBe(false)
  })
})

describe("a zone's offset, carried by the page", () => {
  const MINUTE = 60_000
  // Read straight from Intl, as a browser without the page's spans would.
  const intlClock = (zone: string, at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).formatToParts(at)
    const part = (type: string) => parts.find((p) => p.type === type)?.value
    return {
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday') ?? ''),
      time: `${part('hour')}:${part('minute')}`,
    }
  }

  it('holds from an hour before the minute it was read to a day after, or until the zone changes its offset', () => {
    const now = new Date('2026-11-26T16:30:45Z')
    expect(zoneOffsetSpans(['America/Denver', 'Asia/Kolkata', 'America/Denver'], now)).toEqual([
      { zone: 'America/Denver', offsetMinutes: -420, from: Date.parse('2026-11-26T15:30:00Z'), until: Date.parse('2026-11-27T16:30:00Z') },
      { zone: 'Asia/Kolkata', offsetMinutes: 330, from: Date.parse('2026-11-26T15:30:00Z'), until: Date.parse('2026-11-27T16:30:00Z') },
    ])
    // Denver moves its clocks forward at 2 AM on 8 March 2026, 09:00 UTC.
    expect(zoneOffsetSpans(['America/Denver'], new Date('2026-03-07T20:00:00Z'))).toEqual([
      { zone: 'America/Denver', offsetMinutes: -420, from: Date.parse('2026-03-07T19:00:00Z'), until: Date.parse('2026-03-08T09:00:00Z') },
    ])
    // Half an hour after that change, the hour before holds another offset: the span starts at the minute read.
    expect(zoneOffsetSpans(['America/Denver'], new Date('2026-03-08T09:30:00Z'))[0]).toMatchObject({
      offsetMinutes: -360,
      from: Date.parse('2026-03-08T09:30:00Z'),
    })
    expect(zoneOffsetSpans(['America/Atlantis'], new Date())).toEqual([])
  })

  it('gives the browser the same clock as Intl, and Intl takes over where the span ends', () => {
    const zones = ['America/Denver', 'America/Phoenix', 'Asia/Kolkata', 'America/St_Johns']
    const readAt = Date.parse('2026-03-07T20:00:00Z')
    const spans = zoneOffsetSpans(zones, new Date(readAt))
    rememberZoneOffsets(spans)
    for (const zone of zones) {
      for (let at = readAt; at < readAt + 30 * 3_600_000; at += 7 * MINUTE) {
        expect(storeClock(zone, new Date(at)), `${zone} at ${new Date(at).toISOString()}`).toEqual(intlClock(zone, at))
      }
    }
    // Either side of Denver's change: 08:59 UTC is 01:59 MST, 09:00 UTC is 03:00 MDT, not 02:00.
    expect(storeClock('America/Denver', new Date('2026-03-08T08:59:00Z'))).toEqual({ weekday: 0, time: '01:59' })
    expect(storeClock('America/Denver', new Date('2026-03-08T09:00:00Z'))).toEqual({ weekday: 0, time: '03:00' })
    // St. John's moves forward at 2 AM NST, 05:30 UTC.
    expect(storeClock('America/St_Johns', new Date('2026-03-08T05:29:00Z')).time).toBe('01:59')
    expect(storeClock('America/St_Johns', new Date('2026-03-08T05:30:00Z')).time).toBe('03:00')
  })

  it('is what the browser reads inside a remembered span, and only there', () => {
    // A span that is not Auckland's real offset, so reading it shows: inside, UTC's clock; outside, Auckland's.
    const from = Date.parse('2026-11-26T16:00:00Z')
    rememberZoneOffsets([{ zone: 'Pacific/Auckland', offsetMinutes: 0, from, until: from + 3_600_000 }])
    expect(storeClock('Pacific/Auckland', new Date(from))).toEqual({ weekday: 4, time: '16:00' })
    expect(storeClock('Pacific/Auckland', new Date(from + 3_599_999))).toEqual({ weekday: 4, time: '16:59' })
    expect(storeClock('Pacific/Auckland', new Date(from + 3_600_000))).toEqual({ weekday: 5, time: '06:00' })
    expect(storeClock('Pacific/Auckland', new Date(from - 60_000))).toEqual({ weekday: 5, time: '04:59' })
  })

  it('ignores what is not a span', () => {
    const at = new Date('2026-11-26T16:30:00Z')
    const before = storeClock('Europe/London', at)
    rememberZoneOffsets(null)
    rememberZoneOffsets({ zone: 'Europe/London' })
    rememberZoneOffsets([
      { zone: 'Europe/London', offsetMinutes: '60', from: at.getTime(), until: at.getTime() + 60_000 },
      { zone: 'Europe/London', offsetMinutes: 60.5, from: at.getTime(), until: at.getTime() + 60_000 },
      { zone: 'Europe/London', offsetMinutes: 60, from: at.getTime(), until: at.getTime() + 2 * 86_400_000 },
      { zone: 'Europe/London', offsetMinutes: 60, from: at.getTime() + 1, until: at.getTime() },
    ])
    expect(storeClock('Europe/London', at)).toEqual(before)
    expect(before).toEqual({ weekday: 4, time: '16:30' })
  })
})

describe('open now', () => {
  type Hours = Pick<DayHours, 'open' | 'close' | 'closed'>
  const day = (open: string, close: string): Hours => ({ open, close, closed: false })
  const closed: Hours = { open: '00:00', close: '00:00', closed: true }
  const hoursOf = (rowFor: (weekday: number) => Hours): DayHours[] => WEEKDAYS.map((name, weekday) => ({ day: name, ...rowFor(weekday) }))
  const week = (hours: Hours) => ({ timezone: 'America/Chicago', hours: hoursOf(() => hours) })

  it('is open from opening time up to, not at, closing time', () => {
    const location = week(day('06:00', '22:00'))
    expect(openStatus(location, new Date('2026-11-26T12:00:00Z'))).toEqual({ open: true, todayLabel: '6:00 AM – 10:00 PM' })
    expect(openStatus(location, new Date('2026-11-26T11:59:00Z')).open).toBe(false)
    expect(openStatus(location, new Date('2026-11-27T04:00:00Z')).open).toBe(false)
  })

  it('counts the last minute of a day that closes at midnight', () => {
    expect(openStatus(week(day('06:00', '23:59')), new Date('2026-11-27T05:59:00Z')).open).toBe(true)
  })

  it("reads today's row in the restaurant's zone", () => {
    const hours = hoursOf((weekday) => (weekday === 3 ? day('06:00', '23:59') : closed))
    // 05:30 UTC on Thursday is Wednesday 23:30 in Chicago.
    expect(openStatus({ timezone: 'America/Chicago', hours }, new Date('2026-11-26T05:30:00Z')).open).toBe(true)
    expect(openStatus({ timezone: 'America/Chicago', hours }, new Date('2026-11-26T06:30:00Z'))).toEqual({
      open: false,
      todayLabel: 'Closed today',
    })
  })
})
