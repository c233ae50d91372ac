import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { basketWith, requiredChoices, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// The basket calls of shared/api-calls.ts against the sandbox in-process on real D1, the clock at Wednesday noon Central.
// Eagan (3510, MN, 7.875 %) offers every handoff; its menu is the default 70405.

const PANCAKES = productById(MENU, 100101)!
const COFFEE = productById(MENU, 101201)!
const WHOLE_APPLE_PIE = productById(MENU, 100904)!

// Pancakes: the full stack (+2.50) and strawberry topping (+1.29).
const FULL_STACK = PANCAKES.option_groups[0]!.options[1]!.id
const STRAWBERRY = PANCAKES.option_groups[1]!.options[2]!.id

async function sampleBasket(sandbox: Sandbox) {
  return basketWith(sandbox, EAGAN, MENU, [
    { product_id: TWO_EGG.id, quantity: 2, choices: requiredChoices(TWO_EGG.option_groups) },
    { product_id: PANCAKES.id, quantity: 1, choices: [FULL_STACK, STRAWBERRY] },
  ])
}

describe('sandbox orders/create and orders/{id}', () => {
  it('creates an empty basket at a store, in the shape the site reads', async () => {
    const sandbox = await startSandbox()
    const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN } })
    expect(apiResponseSchemas.ordersCreate.parse(basket)).toMatchObject({
      location_id: EAGAN,
      menu_id: MENU,
      state: 'open',
      handoff: 'pickup',
      products: [],
      totals: { subtotal: 0, tax: 0, total: 0, estimated: true },
      time: { mode: 'asap', wanted: null },
    })
    expect(await sandbox.ok('GET', `orders/${basket.id}`)).toEqual(basket)
  })

  it('needs to know the store: menu_id alone is enough only for a menu one store serves', async () => {
    const sandbox = await startSandbox()
    expect(await sandbox.call('POST', 'orders/create', { body: { menu_id: MENU } })).toEqual({
      status: 400,
      body: { message: 'Please choose a location first.' },
    })
    expect((await sandbox.call('POST', 'orders/create', { body: { menu_id: 70406, location_id: EAGAN } })).body.message).toBe(
      'This menu is not served at this location.',
    )
    // Mankato has no menu of its own and orders from the default menu.
    expect((await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: 3571 } })).location_id).toBe(3571)
    expect((await sandbox.call('POST', 'orders/create', { body: { menu_id: MENU, location_id: 999 } })).status).toBe(404)
    expect(await sandbox.call('POST', 'orders/create', { body: { menu: MENU } })).toEqual({
      status: 400,
      body: { message: 'Please provide Correct inputs', field: 'menu_id' },
    })
  })

  it('answers the error catalogue\'s "Could not load shopping basket" for an unknown, abandoned or day-old basket', async () => {
    const sandbox = await startSandbox()
    const unknown = { status: 404, body: { message: 'Could not load shopping basket' } }
    expect(await sandbox.call('GET', 'orders/no-such-basket')).toEqual(unknown)
    expect(await sandbox.call('POST', 'orders/no-such-basket/validate')).toEqual(unknown)
    const abandoned = await sampleBasket(sandbox)
    expect(await sandbox.ok('DELETE', `orders/${abandoned.id}/abandon`)).toEqual({ id: abandoned.id, state: 'abandoned' })
    expect(await sandbox.call('GET', `orders/${abandoned.id}`)).toEqual(unknown)
    const idle = await sampleBasket(sandbox)
    sandbox.advance(24 * 60 + 1)
    expect(await sandbox.call('GET', `orders/${idle.id}`)).toEqual(unknown)
  })
})

