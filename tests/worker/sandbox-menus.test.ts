import fc from 'fast-check'
import { propertyRuns } from './property-runs.ts'
import { describe, expect, it } from 'vitest'
import { menuSchema } from '#shared/schemas/menu.ts'
import { WEEKDAYS } from '#shared/schemas/location.ts'
import { menuById, productById, seedLocations } from '#shared/seed/index.ts'
import { startSandbox, WEDNESDAY_NOON_CENTRAL } from './sandbox-helpers.ts'

const LEAD = { pickup: 15, curbside: 15, delivery: 45, dispatch: 45 } as const

/** The store's local wall clock at an instant, written independently of the sandbox's zoned-time module. */
function localClock(instant: number, timeZone: string): { weekday: number; minutes: number; date: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  )
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!)
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute), date: `${parts.year}-${parts.month}-${parts.day}` }
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))

describe('sandbox menus', () => {
  it('serves each seeded menu and product exactly as the seed has it', async () => {
    const sandbox = await startSandbox()
    for (const id of [70405, 70406, 70407]) {
      const menu = await sandbox.ok('GET', `menus/${id}`)
      expect(menuSchema.parse(menu)).toEqual(menuById(id))
    }
    expect(await sandbox.ok('GET', 'menus/70405/products/100401')).toEqual(productById(70405, 100401))
    expect(await sandbox.call('GET', 'menus/70406/products/100401')).toEqual({
      status: 404,
      body: { message: 'That item is not on this menu.' },
    })
    expect((await sandbox.call('GET', 'menus/1')).status).toBe(404)
  })
})

describe('sandbox menus/{store}/times', () => {
  it('lists 15-minute slots per handoff the store offers, from now plus lead time to closing', async () => {
    const sandbox = await startSandbox()
    // Eagan, Wednesday: 06:00–22:00 Central; now is 12:00.
    const body = await sandbox.ok('GET', 'menus/3510/times?from=2026-11-18&to=2026-11-18')
    expect(body.timezone).toBe('America/Chicago')
    expect(body.calendars.map((c: { handoff: string }) => c.handoff)).toEqual(['pickup', 'curbside', 'delivery', 'dispatch'])
    const pickup = body.calendars[0].slots
    expect(pickup[0]).toEqual({ time: '2026-11-18T18:15:00.000Z', local: '2026-11-18T12:15' })
    expect(pickup.at(-1)).toEqual({ time: '2026-11-19T04:00:00.000Z', local: '2026-11-18T22:00' })
    const delivery = body.calendars[2].slots
    expect(delivery[0].local).toBe('2026-11-18T12:45')
    expect(delivery.at(-1).local).toBe('2026-11-18T21:30')
  })

  it('gives no slots on a day the store is closed, and knows a store offering pickup only', async () => {
    const sandbox = await startSandbox()
    // Mankato (3571) is closed on Mondays and offers no delivery, dispatch or curbside.
    const monday = await sandbox.ok('GET', 'menus/3571/times?from=2026-11-23&to=2026-11-23')
    expect(monday.calendars).toEqual([{ handoff: 'pickup', lead_minutes: 15, slots: [] }])
  })

  it('refuses a menu id, which names no single store, with a message saying what to ask for', async () => {
    const sandbox = await startSandbox()
    const result = await sandbox.call('GET', 'menus/70405/times?from=2026-11-18&to=2026-11-18')
    expect(result.status).toBe(400)
    expect(result.body.message).toMatch(/store/)
    expect((await sandbox.call('GET', 'menus/3510/times?from=2026-11-20&to=2026-11-18')).status).toBe(400)
    expect((await sandbox.call('GET', 'menus/3510/times?from=2026-11-01&to=2026-12-30')).status).toBe(400)
  })

  it("never offers a slot outside the handoff's hours or before now plus lead time (any store, any clock)", async () => {
    const sandbox = await startSandbox()
    const stores = seedLocations.filter((l) => l.id % 3 === 0 || l.services.delivery).slice(0, 12)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...stores), fc.integer({ min: 0, max: 14 * 24 * 60 }), async (store, minutesLater) => {
        sandbox.clock.ms = WEDNESDAY_NOON_CENTRAL - 7 * 86_400_000 + minutesLater * 60_000
        const from = localClock(sandbox.clock.ms, store.timezone).date
        const body = await sandbox.ok('GET', `menus/${store.id}/times?from=${from}&to=${from}`)
        for (const calendar of body.calendars as { handoff: keyof typeof LEAD; slots: { time: string }[] }[]) {
          const drivers = calendar.handoff === 'delivery' || calendar.handoff === 'dispatch'
          for (const slot of calendar.slots) {
            const instant = Date.parse(slot.time)
            expect(instant).toBeGreaterThanOrEqual(sandbox.clock.ms + LEAD[calendar.handoff] * 60_000)
            const local = localClock(instant, store.timezone)
            const day = store.hours[local.weekday]!
            expect(day.day).toBe(WEEKDAYS[local.weekday])
            expect(day.closed).toBe(false)
            expect(local.minutes % 15).toBe(0)
            expect(local.minutes).toBeGreaterThanOrEqual(toMinutes(day.open) + (drivers ? 60 : 0))
            expect(local.minutes).toBeLessThanOrEqual(toMinutes(day.close) - (drivers ? 30 : 0))
          }
        }
      }),
      { numRuns: propertyRuns(60), seed: 5 },
    )
    // 60 full calendar reads: about 2 s on a quiet 2-core machine, so room for a busy one.
  }, 30_000)
})
