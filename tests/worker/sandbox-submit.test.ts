import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { createSandboxApp } from '#worker/sandbox/sandbox-app.ts'
import { GUEST } from '#worker/sandbox/orders/order-caller.ts'
import { loadBasket } from '#worker/sandbox/orders/order-store.ts'
import { writeOrder, type Guard } from '#worker/sandbox/orders/order-writes.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import {
  basketWith,
  giftCard,
  giftCardBalance,
  inProcessPayProvider,
  joinPerks,
  PAY_ENV,
  requiredChoices,
  sandboxDb,
  startSandbox,
  tokenizeTestCard,
  type Sandbox,
} from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// POST orders/{id}/submit and what follows it: payments, idempotency, status over time, cancel.
// The sample basket at Eagan (MN): 2 × Two-Egg Breakfast (10.29) = 20.58; tax 1.62 (20.58 × 7.875 % = 1.6207…); total 22.20.

const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }
const byCard = (token = 'tok_visa') => ({ ...guest, payments: [{ type: 'creditcard', token }] })

async function basket(sandbox: Sandbox, quantity = 2) {
  return basketWith(sandbox, EAGAN, MENU, [{ product_id: TWO_EGG.id, quantity, choices: requiredChoices(TWO_EGG.option_groups) }])
}

const placedCount = async (db: D1Database, id: string) =>
  (await db.prepare("SELECT count(*) AS n FROM orders WHERE id = ?1 AND status = 'placed'").bind(id).first<{ n: number }>())?.n

describe('sandbox submit as guest', () => {
  it('places the order with a test card token and answers it with its status and payment', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const placed = await sandbox.ok('POST', `orders/${id}/submit`, { body: byCard() })
    expect(apiResponseSchemas.ordersSubmit.parse(placed)).toMatchObject({
      id,
      state: 'placed',
      status: 'In Progress',
      totals: { subtotal: 20.58, tax: 1.62, total: 22.2, estimated: false },
    })
    expect(placed.ready_at).toBe('2026-11-18T18:15:00.000Z')
    expect(placed.payments).toEqual([{ kind: 'creditcard', amount: 22.2, description: 'Visa ending 4242' }])
    const row = await sandbox.db
      .prepare('SELECT guest_first_name, guest_email, guest_phone, member_id FROM orders WHERE id = ?1')
      .bind(id)
      .first()
    expect(row).toEqual({ guest_first_name: 'Ann', guest_email: 'ann@example.com', guest_phone: '6125550101', member_id: null })
  })

  it('answers the error catalogue\'s "This order has already been placed" to a second submit and to any later change', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    await sandbox.ok('POST', `orders/${id}/submit`, { body: byCard() })
    const placed = { status: 409, body: { message: 'This order has already been placed' } }
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: byCard() })).toEqual(placed)
    expect(await sandbox.call('POST', `orders/${id}/products`, { body: { products: [{ product_id: 101001, quantity: 1 }] } })).toEqual(
      placed,
    )
    expect(await sandbox.call('PUT', `orders/${id}/tip`, { body: { amount: 2 } })).toEqual(placed)
    expect(await sandbox.call('POST', `orders/${id}/validate`)).toEqual(placed)
    expect((await sandbox.ok('GET', `orders/${id}`)).state).toBe('placed')
  })

  it('places one order when the same basket is submitted twice at once', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const card = await giftCard(sandbox.db, 5_000)
    const body = { ...guest, payments: [{ type: 'giftcard', ...card }] }
    const results = await Promise.all([
      sandbox.call('POST', `orders/${id}/submit`, { body }),
      sandbox.call('POST', `orders/${id}/submit`, { body }),
      sandbox.call('POST', `orders/${id}/submit`, { body }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    for (const r of results.filter((r) => r.status === 409)) expect(r.body).toEqual({ message: 'This order has already been placed' })
    expect(await placedCount(sandbox.db, id)).toBe(1)
    const payments = await sandbox.db
      .prepare('SELECT count(*) AS n FROM order_payments WHERE order_id = ?1')
      .bind(id)
      .first<{ n: number }>()
    expect(payments?.n).toBe(1)
    expect(await giftCardBalance(sandbox.db, card.number)).toBe(5_000 - 2_220)
  })

  it('places one order when two app instances (two isolates, one database) race the same submit', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const other = createSandboxApp({ now: () => sandbox.clock.ms, notify: () => {} })
    const viaOther = other.fetch(
      new Request(`https://sandbox.test/orders/${id}/submit`, {
        method: 'POST',
        body: JSON.stringify(byCard(await tokenizeTestCard(id))),
        headers: { 'content-type': 'application/json' },
      }),
      { DB: sandboxDb(), PAY_PROVIDER: inProcessPayProvider, PAY_PROVIDER_SECRET: PAY_ENV.PAY_PROVIDER_SECRET },
    )
    const [mine, theirs] = await Promise.all([sandbox.call('POST', `orders/${id}/submit`, { body: byCard() }), viaOther])
    expect([mine.status, theirs.status].sort()).toEqual([200, 409])
    expect(await placedCount(sandbox.db, id)).toBe(1)
  })

  it("refuses declining test cards with the processor's message and leaves the basket open", async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: byCard('tok_declined') })).toEqual({
      status: 402,
      body: { message: 'Your card was declined. Please use a different card.', field: 'card' },
    })
    expect((await sandbox.call('POST', `orders/${id}/submit`, { body: byCard('tok_insufficient_funds') })).body.message).toMatch(
      /insufficient funds/,
    )
    expect((await sandbox.call('POST', `orders/${id}/submit`, { body: byCard('tok_expired') })).body.message).toMatch(/expired/)
    // A valid number that is none of the test cards: the provider tokenises it, the charge is refused.
    const unknownCard = await tokenizeTestCard(id, { number: '4111111111111111', cvv: '123' })
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: byCard(unknownCard) })).toEqual({
      status: 402,
      body: { message: 'We could not process this card. Please check it and try again.', field: 'card' },
    })
    expect((await sandbox.ok('GET', `orders/${id}`)).state).toBe('open')
    for (const token of ['tok_mastercard', 'tok_amex', 'tok_discover']) {
      const other = await basket(sandbox, 1)
      expect((await sandbox.ok('POST', `orders/${other.id}/submit`, { body: byCard(token) })).state).toBe('placed')
    }
  })

  it('checks the guest fields with the signup sentences', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const submit = (changes: object) => sandbox.call('POST', `orders/${id}/submit`, { body: { ...byCard(), ...changes } })
    expect(await submit({ email: 'ann@' })).toEqual({ status: 400, body: { message: 'Please enter a valid email.', field: 'email' } })
    expect((await submit({ phone: '555-0101' })).body.message).toBe('Please enter a valid 10 digit phone number')
    expect((await submit({ first_name: '  ' })).body.message).toBe('Please enter your first name.')
    expect((await submit({ usertype: 'robot' })).body.message).toBe('Please provide Correct inputs')
  })
})