describe('sandbox orders/{id}/products', () => {
  it('adds products with their choices and prices each line from the menu', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    expect(apiResponseSchemas.ordersProductsAdd.parse(basket).products).toHaveLength(2)
    const [eggs, pancakes] = basket.products
    expect(eggs).toMatchObject({ product_id: TWO_EGG.id, name: 'Two-Egg Breakfast', quantity: 2, cost: { base: 10.29, total: 20.58 } })
    expect(eggs.choices.map((c: { option_id: number }) => c.option_id)).toEqual(requiredChoices(TWO_EGG.option_groups))
    expect(pancakes).toMatchObject({ quantity: 1, cost: { base: 8.99, total: 12.78 } })
    expect(pancakes.choices).toEqual([
      { option_id: FULL_STACK, name: 'Full Stack (5)', cost: 2.5 },
      { option_id: STRAWBERRY, name: 'Strawberry Topping', cost: 1.29 },
    ])
    // 33.36 subtotal; MN 7.875 % of it is 2.6271, so 2.63.
    expect(basket.totals).toMatchObject({ subtotal: 33.36, tax: 2.63, total: 35.99, estimated: true })
    expect(basket.taxes).toEqual([{ label: 'MN Sales Tax', amount: 2.63 }])
  })

  it('refuses a product without its mandatory choices with "Missing required selections."', async () => {
    const sandbox = await startSandbox()
    const basket = await basketWith(sandbox, EAGAN, MENU, [])
    const add = (products: unknown[]) => sandbox.call('POST', `orders/${basket.id}/products`, { body: { products } })
    expect(await add([{ product_id: COFFEE.id, quantity: 1 }])).toEqual({ status: 400, body: { message: 'Missing required selections.' } })
    // A nested mandatory group counts once its option is chosen: three pancakes as the side need a flavour.
    const side = TWO_EGG.option_groups[2]!
    const pancakeSide = side.options.find((o) => o.modifiers.length > 0)!
    const withoutFlavour = requiredChoices(TWO_EGG.option_groups).map((id) => (id === side.options[0]!.id ? pancakeSide.id : id))
    expect((await add([{ product_id: TWO_EGG.id, quantity: 1, choices: withoutFlavour.join(',') }])).body.message).toBe(
      'Missing required selections.',
    )
    // An option of another product, a nested option without its parent, and a repeat are all wrong input.
    const wrong = { status: 400, body: { message: 'Please provide Correct inputs' } }
    expect(
      await add([
        {
          product_id: PANCAKES.id,
          quantity: 1,
          choices: `${PANCAKES.option_groups[0]!.options[0]!.id},${COFFEE.option_groups[0]!.options[0]!.id}`,
        },
      ]),
    ).toEqual(wrong)
    expect(
      await add([
        {
          product_id: TWO_EGG.id,
          quantity: 1,
          choices: [...requiredChoices(TWO_EGG.option_groups), pancakeSide.modifiers[0]!.options[0]!.id].join(','),
        },
      ]),
    ).toEqual(wrong)
    expect(await add([{ product_id: PANCAKES.id, quantity: 1, choices: `${FULL_STACK},${FULL_STACK}` }])).toEqual(wrong)
    const toppings = PANCAKES.option_groups[1]!
    const tooMany = [FULL_STACK, ...toppings.options.slice(0, 4).map((o) => o.id)].join(',')
    expect((await add([{ product_id: PANCAKES.id, quantity: 1, choices: tooMany }])).body.message).toBe(
      'Please choose at most 3 for "Add toppings".',
    )
    // Nothing of a refused batch is kept.
    expect((await sandbox.ok('GET', `orders/${basket.id}`)).products).toEqual([])
  })

  it("holds quantities to 1–99 and to the product's own limit, and products to the basket's menu", async () => {
    const sandbox = await startSandbox()
    const basket = await basketWith(sandbox, EAGAN, MENU, [])
    const add = (products: unknown[]) => sandbox.call('POST', `orders/${basket.id}/products`, { body: { products } })
    expect((await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 11 }])).body.message).toBe(
      'You can order at most 10 of Whole Apple Pie.',
    )
    expect((await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 100 }])).status).toBe(400)
    expect((await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 0 }])).status).toBe(400)
    expect(await add([{ product_id: 200101, quantity: 1 }])).toEqual({ status: 400, body: { message: 'That item is not on this menu.' } })
    expect((await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 10 }])).status).toBe(200)
  })

  it('adds the same dish with the same choices to its line, in any order of choices, within its limit', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const add = (products: unknown[]) => sandbox.call('POST', `orders/${basket.id}/products`, { body: { products } })
    const [eggs, pancakes] = basket.products
    // The same pancakes, their choices listed the other way round: one line of three.
    const again = await add([{ product_id: PANCAKES.id, quantity: 2, choices: `${STRAWBERRY},${FULL_STACK}` }])
    expect(again.status).toBe(200)
    expect(again.body.products).toHaveLength(2)
    expect(again.body.products[1]).toMatchObject({ id: pancakes.id, quantity: 3, cost: { total: 38.34 } })
    expect(again.body.products[0]).toEqual(eggs)
    // Other choices are another line; two identical new lines in one call become one.
    const short = PANCAKES.option_groups[0]!.options[0]!.id
    const other = await add([
      { product_id: PANCAKES.id, quantity: 1, choices: String(short) },
      { product_id: PANCAKES.id, quantity: 1, choices: String(short) },
    ])
    expect(other.body.products.map((line: { quantity: number }) => line.quantity)).toEqual([2, 3, 2])
    // The sum keeps to the product's limit, and a refused add changes nothing.
    const pie = await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 6 }])
    expect(pie.body.products).toHaveLength(4)
    expect(await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 5 }])).toEqual({
      status: 400,
      body: { message: 'You can order at most 10 of Whole Apple Pie.' },
    })
    const four = await add([{ product_id: WHOLE_APPLE_PIE.id, quantity: 4 }])
    expect(four.body.products.at(-1)).toMatchObject({ product_id: WHOLE_APPLE_PIE.id, quantity: 10 })
    expect(four.body.products).toHaveLength(4)
  })

  it("updates a line's quantity and choices, and removes it at quantity 0 or by DELETE", async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const [eggs, pancakes] = basket.products
    const updated = await sandbox.ok('PUT', `orders/${basket.id}/products/${pancakes.id}`, {
      body: { id: pancakes.id, quantity: 3, choices: String(PANCAKES.option_groups[0]!.options[0]!.id) },
    })
    expect(apiResponseSchemas.ordersProductUpdate.parse(updated).products[1]).toMatchObject({ quantity: 3, cost: { total: 26.97 } })
    const onlyQuantity = await sandbox.ok('PUT', `orders/${basket.id}/products/${eggs.id}`, { body: { id: eggs.id, quantity: 1 } })
    expect(onlyQuantity.products[0]).toMatchObject({ quantity: 1, cost: { total: 10.29 }, choices: eggs.choices })
    const removed = await sandbox.ok('PUT', `orders/${basket.id}/products/${eggs.id}`, { body: { id: eggs.id, quantity: 0 } })
    expect(removed.products.map((p: { id: number }) => p.id)).toEqual([pancakes.id])
    expect((await sandbox.ok('DELETE', `orders/${basket.id}/products/${pancakes.id}`)).products).toEqual([])
    expect((await sandbox.call('DELETE', `orders/${basket.id}/products/${pancakes.id}`)).status).toBe(404)
    expect((await sandbox.call('PUT', `orders/${basket.id}/products/${pancakes.id}`, { body: { id: 1, quantity: 1 } })).status).toBe(400)
  })
})

