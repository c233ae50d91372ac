import { describe, expect, it } from 'vitest'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { savedCardsResultSchema } from '#shared/schemas/saved-card.ts'
import {
  basketWith,
  giftCard,
  giftCardBalance,
  inProcessPayProvider,
  joinPerks,
  PAY_ENV,
  recacheCard,
  requiredChoices,
  startSandbox,
  TEST_CARDS,
  tokenizeTestCard,
  type Sandbox,
} from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// A member's saved cards as checkout needs them (once per card, expiry judged by the sandbox's clock, the default
// first), paid with by re-entering the CVV only; and a card charge that the order could not keep is voided.

const asMember = (payments: unknown[]) => ({ usertype: 'user', payments })
const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }

const basket = (sandbox: Sandbox) =>
  basketWith(sandbox, EAGAN, MENU, [{ product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups) }])

async function savedCards(sandbox: Sandbox, token: string) {
  return savedCardsResultSchema.parse(await sandbox.ok('GET', 'members/payments', { token })).payments
}

async function transactionsFor(order: string) {
  const { results } = await PAY_ENV.DB.prepare('SELECT state FROM transactions WHERE order_ref = ?1 ORDER BY created_at, token')
    .bind(order)
    .all<{ state: string }>()
  return results.map((row) => row.state).sort()
}

describe('saved cards', () => {
  it('keeps a card saved twice once, with its expiry; the newest card saved is the default', async () => {
    const sandbox = await startSandbox()
    const ann = await joinPerks(sandbox)
    for (const _ of [1, 2]) {
      const { id } = await basket(sandbox)
      await sandbox.ok('POST', `orders/${id}/submit`, {
        body: asMember([{ type: 'creditcard', token: 'tok_visa', save: true }]),
        token: ann.ordering,
      })
    }
    const once = await savedCards(sandbox, ann.ordering)
    expect(once).toEqual([
      expect.objectContaining({
        description: 'Visa ending 4242',
        exp_month: 12,
        exp_year: 2035,
        expired: false,
        default: true,
        card_type: 'visa',
      }),
    ])
    sandbox.advance(1)
    const { id } = await basket(sandbox)
    await sandbox.ok('POST', `orders/${id}/submit`, {
      body: asMember([{ type: 'creditcard', token: 'tok_mastercard', save: true }]),
      token: ann.ordering,
    })
    const two = await savedCards(sandbox, ann.ordering)
    expect(two.map((card) => [card.description, card.default])).toEqual([
      ['Mastercard ending 4444', true],
      ['Visa ending 4242', false],
    ])
  })

  it('counts a card expired after the last day of its month by the sandbox clock, and never makes it the default', async () => {
    const sandbox = await startSandbox({ now: Date.parse('2026-11-30T23:50:00Z') })
    const ann = await joinPerks(sandbox)
    const { id } = await basket(sandbox)
    await sandbox.ok('POST', `orders/${id}/submit`, {
      body: asMember([{ type: 'creditcard', token: 'tok_visa', save: true }]),
      token: ann.ordering,
    })
    await sandbox.db.prepare('UPDATE member_payments SET exp_month = 11, exp_year = 2026 WHERE member_id = ?1').bind(ann.id).run()
    expect(await savedCards(sandbox, ann.ordering)).toEqual([expect.objectContaining({ expired: false, default: true })])
    sandbox.advance(11)
    expect(await savedCards(sandbox, ann.ordering)).toEqual([expect.objectContaining({ expired: true, default: false })])
  })

  it("lists a seeded member's saved card, and the demo card pays by its CVV alone", async () => {
    const sandbox = await startSandbox()
    // Ann's wallet is read only: her orders belong to the seed tests.
    const tokens = await sandbox.ok('POST', 'members/signin', { body: { username: 'ann.lee@example.com', password: 'Pancakes123' } })
    const [annCard] = await savedCards(sandbox, tokens.ordering.access.token as string)
    expect(annCard).toMatchObject({
      description: 'Visa ending 4242',
      exp_month: 12,
      exp_year: 2030,
      default: true,
      provider_token: 'tok_visa',
    })
    // The same demo card in a new member's wallet, as the seed writes it.
    const member = await joinPerks(sandbox)
    await sandbox.db
      .prepare(
        "INSERT INTO member_payments (member_id, card_token, brand, last4, card_type, exp_month, exp_year, fingerprint, created_at) VALUES (?1, 'tok_visa', 'Visa', '4242', 'visa', 12, 2030, 'demo-wallet-visa-4242', 0)",
      )
      .bind(member.id)
      .run()
    const [card] = await savedCards(sandbox, member.ordering)
    const { id } = await basket(sandbox)
    const pay = () =>
      sandbox.call('POST', `orders/${id}/submit`, {
        body: asMember([{ type: 'creditcard', account_id: card!.id }]),
        token: member.ordering,
      })
    expect(await pay()).toEqual({ status: 402, body: { message: TROUBLE_MESSAGE } })
    await recacheCard(card!.provider_token!, id)
    const placed = await pay()
    expect(placed.status).toBe(200)
    expect(placed.body.payments[0].description).toBe('Visa ending 4242')
  })

  it('charges a saved card once for a basket: the CVV re-entered again after it paid renews nothing', async () => {
    const sandbox = await startSandbox()
    const ann = await joinPerks(sandbox)
    const first = await basket(sandbox)
    await sandbox.ok('POST', `orders/${first.id}/submit`, {
      body: asMember([{ type: 'creditcard', token: 'tok_visa', save: true }]),
      token: ann.ordering,
    })
    const [card] = await savedCards(sandbox, ann.ordering)
    const { id } = await basket(sandbox)
    await recacheCard(card!.provider_token!, id)
    const pay = () =>
      sandbox.call('POST', `orders/${id}/submit`, { body: asMember([{ type: 'creditcard', account_id: card!.id }]), token: ann.ordering })
    const [one, other] = await Promise.all([pay(), pay()])
    expect([one.status, other.status].sort()).toEqual([200, 402])
    await recacheCard(card!.provider_token!, id)
    const provider = await inProcessPayProvider.fetch('https://pay.test/v1/server/purchase', {
      method: 'POST',
      headers: { authorization: `Bearer ${PAY_ENV.PAY_PROVIDER_SECRET}` },
      body: JSON.stringify({ token: card!.provider_token, order_ref: id, recached: true }),
    })
    expect(provider.status).toBe(409)
    expect(await transactionsFor(id)).toEqual(['succeeded'])
  })
})

