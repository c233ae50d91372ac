import { Hono } from 'hono'
import { PINNABLE_ENVIRONMENTS } from '#shared/pinned-clock.ts'
import { pickupLabel } from '#shared/preorder-labels.ts'
import { preorderCapacityPayloadSchema, preorderChoicePayloadSchema } from '#shared/schemas/api/preorder.ts'
import { pickupKeyOf } from '#shared/schemas/preorder-window.ts'
import { readBody } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { findLocation } from '../locations/location-store.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { orderCaller } from '../orders/order-caller.ts'
import { orderIdParam, respond } from '../orders/order-http.ts'
import { loadBasket } from '../orders/order-store.ts'
import { changeBasket } from '../orders/order-writes.ts'
import { preorderContents } from './preorder-basket.ts'
import { orderByInstant, PREORDER_WINDOWS, pickupStartInstant, servedPickups, windowState } from './preorder-calendar.ts'
import { roomFor, setStoreCapacity } from './preorder-capacity.ts'
import { checkPreorder } from './preorder-checks.ts'

// Holiday pre-orders on a basket (our own calls, in the call table):
// - GET orders/{id}/preorder: the windows open now at the basket's restaurant, each with the pickup windows it
//   serves and the room left in each (a full one says so), and what of the basket each window takes.
// - PUT orders/{id}/preorder { window, pickup }: the basket becomes a pre-order for that pickup window (its wanted
//   time is the window's start); every rule is checked here on the sandbox's clock and again at validate and submit.
// - DELETE orders/{id}/preorder: back to an everyday order, as soon as possible.
// And the operator's setting, development and test only like the clock: PUT /_sandbox/preorder-capacity
// { location_id, per_pickup }.

export function preorderRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/:id/preorder', async (c) => {
    const { db, deps } = c.var
    const now = deps.now()
    const basket = await loadBasket(db, orderIdParam(c), now, await orderCaller(c))
    const open = PREORDER_WINDOWS.filter((window) => windowState(window, basket.location, now) === 'open')
    const windows = await Promise.all(
      open.map(async (window) => {
        const served = servedPickups(window, basket.location, now)
        const room = await roomFor(db, basket.location.id, window.id, served.map(pickupKeyOf))
        const contents = await preorderContents(db, basket, window)
        return {
          id: window.id,
          title: window.title,
          summary: window.summary,
          order_by: new Date(orderByInstant(window, basket.location)).toISOString(),
          items: contents.quantity,
          others: contents.others,
          pickups: served.map((pickup) => {
            const remaining = room.get(pickupKeyOf(pickup))?.remaining ?? 0
            return {
              key: pickupKeyOf(pickup),
              date: pickup.date,
              start: pickup.start,
              end: pickup.end,
              label: pickupLabel(pickup),
              time: new Date(pickupStartInstant(pickup, basket.location)).toISOString(),
              remaining,
              full: remaining === 0,
            }
          }),
        }
      }),
    )
    const { preorder_window: window, preorder_pickup: pickup } = basket.order
    return c.json({
      windows: windows.filter((window) => window.pickups.length > 0),
      chosen: window !== null && pickup !== null ? { window, pickup } : null,
    })
  })

  app.put('/:id/preorder', async (c) => {
    const { db, deps } = c.var
    const choice = await readBody(c, preorderChoicePayloadSchema)
    const now = deps.now()
    const basket = await changeBasket(db, orderIdParam(c), now, await orderCaller(c), async (basket) => {
      const checked = await checkPreorder(db, basket, choice.window, choice.pickup, now)
      return { set: { time_wanted: checked.readyAt, preorder_window: checked.window.id, preorder_pickup: checked.key } }
    })
    return respond(c, basket)
  })

  app.delete('/:id/preorder', async (c) => {
    const { db, deps } = c.var
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), await orderCaller(c), () => ({
      set: { time_wanted: null, preorder_window: null, preorder_pickup: null },
    }))
    return respond(c, basket)
  })

  return app
}

/** PUT /_sandbox/preorder-capacity: an operator sets how many pre-order items a store bakes per pickup window. */
export function preorderCapacityRoutes() {
  const app = new Hono<SandboxHono>()
  app.put('/preorder-capacity', async (c) => {
    if (!PINNABLE_ENVIRONMENTS.has(c.env.ENVIRONMENT ?? '')) return c.notFound()
    const { db, deps } = c.var
    const { location_id: locationId, per_pickup: perPickup } = await readBody(c, preorderCapacityPayloadSchema)
    if ((await findLocation(db, locationId)) === null) throw new SandboxError(404, MESSAGES.locationNotFound)
    await setStoreCapacity(db, locationId, perPickup, deps.now())
    return c.json({ location_id: locationId, per_pickup: perPickup })
  })
  return app
}
