import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { SEED_MEMBERS } from '#worker/sandbox/db/seed-member-data.ts'
import { joinPerks, requiredChoices, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// Orders belong to someone. A member's basket or order answers only to that member's token, even to someone who
// has its id; a guest basket answers to its id; and every id is 128 random bits, seed orders' included.

const COFFEE = productById(MENU, 101201)!
const NOT_YOURS = { status: 404, body: { message: 'Could not load shopping basket' } }
const UNGUESSABLE_ID = /^[A-Za-z0-9_-]{22}$/

const twoEgg = { products: [{ product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups).join(',') }] }

/** A basket created with the member's ordering token, with one item: theirs from the start. */
async function memberBasket(sandbox: Sandbox, ordering: string) {
  const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN }, token: ordering })
  return sandbox.ok('POST', `orders/${basket.id}/products`, { body: twoEgg, token: ordering })
}

const version = async (sandbox: Sandbox, id: string) =>
  (await sandbox.db.prepare('SELECT version, status FROM orders WHERE id = ?1').bind(id).first<{ version: number; status: string }>())!

// Dozens of calls per test: generous on a busy machine.
describe('sandbox order ownership', { timeout: 30_000 }, () => {
  it('answers every call on a member\'s basket only to that member: without their token it is "not found" and stays unchanged', async () => {
    const sandbox = await startSandbox()
    const owner = await joinPerks(sandbox)
    const stranger = await joinPerks(sandbox)
    const basket = await memberBasket(sandbox, owner.ordering)
    const lineId = basket.products[0].id
    const before = await version(sandbox, basket.id)

    const calls: [string, string, unknown?][] = [
      ['GET', `orders/${basket.id}`],
      ['GET', `orders/${basket.id}/points`],
      ['POST', `orders/${basket.id}/products`, twoEgg],
      ['PUT', `orders/${basket.id}/products/${lineId}`, { id: lineId, quantity: 3 }],
      ['DELETE', `orders/${basket.id}/products/${lineId}`],
      ['PUT', `orders/${basket.id}/handoff/curbside`],
      ['PUT', `orders/${basket.id}/address`, { type: 'delivery', address: { address: '3795 Pilot Knob Rd', city: 'Eagan', zip: '55122' } }],
      ['PUT', `orders/${basket.id}/custom`, { fields: [{ id: 'make', value: 'Subaru' }] }],
      ['PUT', `orders/${basket.id}/time`, { time: '2026-11-18T23:30:00.000Z' }],
      ['DELETE', `orders/${basket.id}/time`],
      ['PUT', `orders/${basket.id}/tip`, { amount: 5 }],
      ['PUT', `orders/${basket.id}/coupon`, { code: 'PIE5' }],
      ['DELETE', `orders/${basket.id}/coupon`],
      ['PUT', `orders/${basket.id}/referrals`, { referrals: [] }],
      ['POST', `orders/${basket.id}/validate`],
      ['POST', `orders/${basket.id}/token`],
      ['POST', `orders/${basket.id}/giftcard`, { number: '6006491000000001', pin: '1234' }],
      ['GET', `upsells/${basket.id}`],
      ['POST', `upsells/${basket.id}`, { items: [{ id: 900004, quantity: 1 }] }],
      [
        'POST',
        `orders/${basket.id}/submit`,
        {
          usertype: 'guest',
          first_name: 'Eve',
          last_name: 'Stranger',
          email: 'eve@example.com',
          phone: '612-555-0110',
          payments: [{ type: 'instore' }],
        },
      ],
      ['DELETE', `orders/${basket.id}/abandon`],
      ['DELETE', `orders/${basket.id}`],
    ]
    for (const [method, path, body] of calls) {
      const options = body === undefined ? {} : { body }
      expect([method, path, await sandbox.call(method, path, options)]).toEqual([method, path, NOT_YOURS])
      expect([method, path, await sandbox.call(method, path, { ...options, token: stranger.ordering })]).toEqual([method, path, NOT_YOURS])
    }
    // The reward calls take the access token: another member's reaches nothing either.
    expect(await sandbox.call('GET', `orders/${basket.id}/rewards?memberid=${stranger.id}`, { token: stranger.access })).toEqual(NOT_YOURS)
    expect(await sandbox.call('DELETE', `orders/${basket.id}/rewards/VIP-ANYTHING1`, { token: stranger.access })).toEqual(NOT_YOURS)

    expect(await version(sandbox, basket.id)).toEqual(before)
    expect(await sandbox.ok('GET', `orders/${basket.id}`, { token: owner.ordering })).toEqual(basket)
  })

  it("shows a member's placed order, its card and its status only to them, and only they can cancel it", async () => {
    const sandbox = await startSandbox()
    const owner = await joinPerks(sandbox)
    const stranger = await joinPerks(sandbox)
    const basket = await memberBasket(sandbox, owner.ordering)
    const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
      body: { usertype: 'user', payments: [{ type: 'creditcard', token: 'tok_visa' }] },
      token: owner.ordering,
    })

    for (const path of [`orders/${placed.id}`, `orders/${placed.id}/status`]) {
      expect(await sandbox.call('GET', path)).toEqual(NOT_YOURS)
      expect(await sandbox.call('GET', path, { token: stranger.ordering })).toEqual(NOT_YOURS)
    }
    expect(await sandbox.call('DELETE', `orders/${placed.id}`, { token: stranger.ordering })).toEqual(NOT_YOURS)
    expect((await version(sandbox, placed.id)).status).toBe('placed')

    const status = await sandbox.ok('GET', `orders/${placed.id}/status`, { token: owner.ordering })
    expect(status.payments).toEqual([{ kind: 'creditcard', amount: placed.totals.total, description: 'Visa ending 4242' }])
    expect((await sandbox.ok('DELETE', `orders/${placed.id}`, { token: owner.ordering })).status).toBe('Cancelled')
  })

  it('tells the owner whose token ran out "Token Expired", so the site signs them in again', async () => {
    const sandbox = await startSandbox()
    const owner = await joinPerks(sandbox)
    const basket = await memberBasket(sandbox, owner.ordering)
    sandbox.advance(31)
    expect(await sandbox.call('GET', `orders/${basket.id}`, { token: owner.ordering })).toEqual({
      status: 401,
      body: { message: 'Token Expired' },
    })
  })

  it("lets anyone holding a guest basket's id use it, and a member signing in takes it over", async () => {
    const sandbox = await startSandbox()
    const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN } })
    const coffee = { products: [{ product_id: COFFEE.id, quantity: 1, choices: requiredChoices(COFFEE.option_groups).join(',') }] }
    expect((await sandbox.ok('POST', `orders/${basket.id}/products`, { body: coffee })).products).toHaveLength(1)
    const member = await joinPerks(sandbox)
    expect((await sandbox.ok('GET', `orders/${basket.id}`, { token: member.ordering })).id).toBe(basket.id)

    const signedIn = await sandbox.ok('POST', 'members/signin', {
      body: { username: member.email, password: member.password, order_id: basket.id },
    })
    expect(signedIn.attached_order_id).toBe(basket.id)
    expect(await sandbox.call('GET', `orders/${basket.id}`)).toEqual(NOT_YOURS)
    expect((await sandbox.ok('GET', `orders/${basket.id}`, { token: signedIn.ordering.access.token })).products).toHaveLength(1)
  })

  it("draws every order id from 128 random bits: new baskets, reorders and the seed members' past orders", async () => {
    const sandbox = await startSandbox()
    const guest = await sandbox.ok('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN } })
    expect(guest.id).toMatch(UNGUESSABLE_ID)

    const ann = SEED_MEMBERS[0]!
    const tokens = await sandbox.ok('POST', 'members/signin', { body: { username: ann.email, password: ann.password } })
    const ordering = tokens.ordering.access.token as string
    const recent: { id: string }[] = await sandbox.ok('GET', 'orders/recent', { token: ordering })
    expect(recent).toHaveLength(3)
    for (const { id } of recent) expect(id).toMatch(UNGUESSABLE_ID)
    expect(new Set([guest.id, ...recent.map((o) => o.id)]).size).toBe(4)
    expect(await sandbox.call('GET', 'orders/seed-ann-3/status')).toEqual(NOT_YOURS)
    expect(await sandbox.call('GET', `orders/${recent[0]!.id}/status`)).toEqual(NOT_YOURS)

    const reordered = await sandbox.ok('POST', 'orders/reorder', { body: { id: recent[0]!.id }, token: ordering })
    expect(reordered.id).toMatch(UNGUESSABLE_ID)
    expect(await sandbox.call('GET', `orders/${reordered.id}`)).toEqual(NOT_YOURS)
  })
})