describe('sandbox payments', () => {
  it('debits a gift card for the whole order, or splits the order between a gift card and a card', async () => {
    const sandbox = await startSandbox()
    const whole = await basket(sandbox)
    const card = await giftCard(sandbox.db, 10_000)
    const paid = await sandbox.ok('POST', `orders/${whole.id}/submit`, { body: { ...guest, payments: [{ type: 'giftcard', ...card }] } })
    expect(paid.payments).toEqual([{ kind: 'giftcard', amount: 22.2, description: `Gift card ending ${card.number.slice(-4)}` }])
    expect(await giftCardBalance(sandbox.db, card.number)).toBe(7_780)

    const split = await basket(sandbox)
    const small = await giftCard(sandbox.db, 1_000)
    const both = await sandbox.ok('POST', `orders/${split.id}/submit`, {
      body: {
        ...guest,
        payments: [
          { type: 'giftcard', ...small, amount: 10 },
          { type: 'creditcard', token: 'tok_visa' },
        ],
      },
    })
    expect(both.payments.map((p: { amount: number }) => p.amount)).toEqual([10, 12.2])
    expect(await giftCardBalance(sandbox.db, small.number)).toBe(0)
  })

  it('refuses a short gift card, a wrong pin, and payments that do not add up — charging nothing', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const card = await giftCard(sandbox.db, 2_000)
    const submit = (payments: unknown[]) => sandbox.call('POST', `orders/${id}/submit`, { body: { ...guest, payments } })
    expect(await submit([{ type: 'giftcard', ...card }])).toEqual({
      status: 402,
      body: { message: 'This gift card has $20.00, less than the $22.20 asked of it.', field: 'gift_card' },
    })
    expect(await submit([{ type: 'giftcard', number: card.number, pin: '0000' }])).toEqual({
      status: 400,
      body: { message: 'The gift card number or PIN is incorrect.', field: 'gift_card' },
    })
    expect(await submit([{ type: 'creditcard', token: 'tok_visa', amount: 20 }])).toEqual({
      status: 400,
      body: { message: 'Your payments must add up to the order total of $22.20.' },
    })
    expect(
      (
        await submit([
          { type: 'creditcard', token: 'tok_visa' },
          { type: 'giftcard', ...card },
        ])
      ).body.message,
    ).toBe('Please give an amount for each payment but one.')
    expect((await submit([{ type: 'creditcard', account_id: 1 }])).body.message).toBe('Please sign in to pay with a saved card.')
    // The gift card's refusals name it (checkout shows them beside it); the total's, about no one input, name none.
    expect(
      await submit([
        { type: 'giftcard', ...card, amount: 1 },
        { type: 'giftcard', ...card },
      ]),
    ).toEqual({ status: 400, body: { message: 'Please use each gift card once.', field: 'gift_card' } })
    expect(await giftCardBalance(sandbox.db, card.number)).toBe(2_000)
    expect((await sandbox.ok('GET', `orders/${id}`)).state).toBe('open')
  })

  it('never overdraws a gift card that two orders spend at once', async () => {
    const sandbox = await startSandbox()
    const card = await giftCard(sandbox.db, 3_000)
    const [a, b] = [await basket(sandbox), await basket(sandbox)]
    const results = await Promise.all(
      [a, b].map((order) =>
        sandbox.call('POST', `orders/${order.id}/submit`, { body: { ...guest, payments: [{ type: 'giftcard', ...card }] } }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 402])
    expect(await giftCardBalance(sandbox.db, card.number)).toBe(3_000 - 2_220)
  })

  it('takes pay in store for pickup and curbside only, and only on its own', async () => {
    const sandbox = await startSandbox()
    const pickup = await basket(sandbox)
    const placed = await sandbox.ok('POST', `orders/${pickup.id}/submit`, { body: { ...guest, payments: [{ type: 'instore' }] } })
    expect(placed.payments).toEqual([{ kind: 'instore', amount: 22.2, description: 'Pay in store' }])
    const delivery = await basket(sandbox)
    await sandbox.ok('PUT', `orders/${delivery.id}/address`, {
      body: { type: 'delivery', address: { address: '1 Lone Oak Rd', city: 'Eagan', zip: '55121' } },
    })
    expect(
      (await sandbox.call('POST', `orders/${delivery.id}/submit`, { body: { ...guest, payments: [{ type: 'instore' }] } })).body.message,
    ).toBe('Pay in store is only available for pickup and curbside orders.')
    expect(
      (
        await sandbox.call('POST', `orders/${delivery.id}/submit`, {
          body: { ...guest, payments: [{ type: 'instore' }, { type: 'creditcard', token: 'tok_visa' }] },
        })
      ).body.message,
    ).toBe('Pay in store cannot be combined with another payment.')
  })
})

