import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { savedAddressesResultSchema } from '#shared/schemas/saved-address.ts'
import { basketWith, joinPerks, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU } from './seed-picks.ts'

// Saved delivery addresses: saved only when the member asks at submit, listed newest first, deleted one at a time,
// and a member reaches only their own.
const HASH_BROWNS = productById(MENU, 109001)!
const YANKEE_DOODLE = { address: '1340 Yankee Doodle Rd', city: 'Eagan', zip: '55121' }
const PILOT_KNOB = { address: '2020 Pilot Knob Rd', city: 'Eagan', zip: '55122' }
const NOT_FOUND = { status: 404, body: { message: 'We could not find that address.' } }

interface Delivery {
  address: typeof YANKEE_DOODLE
  saveAddress?: boolean
  handoff?: 'delivery' | 'pickup'
}

/** Places one order as the member, delivered to `address` unless it ends up a pickup, asking to save it or not. */
async function placeOrder(sandbox: Sandbox, token: string, { address, saveAddress, handoff = 'delivery' }: Delivery) {
  const basket = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
  await sandbox.ok('PUT', `orders/${basket.id}/address`, { body: { type: 'delivery', address } })
  if (handoff === 'pickup') await sandbox.ok('PUT', `orders/${basket.id}/handoff/pickup`)
  const body = {
    usertype: 'user',
    payments: [{ type: 'creditcard', token: 'tok_visa' }],
    ...(saveAddress === undefined ? {} : { save_address: saveAddress }),
  }
  return sandbox.ok('POST', `orders/${basket.id}/submit`, { body, token })
}

/** Ann, a new member, who saved Yankee Doodle Rd at a delivery and, five minutes later, Pilot Knob Rd at another. */
async function annWithTwoSavedAddresses() {
  const sandbox = await startSandbox()
  const ann = await joinPerks(sandbox)
  await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE, saveAddress: true })
  sandbox.advance(5)
  await placeOrder(sandbox, ann.ordering, { address: PILOT_KNOB, saveAddress: true })
  return { sandbox, ann }
}

async function addressesOf(sandbox: Sandbox, token: string) {
  return savedAddressesResultSchema.parse(await sandbox.ok('GET', 'members/addresses', { token })).addresses
}