describe('sandbox handoff, address and custom fields', () => {
  it('switches to curbside where offered, and validate then asks for the vehicle', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const curbside = await sandbox.ok('PUT', `orders/${basket.id}/handoff/curbside`)
    expect(curbside.handoff).toBe('curbside')
    expect(curbside.custom_fields.map((f: { id: string; required: boolean }) => [f.id, f.required])).toEqual([
      ['make', true],
      ['model', true],
      ['color', true],
    ])
    expect(await sandbox.call('POST', `orders/${basket.id}/validate`)).toEqual({
      status: 400,
      body: { message: 'Please tell us your vehicle make, model and color for curbside pickup.' },
    })
    await sandbox.ok('PUT', `orders/${basket.id}/custom`, {
      body: {
        fields: [
          { id: 'make', value: 'Subaru' },
          { id: 'model', value: 'Outback' },
          { id: 'color', value: 'Green' },
        ],
      },
    })
    expect((await sandbox.ok('POST', `orders/${basket.id}/validate`)).totals.estimated).toBe(false)
    expect((await sandbox.call('PUT', `orders/${basket.id}/custom`, { body: { fields: [{ id: 'licence', value: 'X' }] } })).status).toBe(
      400,
    )
    // Ames (5224) has no curbside.
    const ames = await basketWith(sandbox, 5224, 70406, [])
    expect(await sandbox.call('PUT', `orders/${ames.id}/handoff/curbside`)).toEqual({
      status: 400,
      body: { message: 'This location does not offer curbside pickup.' },
    })
    expect((await sandbox.call('PUT', `orders/${basket.id}/handoff/delivery`)).body.message).toBe(
      'Delivery and dispatch are chosen by entering a delivery address.',
    )
  })

  it("sets delivery with an address inside the store's radius, with its delivery charge", async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const address = { address: '3795 Pilot Knob Rd', city: 'Eagan', zip: '55122' }
    const delivery = await sandbox.ok('PUT', `orders/${basket.id}/address`, { body: { type: 'delivery', address } })
    expect(apiResponseSchemas.ordersAddress.parse(delivery)).toMatchObject({
      handoff: 'delivery',
      address,
      totals: { delivery: 3.99, total: 39.98 },
    })
    const dispatch = await sandbox.ok('PUT', `orders/${basket.id}/address`, { body: { type: 'dispatch', address } })
    expect(dispatch.totals).toMatchObject({ delivery: 4.99, fees: 1, total: 41.98 })
    // Downtown Minneapolis is ~12 miles from Eagan, outside its 6.
    const far = await sandbox.call('PUT', `orders/${basket.id}/address`, {
      body: { type: 'delivery', address: { address: '1 Main St', city: 'Minneapolis', zip: '55401' } },
    })
    expect(far).toEqual({ status: 400, body: { message: 'This address is outside the delivery area of this location.' } })
    expect(
      await sandbox.call('PUT', `orders/${basket.id}/address`, { body: { type: 'delivery', address: { ...address, zip: '00000' } } }),
    ).toEqual({
      status: 400,
      body: { message: 'Incorrect format.' },
    })
    const pickupOnly = await basketWith(sandbox, 3571, MENU, [])
    expect((await sandbox.call('PUT', `orders/${pickupOnly.id}/address`, { body: { type: 'dispatch', address } })).body.message).toBe(
      'This location does not offer dispatch delivery.',
    )
    // Back to pickup clears the address.
    const pickup = await sandbox.ok('PUT', `orders/${basket.id}/handoff/pickup`)
    expect(pickup).toMatchObject({ handoff: 'pickup', address: null, totals: { delivery: 0, fees: 0 } })
  })

  it('refuses a dispatch order without an address', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    expect(await sandbox.call('PUT', `orders/${basket.id}/address`, { body: { type: 'dispatch' } })).toEqual({
      status: 400,
      body: { message: 'Please provide Correct inputs', field: 'address' },
    })
    expect((await sandbox.call('PUT', `orders/${basket.id}/handoff/dispatch`)).status).toBe(400)
    // Even a basket that reached dispatch without one (written straight into the database) cannot validate or submit.
    await sandbox.db.prepare("UPDATE orders SET handoff = 'dispatch' WHERE id = ?1").bind(basket.id).run()
    const refused = { status: 400, body: { message: 'Please enter a delivery address.' } }
    expect(await sandbox.call('POST', `orders/${basket.id}/validate`)).toEqual(refused)
    const submit = {
      usertype: 'guest',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '612-555-0101',
      payments: [{ type: 'creditcard', token: 'tok_visa' }],
    }
    expect(await sandbox.call('POST', `orders/${basket.id}/submit`, { body: submit })).toEqual(refused)
  })
})