describe('a card charged for an order that is not written', () => {
  it('is voided when the batch fails after the charge (a gift card spent meanwhile)', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const gift = await giftCard(sandbox.db, 500)
    // The gift card is spent elsewhere while the card is being charged: planned with its balance, written without.
    const spendingProvider: Pick<Fetcher, 'fetch'> = {
      fetch: async (input, init) => {
        const answer = await inProcessPayProvider.fetch(input, init)
        if (String(input).endsWith('/purchase'))
          await sandbox.db.prepare('UPDATE gift_cards SET balance_cents = 0 WHERE number = ?1').bind(gift.number).run()
        return answer
      },
    }
    const racing = await startSandbox({ env: { PAY_PROVIDER: spendingProvider as Fetcher } })
    const token = await tokenizeTestCard(id, TEST_CARDS.tok_visa)
    const refused = await racing.call('POST', `orders/${id}/submit`, {
      body: {
        ...guest,
        payments: [
          { type: 'giftcard', number: gift.number, pin: gift.pin, amount: 5 },
          { type: 'creditcard', token },
        ],
      },
    })
    expect(refused).toEqual({
      status: 402,
      body: {
        message: 'A gift card no longer has enough balance for this order. Please check its balance and try again.',
        field: 'gift_card',
      },
    })
    expect((await sandbox.ok('GET', `orders/${id}`)).state).toBe('open')
    expect(await giftCardBalance(sandbox.db, gift.number)).toBe(0)
    expect(await transactionsFor(id)).toEqual(['voided'])
  })

  it('is voided when another submit placed the basket first, so two presses take the money once', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const [a, b] = await Promise.all([tokenizeTestCard(id), tokenizeTestCard(id)])
    const submit = (token: string) =>
      sandbox.call('POST', `orders/${id}/submit`, { body: { ...guest, payments: [{ type: 'creditcard', token }] } })
    const answers = await Promise.all([submit(a), submit(b)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await transactionsFor(id)).toEqual(['succeeded', 'voided'])
  })

  it('is voided when a later payment of the same submit is refused', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const [good, declined] = await Promise.all([tokenizeTestCard(id), tokenizeTestCard(id, TEST_CARDS.tok_declined)])
    const answer = await sandbox.call('POST', `orders/${id}/submit`, {
      body: {
        ...guest,
        payments: [
          { type: 'creditcard', token: good, amount: 1 },
          { type: 'creditcard', token: declined },
        ],
      },
    })
    expect(answer.status).toBe(402)
    expect(answer.body.message).not.toBe(TROUBLE_MESSAGE)
    expect(await transactionsFor(id)).toEqual(['voided'])
  })
})