describe('sandbox saved delivery addresses', () => {
  it('saves nothing unless the member asks: not by default, not when told false, not for a pickup order', async () => {
    const sandbox = await startSandbox()
    const ann = await joinPerks(sandbox)
    await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE })
    await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE, saveAddress: false })
    await placeOrder(sandbox, ann.ordering, { address: PILOT_KNOB, saveAddress: true, handoff: 'pickup' })
    expect(await addressesOf(sandbox, ann.ordering)).toEqual([])
    const { results } = await sandbox.db.prepare('SELECT id FROM member_addresses WHERE member_id = ?1').bind(ann.id).all()
    expect(results).toEqual([])
  })

  it('saves the delivery address when asked, once, and lists the most recently saved first', async () => {
    const { sandbox, ann } = await annWithTwoSavedAddresses()
    const listed = await addressesOf(sandbox, ann.ordering)
    expect(listed.map(({ id: _id, ...fields }) => fields)).toEqual([PILOT_KNOB, YANKEE_DOODLE])

    // Saving an address already saved makes it the most recent again instead of adding a copy.
    sandbox.advance(5)
    await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE, saveAddress: true })
    const again = await addressesOf(sandbox, ann.ordering)
    expect(again.map((saved) => saved.address)).toEqual([YANKEE_DOODLE.address, PILOT_KNOB.address])
    expect(again.map((saved) => saved.id).sort()).toEqual(listed.map((saved) => saved.id).sort())
  })

  it('saves nothing for a basket that is not placed', async () => {
    const sandbox = await startSandbox()
    const basket = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
    await sandbox.ok('PUT', `orders/${basket.id}/address`, { body: { type: 'delivery', address: YANKEE_DOODLE } })
    // Eleven hours after noon the restaurant has closed, so as soon as possible is refused.
    sandbox.advance(11 * 60)
    const ann = await joinPerks(sandbox)
    const refused = await sandbox.call('POST', `orders/${basket.id}/submit`, {
      body: { usertype: 'user', payments: [{ type: 'creditcard', token: 'tok_visa' }], save_address: true },
      token: ann.ordering,
    })
    expect(refused).toEqual({ status: 400, body: { message: expect.stringMatching(/not taking orders/) } })
    expect(await addressesOf(sandbox, ann.ordering)).toEqual([])
  })

  it('lists only the member their own addresses', async () => {
    const sandbox = await startSandbox()
    const ann = await joinPerks(sandbox)
    const bob = await joinPerks(sandbox, { first_name: 'Bob', last_name: 'Ray' })
    await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE, saveAddress: true })
    expect(await addressesOf(sandbox, bob.ordering)).toEqual([])
    expect(await addressesOf(sandbox, ann.ordering)).toHaveLength(1)
  })

  it('deletes the member their own address and answers with the addresses that remain', async () => {
    const { sandbox, ann } = await annWithTwoSavedAddresses()
    const [pilotKnob, yankeeDoodle] = await addressesOf(sandbox, ann.ordering)
    const after = savedAddressesResultSchema.parse(
      await sandbox.ok('DELETE', `members/addresses/${pilotKnob!.id}`, { token: ann.ordering }),
    )
    expect(after.addresses).toEqual([yankeeDoodle])
    expect(await addressesOf(sandbox, ann.ordering)).toEqual([yankeeDoodle])
    // Gone is gone: a second delete of the same id is a 404.
    expect(await sandbox.call('DELETE', `members/addresses/${pilotKnob!.id}`, { token: ann.ordering })).toEqual(NOT_FOUND)
  })

  it("answers another member's address id exactly like an unknown one, and leaves it saved", async () => {
    const sandbox = await startSandbox()
    const ann = await joinPerks(sandbox)
    const bob = await joinPerks(sandbox, { first_name: 'Bob', last_name: 'Ray' })
    await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE, saveAddress: true })
    const [annsAddress] = await addressesOf(sandbox, ann.ordering)
    expect(await sandbox.call('DELETE', `members/addresses/${annsAddress!.id}`, { token: bob.ordering })).toEqual(NOT_FOUND)
    expect(await sandbox.call('DELETE', `members/addresses/${annsAddress!.id + 100000}`, { token: bob.ordering })).toEqual(NOT_FOUND)
    expect(await addressesOf(sandbox, ann.ordering)).toEqual([annsAddress])
  })

  it.each([
    '__proto__',
    'constructor',
    'toString',
    '0',
    '-1',
    '1e3',
    '1.0',
    '%20',
    '99999999999999',
    'abc',
    '1;DROP TABLE member_addresses',
  ])('answers the address id %s with the same 404 and deletes nothing', async (id) => {
    const sandbox = await startSandbox()
    const ann = await joinPerks(sandbox)
    await placeOrder(sandbox, ann.ordering, { address: YANKEE_DOODLE, saveAddress: true })
    const before = await addressesOf(sandbox, ann.ordering)
    expect(await sandbox.call('DELETE', `members/addresses/${encodeURIComponent(id)}`, { token: ann.ordering })).toEqual(NOT_FOUND)
    expect(await addressesOf(sandbox, ann.ordering)).toEqual(before)
  })

  it("answers the address calls without a member token with the error catalogue's token errors", async () => {
    const sandbox = await startSandbox()
    for (const [method, path] of [
      ['GET', 'members/addresses'],
      ['DELETE', 'members/addresses/1'],
    ] as const) {
      expect(await sandbox.call(method, path), path).toEqual({ status: 401, body: { message: 'Invalid Access Token' } })
      expect(await sandbox.call(method, path, { token: 'forged' }), path).toEqual({ status: 401, body: { message: 'Invalid token' } })
    }
  })

  it('refuses save_address from a guest: a guest has no saved addresses', async () => {
    const sandbox = await startSandbox()
    const basket = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
    await sandbox.ok('PUT', `orders/${basket.id}/address`, { body: { type: 'delivery', address: YANKEE_DOODLE } })
    const guest = {
      usertype: 'guest',
      first_name: 'Pat',
      last_name: 'Diner',
      email: 'pat@example.com',
      phone: '6515550199',
      payments: [{ type: 'creditcard', token: 'tok_visa' }],
      save_address: true,
    }
    expect((await sandbox.call('POST', `orders/${basket.id}/submit`, { body: guest })).status).toBe(400)
  })
})
