import { Hono } from 'hono'
import { menuTimesQuerySchema } from '#shared/schemas/api/menus.ts'
import type { Location } from '#shared/schemas/location.ts'
import { handoffSchema, type Handoff } from '#shared/schemas/order.ts'
import { numericParam, readQuery } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { findLocation } from '../locations/location-store.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { LEAD_MINUTES, slotsBetween } from '../time/handoff-calendar.ts'
import { addDays, fromLocalTime, toLocalTime } from '../time/zoned-time.ts'
import { menuJson, orderableProduct } from './menu-store.ts'

// GET menus/{id}, GET menus/{id}/products/{productId} and GET menus/{id}/times.

const MAX_RANGE_DAYS = 14
const DAY_MS = 86_400_000
const TIMES_NEED_STORE = 'Ordering times belong to a store: ask for menus/{store id}/times.'

/** A bound of the range: a date is that whole local day in the store's timezone, a date-time is that instant. */
function bound(value: string, location: Location, edge: 'from' | 'to'): number {
  if (value.length > 10) return Date.parse(value)
  return edge === 'from' ? fromLocalTime(value, 0, location.timezone) : fromLocalTime(addDays(value, 1), 0, location.timezone) - 1
}

const handoffsOf = (location: Location): Handoff[] =>
  handoffSchema.options.filter((handoff) => handoff === 'pickup' || location.services[handoff])

export function menusRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/:id', async (c) => {
    const menu = await menuJson(c.var.db, numericParam(c, 'id'))
    if (menu === null) throw new SandboxError(404, MESSAGES.menuNotFound)
    return c.body(menu, 200, { 'content-type': 'application/json; charset=utf-8' })
  })

  app.get('/:id/products/:productId', async (c) => {
    const product = await orderableProduct(c.var.db, numericParam(c, 'id'), numericParam(c, 'productId'))
    if (product === null) throw new SandboxError(404, MESSAGES.productNotFound)
    return c.json(product)
  })

  // Our choice: {id} is the store (location) id here. The slots depend on a store's hours and timezone, and in
  // this catalog one menu serves many stores, so a menu id alone cannot name a calendar.
  app.get('/:id/times', async (c) => {
    const { db, deps } = c.var
    const id = numericParam(c, 'id')
    const query = readQuery(c, menuTimesQuerySchema)
    const location = await findLocation(db, id)
    if (location === null) {
      if ((await menuJson(db, id)) !== null) throw new SandboxError(400, TIMES_NEED_STORE)
      throw new SandboxError(404, MESSAGES.locationNotFound)
    }
    const from = bound(query.from, location, 'from')
    const to = bound(query.to, location, 'to')
    if (to - from > MAX_RANGE_DAYS * DAY_MS) throw new SandboxError(400, `Please ask for at most ${MAX_RANGE_DAYS} days of times.`)
    const now = deps.now()
    // Our own shape, after the provider's calendars: one calendar per handoff the store offers, each slot as an
    // ISO instant and as the store's local wall-clock time (what the time picker shows).
    return c.json({
      location_id: location.id,
      timezone: location.timezone,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      calendars: handoffsOf(location).map((handoff) => ({
        handoff,
        lead_minutes: LEAD_MINUTES[handoff],
        slots: slotsBetween(location, handoff, from, to, now).map((slot) => {
          const local = toLocalTime(slot, location.timezone)
          const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0')
          const mm = String(local.minutes % 60).padStart(2, '0')
          return { time: new Date(slot).toISOString(), local: `${local.date}T${hh}:${mm}` }
        }),
      })),
    })
  })

  return app
}
