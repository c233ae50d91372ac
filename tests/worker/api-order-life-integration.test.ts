import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { TEST_CARDS, tokenizeTestCard } from './sandbox-helpers.ts'
import { TEST_WORLD_NOW } from './test-world-clock.ts'
import { siteApiFrom } from './site-api.ts'
import { EAGAN, MENU } from './seed-picks.ts'

// The order's life after Place order, through the site's own /api as the browser calls it (the target in the `path`
// header), the edge proxy and the UPSTREAM binding to the real sandbox on its own D1: a basket another replaces is
// abandoned; a store without its own menu orders from 70405; a placed order is cancelled once, and a second cancel
// is refused in words; the order echo needs the order's claim; a referral code that does not exist is refused.

// Its own client address, so this test never shares a rate-limit bucket with another.
const { api, ok } = siteApiFrom('203.0.113.78')

const MANKATO = 3571 // no menu of its own
const HASH_BROWNS = 109001
const HOUR_MS = 60 * 60 * 1000

async function basketWithHashBrowns(locationId: number): Promise<string> {
  const created = apiResponseSchemas.ordersCreate.parse(
    await ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: locationId } }),
  )
  await ok('POST', `orders/${created.id}/products`, { body: { products: [{ product_id: HASH_BROWNS, quantity: 1 }] } })
  return created.id
}

/** A guest pickup order for tomorrow (so the kitchen has not started), placed; answers its id and claim. */
async function placedGuestOrder(): Promise<{ id: string; claim: string }> {
  const id = await basketWithHashBrowns(EAGAN)
  const now = Date.parse(TEST_WORLD_NOW)
  const times = await ok('GET', `menus/${EAGAN}/times`, {
    query: { from: new Date(now + 20 * HOUR_MS).toISOString(), to: new Date(now + 44 * HOUR_MS).toISOString() },
  })
  const slot = times.calendars.find((calendar: { handoff: string }) => calendar.handoff === 'pickup').slots[0].time as string
  await ok('PUT', `orders/${id}/time`, { body: { time: slot } })
  await ok('POST', `orders/${id}/validate`)
  const token = await tokenizeTestCard(id, TEST_CARDS.tok_visa, (env as unknown as { PAY_SANDBOX: Fetcher }).PAY_SANDBOX)
  const placed = await ok('POST', `orders/${id}/submit`, {
    body: {
      usertype: 'guest',
      first_name: 'Gus',
      last_name: 'Tester',
      email: 'gus@example.com',
      phone: '612-555-0110',
      payments: [{ type: 'creditcard', token }],
    },
  })
  return { id, claim: placed.order_claim as string }
}

describe("the order's life through /api", () => {
  it('abandons a basket another replaced: it can no longer be loaded, and abandoning it again changes nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const eagan = await basketWithHashBrowns(EAGAN)
    // The visitor chose Mankato, which has no menu of its own: its basket is on the default menu.
    const mankato = apiResponseSchemas.ordersCreate.parse(
      await ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: MANKATO } }),
    )
    expect(mankato).toMatchObject({ location_id: MANKATO, products: [] })
    expect(await ok('DELETE', `orders/${eagan}/abandon`)).toEqual({ id: eagan, state: 'abandoned' })
    const gone = { status: 404, body: { message: 'Could not load shopping basket' } }
    expect(await api('GET', `orders/${eagan}`)).toEqual(gone)
    expect(await api('DELETE', `orders/${eagan}/abandon`)).toEqual(gone)
    expect(await api('POST', `orders/${eagan}/products`, { body: { products: [{ product_id: HASH_BROWNS, quantity: 1 }] } })).toEqual(gone)
    // The new basket is untouched.
    expect((await ok('GET', `orders/${mankato.id}`)).id).toBe(mankato.id)
  })

  it('cancels a placed order once; a second cancel is refused in words and the order stays cancelled', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const { id, claim } = await placedGuestOrder()
    expect((await ok('GET', `orders/${id}/status`)).status).toBe('Scheduled')
    // Whoever has the confirmation link has the id, and that is not enough: the tab that placed it has the claim.
    expect(await api('DELETE', `orders/${id}`)).toEqual({
      status: 403,
      body: { message: 'To cancel this order, please use the browser you ordered with or call the restaurant.' },
    })
    expect((await ok('GET', `orders/${id}/status`)).status).toBe('Scheduled')
    const cancelled = await ok('DELETE', `orders/${id}`, { token: claim })
    expect(cancelled).toMatchObject({ id, status: 'Cancelled' })
    expect(await api('DELETE', `orders/${id}`, { token: claim })).toEqual({
      status: 409,
      body: { message: 'This order can no longer be cancelled.' },
    })
    expect((await ok('GET', `orders/${id}/status`)).status).toBe('Cancelled')
    // A cancelled order is not a basket: it cannot be abandoned either.
    expect(await api('DELETE', `orders/${id}/abandon`)).toEqual({ status: 409, body: { message: 'This order has already been placed' } })
  })

  it("takes the order echo of a placed guest order only with the order's claim", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const { id, claim } = await placedGuestOrder()
    const echo = { id, products: [{ id: HASH_BROWNS, name: 'Hash Browns', price: 3.49, quantity: 1 }] }
    expect((await api('POST', `orders/${id}/track`, { body: echo })).status).toBe(404)
    expect((await api('POST', `orders/${id}/track`, { body: echo, token: 'oc_not-the-claim' })).status).toBe(404)
    expect(await ok('POST', `orders/${id}/track`, { body: echo, token: claim })).toEqual({ tracked: true })
  })

  it('refuses a referral code that does not exist, naming it, and a malformed one before the upstream', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const id = await basketWithHashBrowns(EAGAN)
    expect(await api('PUT', `orders/${id}/referrals`, { body: { referrals: ['nosuch99'] } })).toEqual({
      status: 400,
      body: { message: 'We could not find the referral code NOSUCH99.', field: 'referrals' },
    })
    const malformed = await api('PUT', `orders/${id}/referrals`, { body: { referrals: ['not a code!'] } })
    expect(malformed.status).toBe(400)
    expect(await api('PUT', `orders/${id}/referrals`, { body: { referrals: ['__proto__'] } })).toMatchObject({ status: 400 })
  })
})
