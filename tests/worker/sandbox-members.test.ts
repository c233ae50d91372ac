import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { basketWith, joinPerks, recacheCard, requiredChoices, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// The member side of ordering: submit as a member, recent orders, reorder, favourite orders, saved cards and
// addresses, with real members (members/create) and their ordering tokens.
const PANCAKES = productById(MENU, 100101)!
const HASH_BROWNS = productById(MENU, 109001)!

// A member who ticked "Save this card for next time".
const asMember = (payments: unknown[] = [{ type: 'creditcard', token: 'tok_visa', save: true }]) => ({ usertype: 'user', payments })

async function twoMembers(sandbox: Sandbox) {
  const ann = await joinPerks(sandbox)
  const bob = await joinPerks(sandbox, { first_name: 'Bob', last_name: 'Ray' })
  return { ann, bob, ANN: ann.ordering, BOB: bob.ordering }
}

async function placeAsAnn(
  sandbox: Sandbox,
  ANN: string,
  options: { delivery?: boolean; saveAddress?: boolean; payments?: unknown[] } = {},
) {
  const basket = await basketWith(sandbox, EAGAN, MENU, [
    { product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups) },
    { product_id: PANCAKES.id, quantity: 2, choices: [PANCAKES.option_groups[0]!.options[1]!.id] },
    { product_id: HASH_BROWNS.id, quantity: 1, choices: [] },
  ])
  if (options.delivery) {
    await sandbox.ok('PUT', `orders/${basket.id}/address`, {
      body: { type: 'delivery', address: { address: '1340 Yankee Doodle Rd', city: 'Eagan', zip: '55121' } },
    })
  }
  const body = options.saveAddress ? { ...asMember(options.payments), save_address: true } : asMember(options.payments)
  return sandbox.ok('POST', `orders/${basket.id}/submit`, { body, token: ANN })
}

