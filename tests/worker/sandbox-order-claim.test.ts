import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { storedSecret } from '#worker/sandbox/members/secret-token.ts'
import { MEMBER_PASSWORD, basketWith, joinPerks, signupBody, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// Issue 29, F6: whoever held a confirmation link (/order/confirm?id=…) and knew the guest's email signed up with that
// email and `order_id`: the order, its points and the right to cancel it moved to them, and the guest's own status
// view answered 404. Now only the claim token that submit handed the guest's browser attaches a placed order.

const HASH_BROWNS = productById(70405, 109001)!

async function placeAsGuest(sandbox: Sandbox, email: string) {
  const basket = await basketWith(sandbox, 3510, 70405, [{ product_id: HASH_BROWNS.id, quantity: 2, choices: [] }])
  const guest = { usertype: 'guest', first_name: 'Gwen', last_name: 'Guest', email, phone: '612-555-0110', payments: [{ type: 'instore' }] }
  return sandbox.ok('POST', `orders/${basket.id}/submit`, { body: guest })
}

describe('sandbox: claiming a guest order needs its claim token', () => {
  it('refuses the attack as written: a confirmation link and the guest email attach nothing', async () => {
    const sandbox = await startSandbox()
    const email = `gwen-${crypto.randomUUID()}@example.com`
    const placed = await placeAsGuest(sandbox, email)
    expect(placed.order_claim).toMatch(/^oc_[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(placed.order_claim_expires) - sandbox.clock.ms).toBe(2 * 60 * 60 * 1000)
    // Stored hashed only.
    const stored = await sandbox.db.prepare('SELECT token_hash FROM order_claims WHERE order_id = ?1').bind(placed.id).first()
    expect(stored).toEqual({ token_hash: await storedSecret(placed.order_claim) })

    // The attacker signs up with the guest's email (never verified) and the order id from the link.
    const joined = await sandbox.call('POST', 'members/create', { body: signupBody({ email: email, order_id: placed.id }) })
    expect(joined.status).toBe(200)
    expect(joined.body.attached_order_id).toBeNull()
    // A made-up claim and a claim-shaped guess fare no better; sign-in still succeeds.
    const guess = `oc_${'A'.repeat(43)}`
    const signin = await sandbox.call('POST', 'members/signin', {
      body: { username: email, password: MEMBER_PASSWORD, order_id: placed.id, order_claim: guess },
    })
    expect(signin).toMatchObject({ status: 200, body: { attached_order_id: null } })
    // The order is still the guest's: no member, no points for the attacker, and the guest's status view answers.
    expect(await sandbox.db.prepare('SELECT member_id FROM orders WHERE id = ?1').bind(placed.id).first()).toEqual({ member_id: null })
    expect((await sandbox.ok('GET', 'members/balance', { token: joined.body.access.token })).points).toBe(0)
    expect((await sandbox.call('GET', `orders/${placed.id}/status`)).status).toBe(200)
  })

  it('attaches the order for the browser that placed it, whatever email it signs up with, once', async () => {
    const sandbox = await startSandbox()
    const placed = await placeAsGuest(sandbox, `gwen-${crypto.randomUUID()}@example.com`)
    const guest = await sandbox.ok('POST', 'members/create', {
      body: signupBody({ email: `gwen-new-${crypto.randomUUID()}@example.com`, order_id: placed.id, order_claim: placed.order_claim }),
    })
    expect(guest.attached_order_id).toBe(placed.id)
    expect((await sandbox.ok('GET', 'orders/recent', { token: guest.ordering.access.token })).map((o: { id: string }) => o.id)).toEqual([
      placed.id,
    ])
    // Reused by someone who copied it: nothing moves.
    const copier = await joinPerks(sandbox)
    const reused = await sandbox.call('POST', 'members/signin', {
      body: { username: copier.email, password: MEMBER_PASSWORD, order_id: placed.id, order_claim: placed.order_claim },
    })
    expect(reused).toMatchObject({ status: 200, body: { attached_order_id: null } })
    expect(await sandbox.db.prepare('SELECT member_id FROM orders WHERE id = ?1').bind(placed.id).first()).toEqual({ member_id: guest.id })
  })

  it('lets an expired claim token attach nothing, and sign-in still succeeds', async () => {
    const sandbox = await startSandbox()
    const placed = await placeAsGuest(sandbox, `gwen-${crypto.randomUUID()}@example.com`)
    const member = await joinPerks(sandbox)
    sandbox.advance(121)
    const late = await sandbox.call('POST', 'members/signin', {
      body: { username: member.email, password: MEMBER_PASSWORD, order_id: placed.id, order_claim: placed.order_claim },
    })
    expect(late).toMatchObject({ status: 200, body: { attached_order_id: null } })
    expect(await sandbox.db.prepare('SELECT member_id FROM orders WHERE id = ?1').bind(placed.id).first()).toEqual({ member_id: null })
  })

  it("gives a member's own order no claim token", async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: 70405, location_id: 3510 }, token: member.ordering })
    await sandbox.ok('POST', `orders/${basket.id}/products`, {
      body: { products: [{ product_id: HASH_BROWNS.id, quantity: 1, choices: '' }] },
      token: member.ordering,
    })
    const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
      body: { usertype: 'user', payments: [{ type: 'instore' }] },
      token: member.ordering,
    })
    expect(placed).not.toHaveProperty('order_claim')
  })
})
