import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { basketWith, requiredChoices, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// Holiday pre-orders in the sandbox: the Thanksgiving window (order by Tuesday Nov 24, 2 pm in the restaurant's own
// clock; pickups Wed Nov 25 8–11 AM and 2–6 PM, Thu Nov 26 7–11 AM), the bakery's capacity per pickup window, and
// every refusal a visitor can meet. The sandbox clock starts on Wednesday Nov 18 at noon in Central time.

const EAGAN = 3510 // Central time, open 6 AM–10 PM
const ROCHESTER = 3522 // Central time, closed on Thanksgiving Day
const HARRISBURG = 1062 // Eastern time
const MENU = 70405
const WHOLE_APPLE_PIE = productById(MENU, 100904)!
const PANCAKES = productById(MENU, 100101)!
const THANKSGIVING = 'thanksgiving-2026'
const WEDNESDAY_MORNING = '2026-11-25T08:00'
const WEDNESDAY_AFTERNOON = '2026-11-25T14:00'
const THURSDAY_MORNING = '2026-11-26T07:00'

const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }
const payInStore = { ...guest, payments: [{ type: 'instore' }] }

const pies = (quantity: number) => ({ product_id: WHOLE_APPLE_PIE.id, quantity, choices: [] as number[] })

async function pieBasket(sandbox: Sandbox, quantity = 2, store = EAGAN) {
  return basketWith(sandbox, store, MENU, [pies(quantity)])
}

const choose = (sandbox: Sandbox, id: string, pickup = WEDNESDAY_MORNING, window = THANKSGIVING) =>
  sandbox.call('PUT', `orders/${id}/preorder`, { body: { window, pickup } })

/** The sandbox with the bakery's ledgers and settings as new: the tests of this file share one database. */
async function startBakery(options: Parameters<typeof startSandbox>[0] = {}) {
  const sandbox = await startSandbox(options)
  await sandbox.db.batch([sandbox.db.prepare('DELETE FROM preorder_pickups'), sandbox.db.prepare('DELETE FROM preorder_capacity')])
  return sandbox
}

const setCapacity = (sandbox: Sandbox, locationId: number, perPickup: number) =>
  sandbox.ok('PUT', '_sandbox/preorder-capacity', { body: { location_id: locationId, per_pickup: perPickup } })

