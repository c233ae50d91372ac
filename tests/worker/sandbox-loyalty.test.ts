import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { MEMBER_PASSWORD, basketWith, joinPerks, requiredChoices, startSandbox, type Member, type Sandbox } from './sandbox-helpers.ts'
import { uniquePhone } from './unique-phone.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// VIP Perks points and rewards on real D1: orders earn 10 points a dollar of food once completed (pending until
// then), rewards unlock at their points, redeeming banks a reward with a code, a basket takes one reward, a reward
// and a coupon never combine, a reward is spent once, cancelling gives the reward back, and referral codes earn their
// owner points when the referred order completes.

const HASH_BROWNS = productById(MENU, 109001)!

const eggs = (quantity: number) => ({ product_id: TWO_EGG.id, quantity, choices: requiredChoices(TWO_EGG.option_groups) })
const cents = (dollars: number) => Math.round(dollars * 100)
const byCard = { type: 'creditcard', token: 'tok_visa' }
const asMember = { usertype: 'user', payments: [byCard] }
const asGuest = {
  usertype: 'guest',
  first_name: 'Gus',
  last_name: 'Tester',
  email: 'gus@example.com',
  phone: '612-555-0110',
  payments: [byCard],
}

async function placeAs(sandbox: Sandbox, member: Member | null, quantity: number) {
  const basket = await basketWith(sandbox, EAGAN, MENU, [eggs(quantity)])
  return member
    ? sandbox.ok('POST', `orders/${basket.id}/submit`, { body: asMember, token: member.ordering })
    : sandbox.ok('POST', `orders/${basket.id}/submit`, { body: asGuest })
}

const balanceOf = async (sandbox: Sandbox, member: Member) =>
  (await sandbox.ok('GET', 'members/balance', { token: member.access })).points as number
const pendingOf = async (sandbox: Sandbox, member: Member) =>
  (await sandbox.ok('GET', 'members/balance', { token: member.access })).pending_points as number

/** Tokens that outlive the hours the clock skips for orders to complete (30 minutes is the default). */
const startLoyaltySandbox = () => startSandbox({ env: { MEMBER_TOKEN_TTL_MINUTES: '1440' } })

/** An order placed as soon as possible is ready in 15 minutes and completed 30 minutes later: an hour is plenty. */
const completeOrders = (sandbox: Sandbox) => sandbox.advance(60)

/** A guest no other test uses: a referral pays once per customer, and every test shares one database. */
const freshGuest = () => ({
  ...asGuest,
  email: `guest-${crypto.randomUUID()}@example.com`,
  phone: uniquePhone(),
})

async function redeem(sandbox: Sandbox, member: Member, code: string, price: number) {
  return apiResponseSchemas.membersRedeem.parse(
    await sandbox.ok('POST', `members/redeem?memberID=${member.id}`, { body: { price, code }, token: member.access }),
  )
}

/** A member with `points` or a little more, earned the only way there is: a completed order. */
async function memberWithPoints(sandbox: Sandbox, points: number) {
  const member = await joinPerks(sandbox)
  // 10.29 a Two-Egg Breakfast: 102 points each.
  await placeAs(sandbox, member, Math.ceil(points / 102))
  completeOrders(sandbox)
  return member
}