describe('sandbox member orders', () => {
  it('places an order for the member behind the ordering token and keeps their card and the address they asked to save', async () => {
    const sandbox = await startSandbox()
    const { ann, ANN } = await twoMembers(sandbox)
    const placed = await placeAsAnn(sandbox, ANN, { delivery: true, saveAddress: true })
    expect(placed).toMatchObject({ state: 'placed', handoff: 'delivery' })
    const row = await sandbox.db.prepare('SELECT member_id, guest_email FROM orders WHERE id = ?1').bind(placed.id).first()
    expect(row).toEqual({ member_id: ann.id, guest_email: null })
    const { payments } = await sandbox.ok('GET', 'members/payments', { token: ANN })
    expect(payments).toContainEqual(
      expect.objectContaining({ type: 'creditcard', brand: 'Visa', last4: '4242', description: 'Visa ending 4242' }),
    )
    const { results } = await sandbox.db.prepare('SELECT street, zip FROM member_addresses WHERE member_id = ?1').bind(ann.id).all()
    expect(results).toContainEqual({ street: '1340 Yankee Doodle Rd', zip: '55121' })
  })

  it('saves no card when the member did not ask', async () => {
    const sandbox = await startSandbox()
    const { ANN } = await twoMembers(sandbox)
    await placeAsAnn(sandbox, ANN, { payments: [{ type: 'creditcard', token: 'tok_visa' }] })
    await placeAsAnn(sandbox, ANN, { payments: [{ type: 'creditcard', token: 'tok_visa', save: false }] })
    expect((await sandbox.ok('GET', 'members/payments', { token: ANN })).payments).toEqual([])
  })

  it("pays with a saved card by its id and its CVV re-entered, and a member's saved card is theirs alone", async () => {
    const sandbox = await startSandbox()
    const { ann, ANN, BOB } = await twoMembers(sandbox)
    await placeAsAnn(sandbox, ANN)
    const { payments } = await sandbox.ok('GET', 'members/payments', { token: ANN })
    const saved = payments[0].id
    const again = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
    const noCvv = await sandbox.call('POST', `orders/${again.id}/submit`, {
      body: asMember([{ type: 'creditcard', account_id: saved }]),
      token: ANN,
    })
    expect(noCvv).toEqual({ status: 402, body: { message: TROUBLE_MESSAGE } })
    const token = await sandbox.db
      .prepare('SELECT card_token FROM member_payments WHERE member_id = ?1')
      .bind(ann.id)
      .first<string>('card_token')
    await recacheCard(token!, again.id)
    const bobTries = await sandbox.call('POST', `orders/${again.id}/submit`, {
      body: asMember([{ type: 'creditcard', account_id: saved }]),
      token: BOB,
    })
    expect(bobTries).toEqual({ status: 400, body: { message: 'We could not find that saved card.' } })
    const paid = await sandbox.ok('POST', `orders/${again.id}/submit`, {
      body: asMember([{ type: 'creditcard', account_id: saved }]),
      token: ANN,
    })
    expect(paid.payments[0].description).toBe('Visa ending 4242')
  })

  it("lists recent orders, newest first, only the member's own", async () => {
    const sandbox = await startSandbox()
    const { ANN, BOB } = await twoMembers(sandbox)
    const first = await placeAsAnn(sandbox, ANN)
    sandbox.advance(1)
    const second = await placeAsAnn(sandbox, ANN)
    const recent = apiResponseSchemas.ordersRecent.parse(await sandbox.ok('GET', 'orders/recent', { token: ANN }))
    const ids = recent.map((o) => o.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0)
    expect((await sandbox.ok('GET', 'orders/recent', { token: BOB })).map((o: { id: string }) => o.id)).not.toContain(first.id)
  })

  it("reorders into a new basket at today's prices, leaving out what the menu no longer offers", async () => {
    const sandbox = await startSandbox()
    const { ANN, BOB } = await twoMembers(sandbox)
    const past = await placeAsAnn(sandbox, ANN)
    const same = apiResponseSchemas.ordersReorder.parse(await sandbox.ok('POST', 'orders/reorder', { body: { id: past.id }, token: ANN }))
    expect(same).toMatchObject({ state: 'open', location_id: EAGAN, dropped: [] })
    expect(same.id).not.toBe(past.id)
    expect(same.products.map((p) => [p.product_id, p.quantity])).toEqual(
      past.products.map((p: { product_id: number; quantity: number }) => [p.product_id, p.quantity]),
    )
    expect(same.totals.total).toBe(past.totals.total)

    await sandbox.db.prepare('UPDATE products SET available = 0 WHERE id = ?1').bind(HASH_BROWNS.id).run()
    try {
      const fewer = await sandbox.ok('POST', 'orders/reorder', { body: { id: past.id }, token: ANN })
      expect(fewer.dropped).toEqual([{ product_id: HASH_BROWNS.id, name: 'Hash Browns' }])
      expect(fewer.products).toHaveLength(2)
    } finally {
      await sandbox.db.prepare('UPDATE products SET available = 1 WHERE id = ?1').bind(HASH_BROWNS.id).run()
    }
    expect(await sandbox.call('POST', 'orders/reorder', { body: { id: past.id }, token: BOB })).toEqual({
      status: 404,
      body: { message: 'We could not find that order in your history.' },
    })
  })

  it('saves favourite orders by name, lists them, renames on a second save, and reorders one', async () => {
    const sandbox = await startSandbox()
    const { ANN, BOB } = await twoMembers(sandbox)
    const past = await placeAsAnn(sandbox, ANN)
    const saved = await sandbox.ok('POST', 'orders/faves', { body: { id: past.id, description: 'Sunday breakfast' }, token: ANN })
    const fave = saved.faves.find((f: { order_id: string }) => f.order_id === past.id)
    expect(fave).toMatchObject({ description: 'Sunday breakfast', location_id: EAGAN, menu_id: MENU })
    expect(fave.products).toHaveLength(3)
    await sandbox.ok('POST', 'orders/faves', { body: { id: past.id, description: 'Big breakfast' }, token: ANN })
    const { faves } = await sandbox.ok('GET', 'orders/faves', { token: ANN })
    expect(faves.filter((f: { order_id: string }) => f.order_id === past.id).map((f: { description: string }) => f.description)).toEqual([
      'Big breakfast',
    ])
    const reordered = await sandbox.ok('POST', 'orders/faves/reorder', { body: { id: fave.id }, token: ANN })
    expect(reordered).toMatchObject({ state: 'open', dropped: [] })
    expect(reordered.products).toHaveLength(3)
    expect((await sandbox.call('POST', 'orders/faves/reorder', { body: { id: fave.id }, token: BOB })).status).toBe(404)
    expect((await sandbox.call('POST', 'orders/faves', { body: { id: past.id, description: ' ' }, token: ANN })).body.message).toBe(
      'Please name your favorite order.',
    )
  })

  it("deletes a saved card and a saved address, only the member's own", async () => {
    const sandbox = await startSandbox()
    const { ann, ANN, BOB } = await twoMembers(sandbox)
    await placeAsAnn(sandbox, ANN, { delivery: true, saveAddress: true })
    const card = (await sandbox.ok('GET', 'members/payments', { token: ANN })).payments[0]
    expect(await sandbox.call('DELETE', `members/payments/${card.id}`, { token: BOB })).toEqual({
      status: 404,
      body: { message: 'We could not find that saved card.' },
    })
    const afterCard = await sandbox.ok('DELETE', `members/payments/${card.id}`, { token: ANN })
    expect(afterCard.payments.map((p: { id: number }) => p.id)).not.toContain(card.id)
    const address = await sandbox.db.prepare('SELECT id FROM member_addresses WHERE member_id = ?1').bind(ann.id).first<{ id: number }>()
    expect((await sandbox.call('DELETE', `members/addresses/${address!.id}`, { token: BOB })).status).toBe(404)
    const afterAddress = await sandbox.ok('DELETE', `members/addresses/${address!.id}`, { token: ANN })
    expect(afterAddress.addresses.map((a: { id: number }) => a.id)).not.toContain(address!.id)
  })

  it("answers every member call without a member token with the error catalogue's token errors", async () => {
    const sandbox = await startSandbox()
    const calls: [string, string, object?][] = [
      ['GET', 'orders/recent'],
      ['POST', 'orders/reorder', { id: 'x' }],
      ['POST', 'orders/faves', { id: 'x', description: 'x' }],
      ['GET', 'orders/faves'],
      ['POST', 'orders/faves/reorder', { id: 1 }],
      ['GET', 'members/payments'],
      ['DELETE', 'members/payments/1'],
      ['DELETE', 'members/addresses/1'],
    ]
    for (const [method, path, body] of calls) {
      const options = body === undefined ? {} : { body }
      expect(await sandbox.call(method, path, options), path).toEqual({ status: 401, body: { message: 'Invalid Access Token' } })
      expect(await sandbox.call(method, path, { ...options, token: 'expired' }), path).toEqual({
        status: 401,
        body: { message: 'Invalid token' },
      })
    }
  })
})