describe('sandbox time wanted', () => {
  it('takes a slot of the calendar, refuses times outside hours or too soon, and DELETE goes back to ASAP', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    // 17:30 Central on Wednesday.
    const later = await sandbox.ok('PUT', `orders/${basket.id}/time`, { body: { time: '2026-11-18T23:30:00.000Z' } })
    expect(apiResponseSchemas.ordersTimeSet.parse(later).time).toEqual({ mode: 'advance', wanted: '2026-11-18T23:30:00.000Z' })
    const outside = {
      status: 400,
      body: { message: 'This location is not open for your order at that time. Please choose one of the offered times.' },
    }
    // 23:00 Central (closes 22:00), 05:45 Thursday (opens 06:00), and 17:31 (not a slot).
    expect(await sandbox.call('PUT', `orders/${basket.id}/time`, { body: { time: '2026-11-19T05:00:00Z' } })).toEqual(outside)
    expect(await sandbox.call('PUT', `orders/${basket.id}/time`, { body: { time: '2026-11-19T05:45:00-06:00' } })).toEqual(outside)
    expect(await sandbox.call('PUT', `orders/${basket.id}/time`, { body: { time: '2026-11-18T23:31:00Z' } })).toEqual(outside)
    expect((await sandbox.call('PUT', `orders/${basket.id}/time`, { body: { time: '2026-11-18T18:10:00Z' } })).body.message).toBe(
      'That time is too soon. Please choose a later time.',
    )
    expect((await sandbox.call('PUT', `orders/${basket.id}/time`, { body: { time: 'tomorrow' } })).status).toBe(400)
    expect((await sandbox.ok('DELETE', `orders/${basket.id}/time`)).time).toEqual({ mode: 'asap', wanted: null })
  })

  it('validates ASAP only while the store is open, and an advance time only while it is still ahead', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    await sandbox.ok('PUT', `orders/${basket.id}/time`, { body: { time: '2026-11-18T19:00:00Z' } })
    sandbox.advance(60)
    expect((await sandbox.call('POST', `orders/${basket.id}/validate`)).body.message).toBe(
      'The time you chose is no longer available. Please choose another time.',
    )
    await sandbox.ok('DELETE', `orders/${basket.id}/time`)
    // 23:00 Central: closed.
    sandbox.advance(10 * 60)
    expect((await sandbox.call('POST', `orders/${basket.id}/validate`)).body.message).toBe(
      'This location is not taking orders for this time. Please choose a later time.',
    )
  })
})