describe('sandbox status, cancel and member submit', () => {
  it('moves an ASAP order from In Progress to Ready to Completed as the clock passes its ready time', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    await sandbox.ok('POST', `orders/${id}/submit`, { body: byCard() })
    const status = async () => apiResponseSchemas.ordersStatus.parse(await sandbox.ok('GET', `orders/${id}/status`)).status
    expect(await status()).toBe('In Progress')
    sandbox.advance(14)
    expect(await status()).toBe('In Progress')
    sandbox.advance(1)
    expect(await status()).toBe('Ready')
    sandbox.advance(29)
    expect(await status()).toBe('Ready')
    sandbox.advance(1)
    expect(await status()).toBe('Completed')
    expect((await sandbox.ok('GET', `orders/${id}/status`)).payments).toHaveLength(1)
  })

  it('shows an advance order as Scheduled until its kitchen time, and can cancel it then, refunding gift cards', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    await sandbox.ok('PUT', `orders/${id}/time`, { body: { time: '2026-11-18T22:00:00Z' } })
    const card = await giftCard(sandbox.db, 5_000)
    const placed = await sandbox.ok('POST', `orders/${id}/submit`, { body: { ...guest, payments: [{ type: 'giftcard', ...card }] } })
    expect((await sandbox.ok('GET', `orders/${id}/status`)).status).toBe('Scheduled')
    sandbox.advance(60)
    const claim = { token: placed.order_claim as string }
    const cancelled = await sandbox.ok('DELETE', `orders/${id}`, claim)
    expect(cancelled).toMatchObject({ state: 'cancelled', status: 'Cancelled' })
    expect(await giftCardBalance(sandbox.db, card.number)).toBe(5_000)
    expect(await sandbox.call('DELETE', `orders/${id}`, claim)).toEqual({
      status: 409,
      body: { message: 'This order can no longer be cancelled.' },
    })
  })

  it("cancels a placed guest order only with its claim: the confirmation link's id alone is not enough", async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const placed = await sandbox.ok('POST', `orders/${id}/submit`, { body: byCard() })
    const refused = {
      status: 403,
      body: { message: 'To cancel this order, please use the browser you ordered with or call the restaurant.' },
    }
    expect(await sandbox.call('DELETE', `orders/${id}`)).toEqual(refused)
    expect(await sandbox.call('DELETE', `orders/${id}`, { token: 'oc_someone-else' })).toEqual(refused)
    expect(await sandbox.call('DELETE', `orders/${id}`, { token: '__proto__' })).toEqual(refused)
    // Another guest order's claim is no claim for this one.
    const other = await basket(sandbox)
    const otherPlaced = await sandbox.ok('POST', `orders/${other.id}/submit`, { body: byCard() })
    expect(await sandbox.call('DELETE', `orders/${id}`, { token: otherPlaced.order_claim })).toEqual(refused)
    expect((await sandbox.ok('GET', `orders/${id}/status`)).status).not.toBe('Cancelled')
    expect((await sandbox.ok('DELETE', `orders/${id}`, { token: placed.order_claim })).status).toBe('Cancelled')
  })

  it('cannot cancel an order the kitchen has started, after the first minutes', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const placed = await sandbox.ok('POST', `orders/${id}/submit`, { body: byCard() })
    sandbox.advance(6)
    expect((await sandbox.call('DELETE', `orders/${id}`, { token: placed.order_claim })).status).toBe(409)
    expect((await sandbox.call('GET', `orders/${(await basket(sandbox)).id}/status`)).body).toEqual({
      message: 'This order has not been placed yet.',
    })
  })

  it("refuses usertype user without a member's ordering token, with the error catalogue's token errors", async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const asUser = { usertype: 'user', payments: [{ type: 'creditcard', token: 'tok_visa' }] }
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: asUser })).toEqual({
      status: 401,
      body: { message: 'Invalid Access Token' },
    })
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: asUser, token: 'not-a-member' })).toEqual({
      status: 401,
      body: { message: 'Invalid token' },
    })
    // An access token opens loyalty calls only; ordering takes the ordering token.
    const member = await joinPerks(sandbox)
    expect(await sandbox.call('POST', `orders/${id}/submit`, { body: asUser, token: member.access })).toEqual({
      status: 401,
      body: { message: 'Invalid token' },
    })
  })
})

