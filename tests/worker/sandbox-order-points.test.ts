import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { basketWith, joinPerks, requiredChoices, signupBody, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// Points before paying: GET orders/{id}/points answers what the order earns, and that is exactly what the member is
// paid once the order is completed, for a member's basket and for a guest's who joins VIP Perks with the order. The
// call answers only the order's owner: anyone else hears "Could not load shopping basket", as for a missing basket.

const HASH_BROWNS = productById(MENU, 109001)!
const NOT_YOURS = { status: 404, body: { message: 'Could not load shopping basket' } }

const eggs = (quantity: number) => ({ product_id: TWO_EGG.id, quantity, choices: requiredChoices(TWO_EGG.option_groups).join(',') })
const byCard = [{ type: 'creditcard', token: 'tok_visa' }]
const guestDetails = () => ({
  usertype: 'guest',
  first_name: 'Gus',
  last_name: 'Tester',
  email: `guest-${crypto.randomUUID()}@example.com`,
  phone: '612-555-0110',
  payments: byCard,
})

/** Tokens that outlive the hour the clock skips for orders to complete. */
const startPointsSandbox = () => startSandbox({ env: { MEMBER_TOKEN_TTL_MINUTES: '1440' } })
/** An order placed as soon as possible is completed within the hour. */
const completeOrders = (sandbox: Sandbox) => sandbox.advance(60)

async function estimate(sandbox: Sandbox, id: string, token?: string): Promise<number> {
  const answer = apiResponseSchemas.ordersPoints.parse(await sandbox.ok('GET', `orders/${id}/points`, token === undefined ? {} : { token }))
  expect(answer.id).toBe(id)
  return answer.points
}

const balanceOf = async (sandbox: Sandbox, access: string) =>
  apiResponseSchemas.membersBalance.parse(await sandbox.ok('GET', 'members/balance', { token: access }))

describe('sandbox order points', { timeout: 30_000 }, () => {
  it('tells a member what the basket earns as it changes, and the completed order pays exactly that', async () => {
    const sandbox = await startPointsSandbox()
    const member = await joinPerks(sandbox)
    const created = await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN }, token: member.ordering })
    expect(await estimate(sandbox, created.id, member.ordering)).toBe(0)

    await sandbox.ok('POST', `orders/${created.id}/products`, { body: { products: [eggs(2)] }, token: member.ordering })
    // 2 × 10.29 = 20.58 of food: 205 points (10 a dollar, rounded down).
    expect(await estimate(sandbox, created.id, member.ordering)).toBe(205)
    await sandbox.ok('POST', `orders/${created.id}/products`, {
      body: { products: [{ product_id: HASH_BROWNS.id, quantity: 1 }] },
      token: member.ordering,
    })
    // 20.58 + 3.29 = 23.87, and a tip earns nothing.
    await sandbox.ok('PUT', `orders/${created.id}/tip`, { body: { amount: 4 }, token: member.ordering })
    expect(await estimate(sandbox, created.id, member.ordering)).toBe(238)
    // A coupon lowers the food paid for: 10 % off 23.87 is 2.39, leaving 21.48.
    await sandbox.ok('PUT', `orders/${created.id}/coupon`, { body: { code: 'WELCOME10' }, token: member.ordering })
    const shown = await estimate(sandbox, created.id, member.ordering)
    expect(shown).toBe(214)

    const placed = await sandbox.ok('POST', `orders/${created.id}/submit`, {
      body: { usertype: 'user', payments: byCard },
      token: member.ordering,
    })
    expect(placed.state).toBe('placed')
    expect(await estimate(sandbox, created.id, member.ordering)).toBe(shown)
    expect((await balanceOf(sandbox, member.access)).pending_points).toBe(shown)
    completeOrders(sandbox)
    expect(await balanceOf(sandbox, member.access)).toMatchObject({ points: shown, pending_points: 0 })
    // What the confirmation shows after completion is still what it earned.
    expect(await estimate(sandbox, created.id, member.ordering)).toBe(shown)
  })

  it('tells a guest what joining earns, and joining with the placed order pays exactly that; a cancelled order earns 0', async () => {
    const sandbox = await startPointsSandbox()
    const basket = await basketWith(sandbox, EAGAN, MENU, [
      { product_id: TWO_EGG.id, quantity: 3, choices: requiredChoices(TWO_EGG.option_groups) },
      { product_id: HASH_BROWNS.id, quantity: 1, choices: [] },
    ])
    // 3 × 10.29 + 3.29 = 34.16 of food.
    const shown = await estimate(sandbox, basket.id)
    expect(shown).toBe(341)

    const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, { body: guestDetails() })
    expect(await estimate(sandbox, basket.id)).toBe(shown)
    const joined = await sandbox.ok('POST', 'members/create', {
      body: signupBody({ order_id: placed.id, order_claim: placed.order_claim }),
    })
    expect(joined.attached_order_id).toBe(placed.id)
    completeOrders(sandbox)
    expect((await balanceOf(sandbox, joined.access.token)).points).toBe(shown)
    // The order is the member's now: their token sees the same number, the guest's link no longer does.
    expect(await estimate(sandbox, placed.id, joined.ordering.access.token)).toBe(shown)
    expect(await sandbox.call('GET', `orders/${placed.id}/points`)).toEqual(NOT_YOURS)

    const cancelled = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 2, choices: [] }])
    const inStore = await sandbox.ok('POST', `orders/${cancelled.id}/submit`, {
      body: { ...guestDetails(), payments: [{ type: 'instore' }] },
    })
    expect(await estimate(sandbox, cancelled.id)).toBe(65)
    // The guest cancels from the browser that placed it (its claim token).
    await sandbox.ok('DELETE', `orders/${cancelled.id}`, { token: inStore.order_claim })
    expect(await estimate(sandbox, cancelled.id)).toBe(0)
  })

  it("refuses a basket that is not the caller's exactly as a missing one, whoever asks and however the id is written", async () => {
    const sandbox = await startPointsSandbox()
    const owner = await joinPerks(sandbox)
    const stranger = await joinPerks(sandbox)
    const created = await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN }, token: owner.ordering })
    await sandbox.ok('POST', `orders/${created.id}/products`, { body: { products: [eggs(4)] }, token: owner.ordering })
    expect(await estimate(sandbox, created.id, owner.ordering)).toBe(411)

    // A guest, another member, the member's own access token (order calls take the ordering token), a made-up token.
    for (const token of [undefined, stranger.ordering, stranger.access, 'not-a-token']) {
      expect(await sandbox.call('GET', `orders/${created.id}/points`, token === undefined ? {} : { token })).toEqual(NOT_YOURS)
    }
    // Unknown ids, prototype keys, and the real id one character longer.
    for (const id of ['no-such-basket', '__proto__', 'constructor', `${created.id}x`]) {
      expect(await sandbox.call('GET', `orders/${id}/points`, { token: owner.ordering })).toEqual(NOT_YOURS)
    }
    // Outside the id pattern: no basket either, never a 500.
    expect(await sandbox.call('GET', `orders/${'a'.repeat(65)}/points`, { token: owner.ordering })).toEqual(NOT_YOURS)
    expect(await sandbox.call('GET', 'orders/a.b/points', { token: owner.ordering })).toEqual(NOT_YOURS)
  })
})