describe('sandbox tip, coupon, validate and token', () => {
  it('adds a tip to the total', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const tipped = await sandbox.ok('PUT', `orders/${basket.id}/tip`, { body: { amount: 5.25 } })
    expect(tipped.totals).toMatchObject({ tip: 5.25, total: 41.24 })
    expect((await sandbox.call('PUT', `orders/${basket.id}/tip`, { body: { amount: 1.234 } })).status).toBe(400)
  })

  it("applies a coupon whose minimum the basket meets, and refuses others with the error catalogue's sentence", async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const invalid = { status: 400, body: { message: 'This coupon is not valid for this order.' } }
    // PIE5 needs $25: 33.36 qualifies. 5.00 off; tax stays on the pre-discount subtotal.
    const withCoupon = await sandbox.ok('PUT', `orders/${basket.id}/coupon`, { body: { code: 'pie5' } })
    expect(apiResponseSchemas.ordersCouponApply.parse(withCoupon).totals).toMatchObject({
      subtotal: 33.36,
      discount: 5,
      tax: 2.63,
      total: 30.99,
    })
    expect(withCoupon.coupon).toEqual({ code: 'PIE5', description: '$5 off an order of $25 or more.' })
    expect(await sandbox.call('PUT', `orders/${basket.id}/coupon`, { body: { code: 'FAMILY15' } })).toEqual(invalid)
    expect(await sandbox.call('PUT', `orders/${basket.id}/coupon`, { body: { code: 'NOSUCHCODE' } })).toEqual(invalid)
    // Removing the pancakes takes the basket under the minimum: validate refuses until the coupon goes.
    await sandbox.ok('DELETE', `orders/${basket.id}/products/${basket.products[1].id}`)
    expect(await sandbox.call('POST', `orders/${basket.id}/validate`)).toEqual(invalid)
    const without = await sandbox.ok('DELETE', `orders/${basket.id}/coupon`)
    expect(without).toMatchObject({ coupon: null, totals: { discount: 0 } })
    expect((await sandbox.ok('POST', `orders/${basket.id}/validate`)).totals.estimated).toBe(false)
  })

  it('validate makes totals authoritative and sets the ready time; any change makes them estimates again', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const validated = await sandbox.ok('POST', `orders/${basket.id}/validate`)
    expect(apiResponseSchemas.ordersValidate.parse(validated)).toMatchObject({
      totals: { subtotal: 33.36, tax: 2.63, total: 35.99, estimated: false },
    })
    expect(validated.ready_at).toBe('2026-11-18T18:15:00.000Z')
    const token = await sandbox.ok('POST', `orders/${basket.id}/token`)
    expect(token.token).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(token.expires)).toBe(sandbox.clock.ms + 30 * 60_000)
    expect((await sandbox.ok('GET', `orders/${basket.id}`)).totals.estimated).toBe(false)
    const changed = await sandbox.ok('PUT', `orders/${basket.id}/tip`, { body: { amount: 1 } })
    expect(changed).toMatchObject({ totals: { estimated: true }, ready_at: null })
    expect(await sandbox.call('POST', `orders/${(await basketWith(sandbox, EAGAN, MENU, [])).id}/validate`)).toEqual({
      status: 400,
      body: { message: 'Your basket is empty. Please add an item first.' },
    })
  })

  it("answers a gift card's balance for its number and pin", async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    expect(await sandbox.ok('POST', `orders/${basket.id}/giftcard`, { body: { number: '6006491000000002', pin: '2345' } })).toEqual({
      number: '6006491000000002',
      balance: 10,
    })
    expect(await sandbox.call('POST', `orders/${basket.id}/giftcard`, { body: { number: '6006491000000002', pin: '9999' } })).toEqual({
      status: 400,
      body: { message: 'The gift card number or PIN is incorrect.', field: 'gift_card' },
    })
    expect((await sandbox.call('POST', `orders/${basket.id}/giftcard`, { body: { number: '12', pin: '2345' } })).status).toBe(400)
  })
})