describe('sandbox writes', () => {
  it('apply only at the version they read: of two writers holding the same snapshot, the second changes nothing', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const first = await loadBasket(sandbox.db, id, sandbox.clock.ms, GUEST)
    const second = await loadBasket(sandbox.db, id, sandbox.clock.ms, GUEST)
    const line = (tip: number) => ({
      set: { tip_cents: tip },
      statements: (guard: Guard) => [
        sandbox.db
          .prepare(`INSERT INTO order_events (order_id, kind, payload, at) SELECT ?, 'test', ?, 0 WHERE ${guard.sql}`)
          .bind(id, String(tip), ...guard.binds),
      ],
    })
    expect(await writeOrder(sandbox.db, first.order, sandbox.clock.ms, line(100))).toBe(true)
    expect(await writeOrder(sandbox.db, second.order, sandbox.clock.ms, line(200))).toBe(false)
    const { results } = await sandbox.db
      .prepare("SELECT payload FROM order_events WHERE order_id = ?1 AND kind = 'test'")
      .bind(id)
      .all<{ payload: string }>()
    expect(results).toEqual([{ payload: '100' }])
    expect((await sandbox.ok('GET', `orders/${id}`)).totals.tip).toBe(1)
  })

  it("answers an unexpected failure with the error catalogue's logged-error sentence and logs it", async () => {
    const sandbox = await startSandbox()
    // Fort Wayne (IN) with its state's tax rate gone: the basket cannot be priced.
    const { id } = await basketWith(sandbox, 100871, MENU, [])
    await sandbox.db.prepare("UPDATE tax_rates SET state = 'XX' WHERE state = 'IN'").run()
    try {
      expectConsoleError(1)
      expect(await sandbox.call('GET', `orders/${id}`)).toEqual({
        status: 500,
        body: { message: 'There was an error processing your request. This error has been logged' },
      })
    } finally {
      await sandbox.db.prepare("UPDATE tax_rates SET state = 'IN' WHERE state = 'XX'").run()
    }
  })
})
