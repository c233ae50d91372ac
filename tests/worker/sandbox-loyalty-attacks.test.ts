import { describe, expect, it } from 'vitest'
import { menuById, productById, seedUpsells } from '#shared/seed/index.ts'
import { basketWith, distinctLines, joinPerks, requiredChoices, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { uniquePhone } from './unique-phone.ts'
import { EAGAN, MENU } from './seed-picks.ts'

// Issue 29's attacks on the upstream's rules, replayed as written (F1, F2, F7, F9), each refused: rewards from an
// order that never happened, referral farming with unpaid guest orders, the basket's line limit bypassed through
// upsells, an order scheduled for 2099.

const FRENCH_TOAST = productById(MENU, 100105)!
const WAFFLE = productById(MENU, 100106)!
const HASH_BROWNS = productById(MENU, 109001)!

const UPSELL_PRODUCT = 101001
const UPSELL_PRODUCTS = seedUpsells.map((upsell) => upsell.product_id)

/** Adds `count` different lines, none of them hash browns (already in) or an upsell's dish, 50 a call. */
async function fillWithDifferentLines(sandbox: Sandbox, basketId: string, count: number) {
  const lines = distinctLines(menuById(MENU)!, count, [HASH_BROWNS.id, ...UPSELL_PRODUCTS])
  for (let start = 0; start < lines.length; start += 50) {
    const products = lines.slice(start, start + 50).map((line) => ({ ...line, choices: line.choices.join(',') }))
    await sandbox.ok('POST', `orders/${basketId}/products`, { body: { products } })
  }
}

const inStore = { payments: [{ type: 'instore' }] }
const NOT_ENOUGH = (have: number) => ({ status: 400, body: { message: `This reward needs 2000 points; you have ${have}.` } })

/** Tokens that outlive the hour an order takes to complete. */
const startLongSandbox = () => startSandbox({ env: { MEMBER_TOKEN_TTL_MINUTES: '1440' } })

/** A guest no other test uses (a referral pays once per customer, and the tests share one database). */
function freshGuest() {
  const tag = crypto.randomUUID()
  return {
    usertype: 'guest',
    first_name: 'Gus',
    last_name: 'Tester',
    email: `guest-${tag}@example.com`,
    phone: uniquePhone(),
  }
}

async function hashBrownsBasket(sandbox: Sandbox) {
  return basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
}

describe('issue 29: the loyalty and ordering rules hold against the attacks', () => {
  it('F1: a $990 pay-in-store order earns nothing until completed, so nothing can be redeemed and cancelling leaves zero', async () => {
    const sandbox = await startLongSandbox()
    const member = await joinPerks(sandbox)
    const basket = await basketWith(sandbox, EAGAN, MENU, [
      { product_id: FRENCH_TOAST.id, quantity: 99, choices: requiredChoices(FRENCH_TOAST.option_groups) },
      { product_id: WAFFLE.id, quantity: 99, choices: requiredChoices(WAFFLE.option_groups) },
    ])
    const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
      body: { usertype: 'user', ...inStore },
      token: member.ordering,
    })
    expect(placed.totals.subtotal).toBeGreaterThan(900)
    const balance = await sandbox.ok('GET', 'members/balance', { token: member.access })
    // Placed, not completed: every point is pending, none redeemable.
    expect(balance).toMatchObject({ points: 0, pending_points: Math.floor(Math.round(placed.totals.subtotal * 100) / 10) })
    const redeem = () =>
      sandbox.call('POST', `members/redeem?memberID=${member.id}`, { body: { price: 2000, code: 'PERK-20' }, token: member.access })
    for (let i = 0; i < 9; i++) expect(await redeem()).toEqual(NOT_ENOUGH(0))

    expect((await sandbox.ok('DELETE', `orders/${placed.id}`, { token: member.ordering })).status).toBe('Cancelled')
    sandbox.advance(120)
    expect(await sandbox.ok('GET', 'members/balance', { token: member.access })).toMatchObject({
      points: 0,
      pending_points: 0,
      rewards: [],
    })
    expect(await redeem()).toEqual(NOT_ENOUGH(0))
  })

  it('F1: the database itself refuses a balance below zero, whatever the code in front of it checked', async () => {
    const sandbox = await startLongSandbox()
    const member = await joinPerks(sandbox)
    const debit = sandbox.db
      .prepare("INSERT INTO points_ledger (member_id, delta, kind, created_at) VALUES (?1, -1, 'redeem', ?2)")
      .bind(member.id, sandbox.clock.ms)
    await expect(debit.run()).rejects.toThrow(/CHECK constraint failed/)
    const row = await sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM points_ledger WHERE member_id = ?1')
      .bind(member.id)
      .first<{ n: number }>()
    expect(row?.n).toBe(0)
  })

  it('F2: five unpaid guest baskets naming a referral code pay nothing when placed, and one customer pays once', async () => {
    const sandbox = await startLongSandbox()
    const referrer = await joinPerks(sandbox)
    const code = (await sandbox.ok('GET', 'members/get', { token: referrer.access })).referral_code as string
    const attacker = freshGuest()
    const [name, domain] = attacker.email.split('@') as [string, string]
    // The same customer five times, as an attacker would vary them: case, a +tag, the phone's separators, another
    // email with the same phone.
    const disguises = [
      attacker,
      { ...attacker, email: attacker.email.toUpperCase() },
      { ...attacker, email: `${name}+2@${domain}` },
      { ...attacker, phone: `(${attacker.phone.slice(0, 3)}) ${attacker.phone.slice(3, 6)}-${attacker.phone.slice(6)}` },
      {
        ...attacker,
        email: `other-${crypto.randomUUID()}@example.com`,
        phone: `${attacker.phone.slice(0, 3)}.${attacker.phone.slice(3, 6)}.${attacker.phone.slice(6)}`,
      },
    ]
    const placed = []
    for (const guest of disguises) {
      const basket = await hashBrownsBasket(sandbox)
      await sandbox.ok('PUT', `orders/${basket.id}/referrals`, { body: { referrals: [code] } })
      placed.push(await sandbox.ok('POST', `orders/${basket.id}/submit`, { body: { ...guest, ...inStore } }))
    }
    const points = async () => (await sandbox.ok('GET', 'members/balance', { token: referrer.access })).points as number
    expect(await points()).toBe(0)
    // Two are never picked up (the attacker cancels them); three are, and the same customer pays once.
    for (const order of placed.slice(3)) await sandbox.ok('DELETE', `orders/${order.id}`, { token: order.order_claim })
    sandbox.advance(120)
    expect(await points()).toBe(100)

    // Completed or not, the same customer never pays again, nor does the referrer's own order as a guest.
    const own = await joinPerks(sandbox, { phone: uniquePhone() })
    const ownCode = (await sandbox.ok('GET', 'members/get', { token: own.access })).referral_code as string
    for (const [guest, referral] of [
      [{ ...attacker, email: `${name}+3@${domain}` }, code],
      [{ ...freshGuest(), email: own.email }, ownCode],
    ] as const) {
      const basket = await hashBrownsBasket(sandbox)
      await sandbox.ok('PUT', `orders/${basket.id}/referrals`, { body: { referrals: [referral] } })
      await sandbox.ok('POST', `orders/${basket.id}/submit`, { body: { ...guest, ...inStore } })
    }
    sandbox.advance(120)
    expect(await points()).toBe(100)
    expect((await sandbox.ok('GET', 'members/balance', { token: own.access })).points).toBe(0)
  })

  it('F7: upsells cannot grow a basket past 100 lines, 20 at a time or otherwise', async () => {
    const sandbox = await startSandbox()
    const basket = await hashBrownsBasket(sandbox)
    // 99 different dishes (identical ones would merge into one line), none of them an upsell's.
    await fillWithDifferentLines(sandbox, basket.id, 98)
    const twenty = { items: Array.from({ length: 20 }, () => ({ id: 900004, quantity: 1 })) }
    // Twenty of one upsell are one line of twenty: the 100th.
    const full = await sandbox.ok('POST', `upsells/${basket.id}`, { body: twenty })
    expect(full.products).toHaveLength(100)
    expect(full.products.find((line: { product_id: number }) => line.product_id === UPSELL_PRODUCT)?.quantity).toBe(20)
    // The same again still merges into that line; a different one would be a 101st line.
    expect((await sandbox.ok('POST', `upsells/${basket.id}`, { body: { items: [{ id: 900004, quantity: 1 }] } })).products).toHaveLength(
      100,
    )
    const tooMany = { status: 400, body: { message: 'A basket holds at most 100 items.' } }
    expect(await sandbox.call('POST', `upsells/${basket.id}`, { body: { items: [{ id: 900005, quantity: 1 }] } })).toEqual(tooMany)
    expect(
      await sandbox.call('POST', `upsells/${basket.id}`, {
        body: {
          items: [
            { id: 900004, quantity: 1 },
            { id: 900005, quantity: 1 },
          ],
        },
      }),
    ).toEqual(tooMany)
    expect((await sandbox.ok('GET', `orders/${basket.id}`)).products).toHaveLength(100)
    // The database refuses a 101st line too, whichever path would forget to ask.
    const direct = sandbox.db
      .prepare(
        "INSERT INTO order_lines (order_id, product_id, name, quantity, base_cents, unit_cents, choices, created_at) VALUES (?1, 109001, 'x', 1, 1, 1, '[]', 0)",
      )
      .bind(basket.id)
    await expect(direct.run()).rejects.toThrow(/at most 100 items/)
  })

  it('F7: a reorder or a favourite of a full basket is full too, and takes no line more through upsells', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const basket = await hashBrownsBasket(sandbox)
    await fillWithDifferentLines(sandbox, basket.id, 99)
    const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
      body: { usertype: 'user', payments: [{ type: 'creditcard', token: 'tok_visa' }] },
      token: member.ordering,
    })
    expect(placed.products).toHaveLength(100)
    const { faves } = await sandbox.ok('POST', 'orders/faves', {
      body: { id: placed.id, description: 'Everything' },
      token: member.ordering,
    })
    const copies = [
      await sandbox.ok('POST', 'orders/reorder', { body: { id: placed.id }, token: member.ordering }),
      await sandbox.ok('POST', 'orders/faves/reorder', { body: { id: faves[0].id }, token: member.ordering }),
    ]
    for (const copy of copies) {
      expect(copy.products).toHaveLength(100)
      expect(
        await sandbox.call('POST', `upsells/${copy.id}`, { body: { items: [{ id: 900004, quantity: 1 }] }, token: member.ordering }),
      ).toEqual({ status: 400, body: { message: 'A basket holds at most 100 items.' } })
    }
  })

  it('F9: a time in 2099, or past the 14-day horizon, is refused; the horizon itself is still bookable', async () => {
    const sandbox = await startSandbox()
    const basket = await hashBrownsBasket(sandbox)
    const setTime = (time: string) => sandbox.call('PUT', `orders/${basket.id}/time`, { body: { time } })
    const tooFar = { status: 400, body: { message: 'This location takes orders up to 14 days ahead. Please choose an earlier time.' } }
    expect(await setTime('2099-11-18T18:00:00Z')).toEqual(tooFar)
    // Now is Wednesday 18 November, noon in Eagan: 3 December is the 15th day.
    expect(await setTime('2026-12-03T18:00:00Z')).toEqual(tooFar)
    expect((await sandbox.ok('GET', `orders/${basket.id}`)).time).toEqual({ mode: 'asap', wanted: null })
    expect((await setTime('2026-12-02T18:00:00Z')).status).toBe(200)

    // A time stored before the rule (or by any other path) is refused at validation all the same.
    await sandbox.db.prepare('UPDATE orders SET time_wanted = ?1 WHERE id = ?2').bind(Date.parse('2099-11-18T18:00:00Z'), basket.id).run()
    expect(await sandbox.call('POST', `orders/${basket.id}/validate`)).toEqual({
      status: 400,
      body: { message: 'The time you chose is no longer available. Please choose another time.', field: 'order-time' },
    })
    // The calendar offers nothing past the horizon either.
    const times = await sandbox.ok('GET', 'menus/3510/times?from=2026-12-01&to=2026-12-05')
    const lastPickup = times.calendars[0].slots.at(-1)
    expect(lastPickup.local.startsWith('2026-12-02T')).toBe(true)
  })
})