describe('sandbox upsells and track', () => {
  it('suggests items not yet in the basket and adds them; one needing choices answers a redirect action', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    const { items } = apiResponseSchemas.upsellsGet.parse(await sandbox.ok('GET', `upsells/${basket.id}`))
    expect(items.map((i) => i.id)).toEqual([900001, 900002, 900003, 900004, 900005, 900006, 900007, 900008])
    const added = await sandbox.ok('POST', `upsells/${basket.id}`, { body: { items: [{ id: 900004, quantity: 2 }] } })
    expect(added.products.at(-1)).toMatchObject({ product_id: 101001, quantity: 2, cost: { total: 5.98 }, choices: [] })
    expect((await sandbox.ok('GET', `upsells/${basket.id}`)).items.map((i: { id: number }) => i.id)).not.toContain(900004)
    const redirect = await sandbox.ok('POST', `upsells/${basket.id}`, {
      body: {
        items: [
          { id: 900007, quantity: 1 },
          { id: 900001, quantity: 1 },
        ],
      },
    })
    expect(apiResponseSchemas.upsellsAdd.parse(redirect)).toMatchObject({ action: 'redirect', product_id: 101201 })
    expect((await sandbox.ok('GET', `orders/${basket.id}`)).products).toHaveLength(3)
    const express = await basketWith(sandbox, 3523, 70406, [])
    expect(await sandbox.ok('GET', `upsells/${express.id}`)).toEqual({ items: [] })
  })

  it('records both kinds of track payload', async () => {
    const sandbox = await startSandbox()
    const basket = await sampleBasket(sandbox)
    expect(
      await sandbox.ok('POST', `orders/${basket.id}/track`, {
        body: { id: basket.id, products: [{ id: 100401, name: 'Two-Egg Breakfast', price: 10.29, quantity: 2 }] },
      }),
    ).toEqual({ tracked: true })
    expect(
      await sandbox.ok('POST', `orders/${basket.id}/track`, { body: { error: 'Could not load shopping basket', type: 'order' } }),
    ).toEqual({ tracked: true })
    const { results } = await sandbox.db
      .prepare('SELECT kind FROM order_events WHERE order_id = ?1 ORDER BY id')
      .bind(basket.id)
      .all<{ kind: string }>()
    expect(results.map((r) => r.kind)).toEqual(['track', 'track-error'])
    expect((await sandbox.call('POST', `orders/${basket.id}/track`, { body: { hello: 1 } })).status).toBe(400)
  })
})
