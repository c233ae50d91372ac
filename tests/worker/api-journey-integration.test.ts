import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { devBotCheckToken } from '#shared/api-calls.ts'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { SEED_MEMBERS } from '#worker/sandbox/db/seed-member-data.ts'
import { requiredChoices, TEST_CARDS, tokenizeTestCard } from './sandbox-helpers.ts'
import { TEST_WORLD_NOW } from './test-world-clock.ts'
import { siteApiFrom } from './site-api.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// Browser-free end to end (issue 5 "Done when", issue 6): the site's own /api, as the browser calls it (one
// endpoint, the target in the `path` header), through the edge proxy and the UPSTREAM service binding to the real
// sandbox Worker (the auxiliary worker "perkins-sandbox" of vitest.config.ts, on its own D1, its clock pinned at the
// test world's instant). Nothing is faked between the request and the database.

// Its own client address, so this test never shares a rate-limit bucket with another.
const { api, ok } = siteApiFrom('203.0.113.77')

const PANCAKES = productById(MENU, 100101)!
const HOUR_MS = 60 * 60 * 1000

describe('/api journeys through the proxy to the sandbox', () => {
  it('a guest orders: basket → two products with choices → pickup → a time → validate → submit → status', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const created = apiResponseSchemas.ordersCreate.parse(
      await ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN } }),
    )
    expect(created).toMatchObject({ location_id: EAGAN, products: [] })
    const id = created.id

    const stackAndTopping = [PANCAKES.option_groups[0]!.options[1]!.id]
    const added = apiResponseSchemas.ordersProductsAdd.parse(
      await ok('POST', `orders/${id}/products`, {
        body: {
          products: [
            { product_id: TWO_EGG.id, quantity: 2, choices: requiredChoices(TWO_EGG.option_groups).join(',') },
            { product_id: PANCAKES.id, quantity: 1, choices: stackAndTopping.join(',') },
          ],
        },
      }),
    )
    expect(added.products.map((p) => [p.product_id, p.quantity])).toEqual([
      [TWO_EGG.id, 2],
      [PANCAKES.id, 1],
    ])
    expect(added.products[1]!.choices.map((c) => c.option_id)).toEqual(stackAndTopping)

    expect((await ok('PUT', `orders/${id}/handoff/pickup`)).handoff).toBe('pickup')

    // An advance time from the store's own calendar, a day ahead of the sandbox's pinned clock.
    const now = Date.parse(TEST_WORLD_NOW)
    const times = await ok('GET', `menus/${EAGAN}/times`, {
      query: { from: new Date(now + 20 * HOUR_MS).toISOString(), to: new Date(now + 44 * HOUR_MS).toISOString() },
    })
    const pickup = times.calendars.find((calendar: { handoff: string }) => calendar.handoff === 'pickup')
    const slot = pickup.slots[0].time as string
    expect((await ok('PUT', `orders/${id}/time`, { body: { time: slot } })).time).toEqual({ mode: 'advance', wanted: slot })

    const validated = apiResponseSchemas.ordersValidate.parse(await ok('POST', `orders/${id}/validate`))
    expect(validated.totals.estimated).toBe(false)
    expect(validated.totals.total).toBeCloseTo(validated.totals.subtotal + (validated.totals.tax ?? 0), 2)

    const guest = {
      usertype: 'guest',
      first_name: 'Gus',
      last_name: 'Tester',
      email: 'gus@example.com',
      phone: '612-555-0110',
      // The card provider's token for this basket, as its hosted fields get one (vitest.config.ts: PAY_SANDBOX).
      payments: [
        {
          type: 'creditcard',
          token: await tokenizeTestCard(id, TEST_CARDS.tok_visa, (env as unknown as { PAY_SANDBOX: Fetcher }).PAY_SANDBOX),
        },
      ],
    }
    const placed = apiResponseSchemas.ordersSubmit.parse(await ok('POST', `orders/${id}/submit`, { body: guest }))
    expect(placed).toMatchObject({ id, state: 'placed', ready_at: slot, totals: { total: validated.totals.total } })
    expect(await api('POST', `orders/${id}/submit`, { body: guest })).toEqual({
      status: 409,
      body: { message: 'This order has already been placed' },
    })

    const status = apiResponseSchemas.ordersStatus.parse(await ok('GET', `orders/${id}/status`))
    expect(status).toMatchObject({ id, status: 'Scheduled', payments: [{ kind: 'creditcard', description: 'Visa ending 4242' }] })
  })

  it('a member signs in with a bot-check token and reorders a past order', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const ann = SEED_MEMBERS.find((m) => m.email === 'ann.lee@example.com')!
    const credentials = { username: ann.email, password: ann.password }
    expect((await api('POST', 'members/signin', { body: credentials })).status).toBe(403)

    const verify = devBotCheckToken(`journey-${crypto.randomUUID()}`)
    const token = apiResponseSchemas.membersSignin.parse(await ok('POST', 'members/signin', { body: credentials, verify }))
    // A bot-check token verifies once, here as at Google.
    expect((await api('POST', 'members/signin', { body: credentials, verify })).status).toBe(403)

    const profile = apiResponseSchemas.membersGet.parse(await ok('GET', 'members/get', { token: token.access.token }))
    expect(profile).toMatchObject({ id: token.id, email: ann.email })
    const recent = apiResponseSchemas.ordersRecent.parse(await ok('GET', 'orders/recent', { token: token.ordering.access.token }))
    // Her oldest past order (ids are random).
    const past = recent.at(-1)!
    expect(past.products.length).toBeGreaterThan(0)

    const reordered = apiResponseSchemas.ordersReorder.parse(
      await ok('POST', 'orders/reorder', { body: { id: past.id }, token: token.ordering.access.token }),
    )
    expect(reordered.id).not.toBe(past.id)
    expect(reordered).toMatchObject({ state: 'open', location_id: EAGAN, dropped: [] })
    expect(reordered.products.map((p) => [p.product_id, p.quantity])).toEqual(past.products.map((p) => [p.product_id, p.quantity]))

    // Loyalty through the same path: the balance of the member the access token belongs to.
    const balance = apiResponseSchemas.membersBalance.parse(await ok('GET', 'members/balance', { token: token.access.token }))
    expect(balance).toMatchObject({ member_id: token.id, rewards: [{ reference: 'VIP-SEEDANN005' }] })
    expect(await api('GET', 'members/balance', { token: 'at_not-a-real-token' })).toEqual({
      status: 401,
      body: { message: 'Invalid Access Token' },
    })
  })
})