describe('sandbox loyalty: points, redeeming, rewards on a basket', () => {
  it('signup → signin → balance → an order earns points → redeem → the reward on a basket → one reward only', async () => {
    const sandbox = await startLoyaltySandbox()
    const joined = await joinPerks(sandbox)
    const signin = apiResponseSchemas.membersSignin.parse(
      await sandbox.ok('POST', 'members/signin', { body: { username: joined.email, password: MEMBER_PASSWORD } }),
    )
    const member: Member = { ...joined, access: signin.access.token, ordering: signin.ordering.access.token }

    const fresh = apiResponseSchemas.membersBalance.parse(await sandbox.ok('GET', 'members/balance', { token: member.access }))
    expect(fresh).toMatchObject({
      member_id: member.id,
      points: 0,
      pending_points: 0,
      lifetime_points: 0,
      points_per_dollar: 10,
      rewards: [],
    })
    expect(fresh.next_reward).toEqual({ code: 'PERK-3', name: '$3 off', points: 250, points_needed: 250 })

    // 12 × 10.29 = 123.48 of food: 1,234 points (tax earns nothing), pending until the order is picked up.
    const placed = await placeAs(sandbox, member, 12)
    expect(placed.totals.subtotal).toBe(123.48)
    expect(await balanceOf(sandbox, member)).toBe(0)
    expect(await pendingOf(sandbox, member)).toBe(1234)
    completeOrders(sandbox)
    expect(await balanceOf(sandbox, member)).toBe(1234)
    expect(await pendingOf(sandbox, member)).toBe(0)
    const { offers } = apiResponseSchemas.membersOffers.parse(await sandbox.ok('GET', 'members/offers/all', { token: member.access }))
    expect(offers.map((o) => [o.code, o.unlocked])).toEqual([
      ['PERK-3', true],
      ['PERK-5', true],
      ['PERK-10', true],
      ['PERK-20', false],
    ])
    expect(offers[3]).toMatchObject({ points: 2000, amount: 20, points_needed: 766 })

    const five = await redeem(sandbox, member, 'PERK-5', 500)
    expect(five.reward).toMatchObject({ code: five.reward.reference, reward_code: 'PERK-5', name: '$5 off', points: 500, amount: 5 })
    expect(five.reward.reference).toMatch(/^VIP-[0-9A-Z]{10}$/)
    expect(five.balance).toMatchObject({ points: 734, lifetime_points: 1234 })
    const three = await redeem(sandbox, member, 'perk-3', 250)
    expect(three.balance.points).toBe(484)
    expect(three.balance.rewards.map((r) => r.reference)).toEqual([five.reward.reference, three.reward.reference])
    expect(
      await sandbox.call('POST', `members/redeem?memberID=${member.id}`, { body: { price: 1000, code: 'PERK-10' }, token: member.access }),
    ).toEqual({
      status: 400,
      body: { message: 'This reward needs 1000 points; you have 484.' },
    })
    expect(
      (await sandbox.call('POST', `members/redeem?memberID=${member.id}`, { body: { price: 400, code: 'PERK-5' }, token: member.access }))
        .body,
    ).toEqual({
      message: 'The points for this reward have changed. Please refresh your rewards and try again.',
      field: 'price',
    })
    expect(
      (await sandbox.call('POST', `members/redeem?memberID=${member.id}`, { body: { price: 1, code: 'FREE-CAR' }, token: member.access }))
        .body.message,
    ).toBe('We could not find that reward.')

    const basket = await basketWith(sandbox, EAGAN, MENU, [eggs(3)])
    const offered = apiResponseSchemas.ordersRewardsGet.parse(
      await sandbox.ok('GET', `orders/${basket.id}/rewards?memberid=${member.id}`, { token: member.access }),
    )
    expect(offered).toMatchObject({ applied: null, blocked_by_coupon: false })
    expect(offered.rewards.map((r) => [r.reference, r.applied])).toEqual([
      [five.reward.reference, false],
      [three.reward.reference, false],
    ])
    const withReward = apiResponseSchemas.ordersRewardsApply.parse(
      await sandbox.ok('PUT', `orders/${basket.id}/rewards`, {
        body: { memberid: member.id, references: [five.reward.reference] },
        token: member.access,
      }),
    )
    expect(withReward.reward).toEqual({ reference: five.reward.reference, name: '$5 off', amount: 5 })
    // 30.87 − 5.00 + tax on the 30.87 (7.875 % = 2.43): the reward is a discount like a coupon.
    expect(withReward.totals).toMatchObject({ subtotal: 30.87, discount: 5, tax: 2.43, total: 28.3 })

    // One reward per basket: not a second one, and not two at once.
    const one = { status: 400, body: { message: 'Only one reward can be used per order.', field: 'references' } }
    expect(
      await sandbox.call('PUT', `orders/${basket.id}/rewards`, {
        body: { memberid: member.id, references: [three.reward.reference] },
        token: member.access,
      }),
    ).toEqual(one)
    expect(
      await sandbox.call('PUT', `orders/${basket.id}/rewards`, {
        body: { memberid: member.id, references: [five.reward.reference, three.reward.reference] },
        token: member.access,
      }),
    ).toEqual(one)
    // The same one again changes nothing.
    expect(
      (
        await sandbox.ok('PUT', `orders/${basket.id}/rewards`, {
          body: { memberid: member.id, references: [five.reward.reference] },
          token: member.access,
        })
      ).reward.reference,
    ).toBe(five.reward.reference)

    const spent = await sandbox.ok('POST', `orders/${basket.id}/submit`, { body: asMember, token: member.ordering })
    expect(spent).toMatchObject({ state: 'placed', reward: { reference: five.reward.reference }, totals: { discount: 5, total: 28.3 } })
    // Points on the food paid for: 30.87 − 5.00 = 25.87 → 258, once the order is completed.
    expect(await pendingOf(sandbox, member)).toBe(258)
    completeOrders(sandbox)
    const after = await sandbox.ok('GET', 'members/balance', { token: member.access })
    expect(after.points).toBe(484 + 258)
    expect(after.rewards.map((r: { reference: string }) => r.reference)).toEqual([three.reward.reference])
    const another = await basketWith(sandbox, EAGAN, MENU, [eggs(1)])
    expect(
      await sandbox.call('PUT', `orders/${another.id}/rewards`, {
        body: { memberid: member.id, references: [five.reward.reference] },
        token: member.access,
      }),
    ).toEqual({
      status: 400,
      body: { message: 'We could not find that reward, or it has already been used.', field: 'references' },
    })
  })

  it('never lets a reward and a coupon combine, whichever comes first, and takes a reward off by its reference', async () => {
    const sandbox = await startLoyaltySandbox()
    const member = await memberWithPoints(sandbox, 500)
    const { reward } = await redeem(sandbox, member, 'PERK-5', 500)
    const basket = await basketWith(sandbox, EAGAN, MENU, [eggs(3)])
    const apply = () =>
      sandbox.call('PUT', `orders/${basket.id}/rewards`, {
        body: { memberid: member.id, references: [reward.reference] },
        token: member.access,
      })
    // Once the reward is on, the basket is the member's: the ordering calls carry their token.
    const coupon = () => sandbox.call('PUT', `orders/${basket.id}/coupon`, { body: { code: 'PIE5' }, token: member.ordering })

    expect((await coupon()).status).toBe(200)
    expect(await apply()).toEqual({
      status: 400,
      body: { message: "A reward can't be combined with a coupon. Please remove the coupon to use your reward.", field: 'references' },
    })
    expect((await sandbox.ok('GET', `orders/${basket.id}/rewards?memberid=${member.id}`, { token: member.access })).blocked_by_coupon).toBe(
      true,
    )
    await sandbox.ok('DELETE', `orders/${basket.id}/coupon`, { token: member.ordering })
    expect((await apply()).status).toBe(200)
    expect(await coupon()).toEqual({
      status: 400,
      body: { message: "A coupon can't be combined with a reward. Please remove the reward to use a coupon." },
    })

    expect(await sandbox.call('DELETE', `orders/${basket.id}/rewards/VIP-NOTTHISONE`, { token: member.access })).toEqual({
      status: 404,
      body: { message: 'That reward is not on this order.' },
    })
    const without = apiResponseSchemas.ordersRewardRemove.parse(
      await sandbox.ok('DELETE', `orders/${basket.id}/rewards/${reward.reference}`, { token: member.access }),
    )
    expect(without).toMatchObject({ reward: null, totals: { discount: 0 } })
    expect((await coupon()).status).toBe(200)
  })

  it('spends a reward once: of two baskets holding it, the second is told it is used', async () => {
    const sandbox = await startLoyaltySandbox()
    const member = await memberWithPoints(sandbox, 250)
    const { reward } = await redeem(sandbox, member, 'PERK-3', 250)
    const [first, second] = [await basketWith(sandbox, EAGAN, MENU, [eggs(1)]), await basketWith(sandbox, EAGAN, MENU, [eggs(2)])]
    for (const basket of [first, second]) {
      await sandbox.ok('PUT', `orders/${basket.id}/rewards`, {
        body: { memberid: member.id, references: [reward.reference] },
        token: member.access,
      })
    }
    await sandbox.ok('POST', `orders/${first.id}/submit`, { body: asMember, token: member.ordering })
    const used = { status: 409, body: { message: 'This reward has already been used. Please remove it from your order.' } }
    expect(await sandbox.call('POST', `orders/${second.id}/validate`, { token: member.ordering })).toEqual(used)
    expect(await sandbox.call('POST', `orders/${second.id}/submit`, { body: asMember, token: member.ordering })).toEqual(used)
    await sandbox.ok('DELETE', `orders/${second.id}/rewards/${reward.reference}`, { token: member.access })
    expect((await sandbox.ok('POST', `orders/${second.id}/submit`, { body: asMember, token: member.ordering })).state).toBe('placed')
  })

  it('spends a reward once even when two baskets holding it are placed at the same moment', async () => {
    const sandbox = await startLoyaltySandbox()
    const member = await memberWithPoints(sandbox, 250)
    const { reward } = await redeem(sandbox, member, 'PERK-3', 250)
    const baskets = [await basketWith(sandbox, EAGAN, MENU, [eggs(1)]), await basketWith(sandbox, EAGAN, MENU, [eggs(1)])]
    for (const basket of baskets) {
      await sandbox.ok('PUT', `orders/${basket.id}/rewards`, {
        body: { memberid: member.id, references: [reward.reference] },
        token: member.access,
      })
    }
    const results = await Promise.all(
      baskets.map((b) => sandbox.call('POST', `orders/${b.id}/submit`, { body: asMember, token: member.ordering })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const { n } = (await sandbox.db
      .prepare('SELECT count(*) AS n FROM reward_uses WHERE reference = ?1')
      .bind(reward.reference)
      .first<{ n: number }>())!
    expect(n).toBe(1)
  })

  it("lets only the reward's own member place an order with it", async () => {
    const sandbox = await startLoyaltySandbox()
    const ann = await memberWithPoints(sandbox, 250)
    const bob = await joinPerks(sandbox)
    const { reward } = await redeem(sandbox, ann, 'PERK-3', 250)
    const basket = await basketWith(sandbox, EAGAN, MENU, [eggs(1)])
    await sandbox.ok('PUT', `orders/${basket.id}/rewards`, {
      body: { memberid: ann.id, references: [reward.reference] },
      token: ann.access,
    })
    // The basket became Ann's when her reward went on: to Bob it does not exist.
    expect(await sandbox.call('POST', `orders/${basket.id}/submit`, { body: asMember, token: bob.ordering })).toEqual({
      status: 404,
      body: { message: 'Could not load shopping basket' },
    })
    // Bob can neither see Ann's basket's rewards nor put his own on it: it became Ann's when her reward went on.
    expect((await sandbox.call('GET', `orders/${basket.id}/rewards?memberid=${bob.id}`, { token: bob.access })).body).toEqual({
      message: 'Could not load shopping basket',
    })
  })

  it('gives back the reward of a cancelled order, which never earns its points', async () => {
    const sandbox = await startLoyaltySandbox()
    const member = await memberWithPoints(sandbox, 250)
    const { reward } = await redeem(sandbox, member, 'PERK-3', 250)
    const before = await balanceOf(sandbox, member)
    const basket = await basketWith(sandbox, EAGAN, MENU, [eggs(4)])
    await sandbox.ok('PUT', `orders/${basket.id}/rewards`, {
      body: { memberid: member.id, references: [reward.reference] },
      token: member.access,
    })
    const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, { body: asMember, token: member.ordering })
    // 41.16 − 3.00 = 38.16 of food: 381 points, pending.
    expect(await balanceOf(sandbox, member)).toBe(before)
    expect(await pendingOf(sandbox, member)).toBe(381)
    expect((await sandbox.ok('DELETE', `orders/${placed.id}`, { token: member.ordering })).status).toBe('Cancelled')
    completeOrders(sandbox)
    const after = await sandbox.ok('GET', 'members/balance', { token: member.access })
    expect(after).toMatchObject({ points: before, pending_points: 0 })
    expect(after.rewards.map((r: { reference: string }) => r.reference)).toEqual([reward.reference])
  })

  it('credits a referrer when a basket naming their code is completed, but never the buyer themself', async () => {
    const sandbox = await startLoyaltySandbox()
    const referrer = await joinPerks(sandbox)
    const code = (await sandbox.ok('GET', 'members/get', { token: referrer.access })).referral_code as string
    expect(code).toMatch(/^[0-9A-Z]{8}$/)
    const basket = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
    const named = apiResponseSchemas.ordersReferrals.parse(
      await sandbox.ok('PUT', `orders/${basket.id}/referrals`, { body: { referrals: [code.toLowerCase()] } }),
    )
    expect(named).toMatchObject({ id: basket.id, referrals: [code] })
    expect(await sandbox.call('PUT', `orders/${basket.id}/referrals`, { body: { referrals: ['NOSUCH99'] } })).toEqual({
      status: 400,
      body: { message: 'We could not find the referral code NOSUCH99.', field: 'referrals' },
    })
    await sandbox.ok('POST', `orders/${basket.id}/submit`, { body: freshGuest() })
    expect(await balanceOf(sandbox, referrer)).toBe(0)
    completeOrders(sandbox)
    expect(await balanceOf(sandbox, referrer)).toBe(100)

    const own = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
    expect(await sandbox.call('PUT', `orders/${own.id}/referrals`, { body: { referrals: [code] }, token: referrer.ordering })).toEqual({
      status: 400,
      body: { message: "You can't use your own referral code.", field: 'referrals' },
    })
  })

  it('earns nothing for a guest order, and floors points to whole points', async () => {
    const sandbox = await startLoyaltySandbox()
    const member = await joinPerks(sandbox)
    await placeAs(sandbox, null, 2)
    completeOrders(sandbox)
    expect(await balanceOf(sandbox, member)).toBe(0)
    const hashBrowns = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
    const placed = await sandbox.ok('POST', `orders/${hashBrowns.id}/submit`, { body: asMember, token: member.ordering })
    completeOrders(sandbox)
    // 3.29 → 32.9 → 32 points.
    expect(await balanceOf(sandbox, member)).toBe(Math.floor(cents(placed.totals.subtotal) / 10))
    expect(await balanceOf(sandbox, member)).toBe(32)
  })
})
