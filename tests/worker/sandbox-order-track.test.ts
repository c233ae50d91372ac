import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { basketWith, joinPerks, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// Issue 29, F10: POST orders/{id}/track took 30 KB events for any id, real or not, without a token or a limit (20 in
// half a second). Now: an existing order, from its owner, a few KB, at most ten a minute per order.

const HASH_BROWNS = productById(70405, 109001)!
const NOT_FOUND = { status: 404, body: { message: 'Not found.' } }
const echo = (id: string) => ({ id, products: [{ id: HASH_BROWNS.id, name: 'Hash Browns', price: 3.29, quantity: 1 }] })

async function placedGuestOrder(sandbox: Sandbox) {
  const basket = await basketWith(sandbox, 3510, 70405, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
  const guest = {
    usertype: 'guest',
    first_name: 'Gwen',
    last_name: 'Guest',
    email: 'g@example.com',
    phone: '612-555-0110',
    payments: [{ type: 'instore' }],
  }
  return sandbox.ok('POST', `orders/${basket.id}/submit`, { body: guest })
}

const events = async (sandbox: Sandbox, id: string) =>
  (await sandbox.db.prepare('SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?1').bind(id).first<{ n: number }>())!.n

describe('sandbox: orders/{id}/track', () => {
  it('refuses the attack as written: 30 KB events for a made-up id, without a token', async () => {
    const sandbox = await startSandbox()
    const big = { error: 'x'.repeat(500), type: 'y'.repeat(64), padding: 'z'.repeat(30_000) }
    expect(await sandbox.call('POST', 'orders/made-up-order-id/track', { body: big })).toEqual({
      status: 413,
      body: { message: 'This event is too large to record.' },
    })
    expect(await sandbox.call('POST', 'orders/made-up-order-id/track', { body: echo('made-up-order-id') })).toEqual(NOT_FOUND)
    expect(await events(sandbox, 'made-up-order-id')).toBe(0)
  })

  it("takes a member's order only with that member's token, and a placed guest order only with its claim token", async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const stranger = await joinPerks(sandbox)
    const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: 70405, location_id: 3510 }, token: member.ordering })
    expect(await sandbox.call('POST', `orders/${basket.id}/track`, { body: echo(basket.id) })).toEqual(NOT_FOUND)
    expect(await sandbox.call('POST', `orders/${basket.id}/track`, { body: echo(basket.id), token: stranger.ordering })).toEqual(NOT_FOUND)
    expect(await sandbox.ok('POST', `orders/${basket.id}/track`, { body: echo(basket.id), token: member.ordering })).toEqual({
      tracked: true,
    })

    const placed = await placedGuestOrder(sandbox)
    expect(await sandbox.call('POST', `orders/${placed.id}/track`, { body: echo(placed.id) })).toEqual(NOT_FOUND)
    expect(
      await sandbox.call('POST', `orders/${placed.id}/track`, { body: echo(placed.id), token: 'oc_not-the-claim-token-at-all' }),
    ).toEqual(NOT_FOUND)
    expect(await sandbox.ok('POST', `orders/${placed.id}/track`, { body: echo(placed.id), token: placed.order_claim })).toEqual({
      tracked: true,
    })
    // A claim token lives two hours.
    sandbox.advance(121)
    expect(await sandbox.call('POST', `orders/${placed.id}/track`, { body: echo(placed.id), token: placed.order_claim })).toEqual(NOT_FOUND)
  })

  it('takes at most ten events a minute per order', async () => {
    const sandbox = await startSandbox()
    const basket = await basketWith(sandbox, 3510, 70405, [])
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await sandbox.call('POST', `orders/${basket.id}/track`, { body: echo(basket.id) })).status)
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(429)])
    expect(await events(sandbox, basket.id)).toBe(10)
    sandbox.advance(1)
    expect((await sandbox.call('POST', `orders/${basket.id}/track`, { body: echo(basket.id) })).status).toBe(200)
  })
})