describe('sandbox holiday pre-orders', () => {
  it('offers the open window with the pickups the restaurant serves and the room left in each', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox)
    const offers = apiResponseSchemas.ordersPreorderGet.parse(await sandbox.ok('GET', `orders/${id}/preorder`))
    // Christmas opens on December 1: not offered yet.
    expect(offers.windows.map((w) => w.id)).toEqual([THANKSGIVING])
    const [thanksgiving] = offers.windows
    expect(thanksgiving).toMatchObject({ title: 'Thanksgiving pies', items: 2, others: [], order_by: '2026-11-24T20:00:00.000Z' })
    expect(thanksgiving!.pickups.map((p) => [p.key, p.label, p.remaining, p.full])).toEqual([
      [WEDNESDAY_MORNING, 'Wed, Nov 25, 8–11 AM', 24, false],
      [WEDNESDAY_AFTERNOON, 'Wed, Nov 25, 2–6 PM', 24, false],
      [THURSDAY_MORNING, 'Thu, Nov 26, 7–11 AM', 24, false],
    ])
    // Wednesday 8 AM in Chicago.
    expect(thanksgiving!.pickups[0]!.time).toBe('2026-11-25T14:00:00.000Z')
  })

  it('places a guest pre-order for Wednesday morning, reserves its pies and shows the pickup on the order', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox, 2)
    const chosen = await choose(sandbox, id)
    expect(chosen.status).toBe(200)
    expect(chosen.body.time).toEqual({ mode: 'advance', wanted: '2026-11-25T14:00:00.000Z' })
    expect(chosen.body.preorder).toMatchObject({
      window_id: THANKSGIVING,
      pickup: { key: WEDNESDAY_MORNING, label: 'Wednesday, November 25, 8–11 AM' },
    })
    const placed = await sandbox.ok('POST', `orders/${id}/submit`, { body: payInStore })
    expect(placed.ready_at).toBe('2026-11-25T14:00:00.000Z')
    expect(placed.preorder.pickup.label).toBe('Wednesday, November 25, 8–11 AM')
    const receipt = sandbox.outbox.find((message) => message.to === 'ann@example.com' && message.subject.endsWith(placed.order_number))
    expect(receipt?.body).toContain('Your Thanksgiving pies will be ready to pick up on Wednesday, November 25, 8–11 AM.')
    const offers = await sandbox.ok('GET', `orders/${(await pieBasket(sandbox, 1)).id}/preorder`)
    expect(offers.windows[0].pickups[0]).toMatchObject({ key: WEDNESDAY_MORNING, remaining: 22 })
  })

  it('races 50 submits for the last 5 pies of one pickup window: exactly 5 orders, 45 clear refusals', async () => {
    const sandbox = await startBakery()
    await setCapacity(sandbox, EAGAN, 5)
    const baskets = await Promise.all(Array.from({ length: 50 }, () => pieBasket(sandbox, 1)))
    // Every visitor chose the window while it still had room.
    for (const { id } of baskets) expect((await choose(sandbox, id)).status).toBe(200)
    const answers = await Promise.all(baskets.map(({ id }) => sandbox.call('POST', `orders/${id}/submit`, { body: payInStore })))

    const placed = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(placed).toHaveLength(5)
    expect(refused).toHaveLength(45)
    for (const refusal of refused) {
      expect(refusal.status).toBe(409)
      expect(refusal.body).toEqual({
        message:
          'The Wed, Nov 25, 8–11 AM pickup is full. These pickup times still have room: Wed, Nov 25, 2–6 PM or Thu, Nov 26, 7–11 AM. Your basket is saved.',
        field: 'order-time',
      })
    }
    const ledger = await sandbox.db
      .prepare('SELECT capacity, reserved FROM preorder_pickups WHERE location_id = ?1 AND window_id = ?2 AND pickup = ?3')
      .bind(EAGAN, THANKSGIVING, WEDNESDAY_MORNING)
      .first()
    expect(ledger).toEqual({ capacity: 5, reserved: 5 })
    const orders = await sandbox.db
      .prepare("SELECT count(*) AS n FROM orders WHERE status = 'placed' AND id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(baskets.map((basket) => basket.id)))
      .first<{ n: number }>()
    expect(orders?.n).toBe(5)
    // The losers keep their baskets, pies and pickup choice; the full window now shows as full.
    const kept = await sandbox.ok('GET', `orders/${baskets[answers.indexOf(refused[0]!)]!.id}`)
    expect(kept).toMatchObject({ state: 'open', products: [{ product_id: WHOLE_APPLE_PIE.id, quantity: 1 }] })
    const offers = await sandbox.ok('GET', `orders/${kept.id}/preorder`)
    expect(offers.windows[0].pickups[0]).toMatchObject({ key: WEDNESDAY_MORNING, remaining: 0, full: true })
  })

  it('refuses a pickup day outside the window, beside the date picker, and keeps the basket', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox)
    const refused = await choose(sandbox, id, '2026-11-27T08:00')
    expect(refused).toEqual({
      status: 400,
      body: {
        message: 'Thanksgiving pies can be picked up on Wed, Nov 25 or Thu, Nov 26. Please choose one of the pickup times shown.',
        field: 'order-time',
      },
    })
    expect((await sandbox.ok('GET', `orders/${id}`)).products).toHaveLength(1)
  })

  it('refuses a window whose order-by time has passed, at validate and at submit too', async () => {
    const sandbox = await startBakery({ now: Date.parse('2026-11-24T19:00:00Z') }) // Tuesday 1 PM in Chicago
    const { id } = await pieBasket(sandbox)
    expect((await choose(sandbox, id)).status).toBe(200)
    sandbox.advance(90) // 2:30 PM: orders closed at 2 PM
    const closed = 'Orders for Thanksgiving pies closed on Tue, Nov 24 at 2 PM. Your basket is saved, and you can still order for today.'
    expect(await sandbox.call('POST', `orders/${id}/validate`)).toEqual({ status: 400, body: { message: closed, field: 'order-time' } })
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: payInStore })).toEqual({
      status: 400,
      body: { message: closed, field: 'order-time' },
    })
    expect((await sandbox.ok('GET', `orders/${id}/preorder`)).windows).toEqual([])
  })

  it('decides by the restaurant clock, not the visitor: at one instant Chicago still takes orders and Harrisburg does not', async () => {
    // Tuesday 1:30 PM in Chicago is 2:30 PM in Harrisburg, whatever day or hour the browser shows.
    const sandbox = await startBakery({ now: Date.parse('2026-11-24T19:30:00Z') })
    expect((await choose(sandbox, (await pieBasket(sandbox, 1, EAGAN)).id)).status).toBe(200)
    const eastern = await choose(sandbox, (await pieBasket(sandbox, 1, HARRISBURG)).id)
    expect(eastern.status).toBe(400)
    expect(eastern.body.message).toMatch(/^Orders for Thanksgiving pies closed on Tue, Nov 24 at 2 PM\./)
    // The browser has no say: a "today" of its own is not part of the call.
    const withClock = await sandbox.call('PUT', `orders/${(await pieBasket(sandbox, 1)).id}/preorder`, {
      body: { window: THANKSGIVING, pickup: WEDNESDAY_MORNING, today: '2026-11-23' },
    })
    expect(withClock.status).toBe(400)
  })

  it('refuses a pickup window that already started', async () => {
    const sandbox = await startBakery({ now: Date.parse('2026-11-24T19:00:00Z') })
    const { id } = await pieBasket(sandbox)
    expect((await choose(sandbox, id)).status).toBe(200)
    // Staff move the clock past Wednesday 8 AM: the window closed and the pickup itself has passed.
    sandbox.clock.ms = Date.parse('2026-11-25T15:00:00Z')
    const refused = await sandbox.call('POST', `orders/${id}/validate`)
    expect(refused.status).toBe(400)
    expect(refused.body.field).toBe('order-time')
  })

  it('refuses more pies than a pickup window has left, naming what remains and where there is room', async () => {
    const sandbox = await startBakery()
    await setCapacity(sandbox, EAGAN, 3)
    const { id } = await pieBasket(sandbox, 4)
    expect(await choose(sandbox, id)).toEqual({
      status: 409,
      body: {
        message:
          'Only 3 more bakery items can be picked up Wed, Nov 25, 8–11 AM. Please take fewer, or choose another pickup time. No other pickup times have room left, sorry.',
        field: 'order-time',
      },
    })
  })

  it('refuses at submit a window that filled while the visitor was paying, and keeps the basket', async () => {
    const sandbox = await startBakery()
    await setCapacity(sandbox, EAGAN, 2)
    const slow = await pieBasket(sandbox, 2)
    const fast = await pieBasket(sandbox, 2)
    expect((await choose(sandbox, slow.id)).status).toBe(200)
    expect((await choose(sandbox, fast.id)).status).toBe(200)
    expect((await sandbox.call('POST', `orders/${fast.id}/submit`, { body: payInStore })).status).toBe(200)
    const refused = await sandbox.call('POST', `orders/${slow.id}/submit`, { body: payInStore })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'The Wed, Nov 25, 8–11 AM pickup is full. These pickup times still have room: Wed, Nov 25, 2–6 PM or Thu, Nov 26, 7–11 AM. Your basket is saved.',
    )
    expect(await sandbox.ok('GET', `orders/${slow.id}`)).toMatchObject({ state: 'open', preorder: { pickup: { key: WEDNESDAY_MORNING } } })
  })

  it('explains and refuses a basket that mixes pies with food for today', async () => {
    const sandbox = await startBakery()
    const { id } = await basketWith(sandbox, EAGAN, MENU, [
      pies(1),
      { product_id: PANCAKES.id, quantity: 1, choices: requiredChoices(PANCAKES.option_groups) },
    ])
    const refused = await choose(sandbox, id)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      `Holiday pickup is for whole pies and bakery boxes only. ${PANCAKES.name} is made fresh for today, so please order it separately or remove it from your basket.`,
    )
    const offers = await sandbox.ok('GET', `orders/${id}/preorder`)
    expect(offers.windows[0]).toMatchObject({ items: 1, others: [PANCAKES.name] })
  })

  it('refuses pancakes added after the pickup was chosen, at validate', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox)
    expect((await choose(sandbox, id)).status).toBe(200)
    await sandbox.ok('POST', `orders/${id}/products`, {
      body: { products: [{ product_id: PANCAKES.id, quantity: 1, choices: requiredChoices(PANCAKES.option_groups).join(',') }] },
    })
    const refused = await sandbox.call('POST', `orders/${id}/validate`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^Holiday pickup is for whole pies and bakery boxes only\./)
  })

  it('offers no pickup on a holiday the restaurant is closed, and refuses one', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox, 1, ROCHESTER)
    const offers = await sandbox.ok('GET', `orders/${id}/preorder`)
    expect(offers.windows[0].pickups.map((p: { key: string }) => p.key)).toEqual([WEDNESDAY_MORNING, WEDNESDAY_AFTERNOON])
    expect((await choose(sandbox, id, THURSDAY_MORNING)).body).toEqual({
      message: 'This restaurant is closed at that time. Please choose another pickup time.',
      field: 'order-time',
    })
  })

  it('refuses a window that is not open yet, an unknown one and prototype names', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox)
    expect((await choose(sandbox, id, '2026-12-23T08:00', 'christmas-2026')).body.message).toBe(
      'Orders for Christmas pies open on Tuesday, December 1.',
    )
    for (const name of ['constructor', 'easter-2026']) {
      expect((await choose(sandbox, id, WEDNESDAY_MORNING, name)).body.message).toBe(
        'That holiday pickup is not offered. Please choose one of the pickup times shown.',
      )
    }
    expect((await choose(sandbox, id, WEDNESDAY_MORNING, '__proto__')).status).toBe(400)
    expect((await choose(sandbox, id, '__proto__')).status).toBe(400)
  })

  it('refuses a pre-order for delivery and a basket with no pies', async () => {
    const sandbox = await startBakery()
    const empty = await basketWith(sandbox, EAGAN, MENU, [])
    expect((await choose(sandbox, empty.id)).body.message).toBe(
      'Holiday pickup is for whole pies and bakery boxes. Please add one to your basket first.',
    )
  })

  it('lets an operator set capacity per store, never below what is promised and never negative', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox, 2)
    await choose(sandbox, id)
    await sandbox.ok('POST', `orders/${id}/submit`, { body: payInStore })
    await setCapacity(sandbox, EAGAN, 0)
    const offers = await sandbox.ok('GET', `orders/${(await pieBasket(sandbox, 1)).id}/preorder`)
    expect(offers.windows[0].pickups.map((p: { remaining: number; full: boolean }) => [p.remaining, p.full])).toEqual([
      [0, true],
      [0, true],
      [0, true],
    ])
    const ledger = await sandbox.db.prepare('SELECT capacity, reserved FROM preorder_pickups WHERE location_id = ?1').bind(EAGAN).first()
    expect(ledger).toEqual({ capacity: 2, reserved: 2 })
    expect((await sandbox.call('PUT', '_sandbox/preorder-capacity', { body: { location_id: EAGAN, per_pickup: -1 } })).status).toBe(400)
    expect((await sandbox.call('PUT', '_sandbox/preorder-capacity', { body: { location_id: 999999, per_pickup: 5 } })).status).toBe(404)
    const production = await startBakery({ env: { ENVIRONMENT: 'production' } })
    expect((await production.call('PUT', '_sandbox/preorder-capacity', { body: { location_id: EAGAN, per_pickup: 5 } })).status).toBe(404)
  })

  it('gives a cancelled pre-order its pies back', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox, 3)
    await choose(sandbox, id)
    const placed = await sandbox.ok('POST', `orders/${id}/submit`, { body: payInStore })
    await sandbox.ok('DELETE', `orders/${id}`, { token: placed.order_claim })
    const offers = await sandbox.ok('GET', `orders/${(await pieBasket(sandbox, 1)).id}/preorder`)
    expect(offers.windows[0].pickups[0]).toMatchObject({ key: WEDNESDAY_MORNING, remaining: 24 })
  })

  it('turns back into an everyday order when the visitor picks ASAP', async () => {
    const sandbox = await startBakery()
    const { id } = await pieBasket(sandbox)
    await choose(sandbox, id)
    const everyday = await sandbox.ok('DELETE', `orders/${id}/time`)
    expect(everyday).toMatchObject({ time: { mode: 'asap', wanted: null }, preorder: null })
  })
})
