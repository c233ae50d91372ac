import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { basketWith, joinPerks, requiredChoices, startSandbox } from './sandbox-helpers.ts'

// A token only ever reaches its own member (issue 6, "Bad input"): member A, holding valid tokens of their own,
// tries every member call against member B's favourites, saved cards, orders, rewards and balance, and B's data
// is unchanged afterwards.

const TWO_EGG = productById(70405, 100401)!
const MADISON = 4102

describe('sandbox member isolation', () => {
  it("keeps member B's favourites, payments, orders, rewards and balance out of member A's reach", async () => {
    // Tokens that outlive the hour B's order takes to complete and earn its points.
    const sandbox = await startSandbox({ env: { MEMBER_TOKEN_TTL_MINUTES: '1440' } })
    const a = await joinPerks(sandbox, { first_name: 'Alice' })
    const b = await joinPerks(sandbox, { first_name: 'Bruno' })

    // B: a favourite store, a placed order with a saved card (and its points), a favourite order, a banked reward.
    await sandbox.ok('POST', `members/faves/locations/${MADISON}`, { token: b.access })
    const basket = await basketWith(sandbox, 3510, 70405, [
      { product_id: TWO_EGG.id, quantity: 5, choices: requiredChoices(TWO_EGG.option_groups) },
    ])
    const order = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
      body: { usertype: 'user', payments: [{ type: 'creditcard', token: 'tok_visa', save: true }] },
      token: b.ordering,
    })
    sandbox.advance(60)
    const { faves } = await sandbox.ok('POST', 'orders/faves', { body: { id: order.id, description: 'Bruno usual' }, token: b.ordering })
    const { reward } = await sandbox.ok('POST', `members/redeem?memberID=${b.id}`, {
      body: { price: 250, code: 'PERK-3' },
      token: b.access,
    })
    const card = (await sandbox.ok('GET', 'members/payments', { token: b.ordering })).payments[0]
    const bBasket = await basketWith(sandbox, 3510, 70405, [
      { product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups) },
    ])
    await sandbox.ok('PUT', `orders/${bBasket.id}/rewards`, { body: { memberid: b.id, references: [reward.reference] }, token: b.access })
    const snapshot = async () => ({
      profile: await sandbox.ok('GET', 'members/get', { token: b.access }),
      balance: await sandbox.ok('GET', 'members/balance', { token: b.access }),
      payments: await sandbox.ok('GET', 'members/payments', { token: b.ordering }),
      recent: (await sandbox.ok('GET', 'orders/recent', { token: b.ordering })).map((o: { id: string }) => o.id),
      faves: await sandbox.ok('GET', 'orders/faves', { token: b.ordering }),
      basket: await sandbox.ok('GET', `orders/${bBasket.id}`, { token: b.ordering }),
    })
    const before = await snapshot()

    // Reading: A sees only A.
    const profile = await sandbox.ok('GET', 'members/get', { token: a.access })
    expect(profile).toMatchObject({ id: a.id, first_name: 'Alice' })
    expect(profile.favelocations.map((f: { id: number }) => f.id)).not.toContain(MADISON)
    expect((await sandbox.ok('GET', 'members/payments', { token: a.ordering })).payments).toEqual([])
    expect(await sandbox.ok('GET', 'orders/recent', { token: a.ordering })).toEqual([])
    expect((await sandbox.ok('GET', 'orders/faves', { token: a.ordering })).faves).toEqual([])
    expect((await sandbox.ok('GET', 'members/balance', { token: a.access })).rewards).toEqual([])
    const memberNotFound = { status: 404, body: { message: 'Member not found' } }
    expect(await sandbox.call('POST', `members/balance?memberID=${b.id}`, { token: a.access })).toEqual(memberNotFound)
    expect(await sandbox.call('GET', `orders/${bBasket.id}/rewards?memberid=${b.id}`, { token: a.access })).toEqual(memberNotFound)
    expect(await sandbox.call('GET', `orders/${bBasket.id}/rewards?memberid=${a.id}`, { token: a.access })).toEqual({
      status: 404,
      body: { message: 'Could not load shopping basket' },
    })

    // Changing: every attempt on B's things is refused as if they did not exist.
    expect((await sandbox.call('DELETE', `members/faves/locations/${MADISON}`, { token: a.access })).status).toBe(404)
    expect((await sandbox.call('DELETE', `members/payments/${card.id}`, { token: a.ordering })).status).toBe(404)
    expect((await sandbox.call('POST', 'orders/reorder', { body: { id: order.id }, token: a.ordering })).status).toBe(404)
    expect(
      (await sandbox.call('POST', 'orders/faves', { body: { id: order.id, description: 'Mine now' }, token: a.ordering })).status,
    ).toBe(404)
    expect((await sandbox.call('POST', 'orders/faves/reorder', { body: { id: faves[0].id }, token: a.ordering })).status).toBe(404)
    expect(
      await sandbox.call('POST', `members/redeem?memberID=${b.id}`, { body: { price: 250, code: 'PERK-3' }, token: a.access }),
    ).toEqual(memberNotFound)
    const mine = await basketWith(sandbox, 3510, 70405, [
      { product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups) },
    ])
    expect(
      (
        await sandbox.call('PUT', `orders/${mine.id}/rewards`, {
          body: { memberid: a.id, references: [reward.reference] },
          token: a.access,
        })
      ).body.message,
    ).toBe('We could not find that reward, or it has already been used.')
    expect(
      await sandbox.call('PUT', `orders/${mine.id}/rewards`, { body: { memberid: b.id, references: [reward.reference] }, token: a.access }),
    ).toEqual(memberNotFound)
    expect((await sandbox.call('DELETE', `orders/${bBasket.id}/rewards/${reward.reference}`, { token: a.access })).body).toEqual({
      message: 'Could not load shopping basket',
    })
    // Paying with B's saved card, or placing B's basket with B's reward on it, as A.
    expect(
      (
        await sandbox.call('POST', `orders/${mine.id}/submit`, {
          body: { usertype: 'user', payments: [{ type: 'creditcard', account_id: card.id }] },
          token: a.ordering,
        })
      ).body,
    ).toEqual({
      message: 'We could not find that saved card.',
    })
    expect(
      (
        await sandbox.call('POST', `orders/${bBasket.id}/submit`, {
          body: { usertype: 'user', payments: [{ type: 'instore' }] },
          token: a.ordering,
        })
      ).body,
    ).toEqual({
      message: 'Could not load shopping basket',
    })
    // B's placed order, its status (with the card it was paid with) and its cancellation are B's alone too.
    expect((await sandbox.call('GET', `orders/${order.id}/status`, { token: a.ordering })).body).toEqual({
      message: 'Could not load shopping basket',
    })
    expect((await sandbox.call('DELETE', `orders/${order.id}`, { token: a.ordering })).body).toEqual({
      message: 'Could not load shopping basket',
    })

    expect(await snapshot()).toEqual(before)
  })
})
