import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import {
  basketWith,
  giftCard,
  giftCardBalance,
  requiredChoices,
  startSandbox,
  TEST_CARDS,
  tokenizeTestCard,
  type Sandbox,
} from './sandbox-helpers.ts'
import { freshVerify, siteApi, testClient } from './site-api.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'
import { startOfBurstInOneRateWindow } from './rate-window.ts'

/** The provider sandbox the site's upstream charges cards with, as the hosted fields reach it. */
const sitePayProvider = (env as unknown as { PAY_SANDBOX: Fetcher }).PAY_SANDBOX

// Issue 29, F3: orders/{id}/giftcard was bot-checked and limited to 10 a minute, but orders/{id}/submit with
// {type: "giftcard", number, pin} was neither: 60 PINs in 1.2 s, every wrong one answered "The gift card number or
// PIN is incorrect.", the right one 402 with the card's balance. Now every request carrying a PIN passes the
// bot-check and the gift-card limiter at the edge, and the sandbox locks a card after 5 wrong PINs in 30 minutes.

const WRONG = 'The gift card number or PIN is incorrect.'
const LOCKED = 'This gift card is locked after too many incorrect PINs. Please try again in 30 minutes.'
const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }
const twoEggs = [{ product_id: TWO_EGG.id, quantity: 2, choices: requiredChoices(TWO_EGG.option_groups) }]

/** The 60 PINs of the attack, the card's own among them (the 38th). */
const guesses = (pin: string) => Array.from({ length: 60 }, (_, i) => (i === 37 ? pin : String(1000 + i)))

async function submitWith(sandbox: Sandbox, id: string, number: string, pin: string) {
  return sandbox.call('POST', `orders/${id}/submit`, { body: { ...guest, payments: [{ type: 'giftcard', number, pin }] } })
}

describe('the sandbox locks a gift card after 5 wrong PINs in 30 minutes', () => {
  it('60 PINs through submit at once: at most 5 are compared, the right one tells nothing, the balance stays', async () => {
    const sandbox = await startSandbox()
    const { id } = await basketWith(sandbox, EAGAN, MENU, twoEggs)
    const card = await giftCard(sandbox.db, 1_000, '1234')
    const answers = await Promise.all(guesses(card.pin).map((pin) => submitWith(sandbox, id, card.number, pin)))

    expect(answers.filter((a) => a.body.message === WRONG).length).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.body.message === LOCKED).length).toBeGreaterThanOrEqual(55)
    // No answer names the balance (the right PIN used to get "This gift card has $10.00, less than …").
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/\$|balance/i)
    expect(await giftCardBalance(sandbox.db, card.number)).toBe(1_000)
  })

  it('one after another: 5 wrong PINs lock the card for the balance call and submit alike, for 30 minutes', async () => {
    const sandbox = await startSandbox()
    const { id } = await basketWith(sandbox, EAGAN, MENU, twoEggs)
    const card = await giftCard(sandbox.db, 5_000, '4321')
    const balance = (pin: string) => sandbox.call('POST', `orders/${id}/giftcard`, { body: { number: card.number, pin } })

    // Guesses spread over both calls count together.
    for (const pin of ['1111', '2222', '3333'])
      expect(await balance(pin)).toEqual({ status: 400, body: { message: WRONG, field: 'gift_card' } })
    for (const pin of ['4444', '5555'])
      expect(await submitWith(sandbox, id, card.number, pin)).toEqual({ status: 400, body: { message: WRONG, field: 'gift_card' } })

    // Locked: the right PIN gets the same refusal as any other, on either call, and learns nothing of the balance.
    expect(await balance(card.pin)).toEqual({ status: 423, body: { message: LOCKED, field: 'gift_card' } })
    expect(await submitWith(sandbox, id, card.number, card.pin)).toEqual({ status: 423, body: { message: LOCKED, field: 'gift_card' } })
    sandbox.advance(29)
    expect(await balance(card.pin)).toEqual({ status: 423, body: { message: LOCKED, field: 'gift_card' } })

    sandbox.advance(2)
    expect(await balance(card.pin)).toEqual({ status: 200, body: { number: card.number, balance: 50 } })
  })

  it('a number that is no card locks the same way, so "locked" never says a card exists', async () => {
    const sandbox = await startSandbox()
    const { id } = await basketWith(sandbox, EAGAN, MENU, twoEggs)
    const nobody = '6006499999999' + String(Math.floor(Math.random() * 900) + 100)
    for (let i = 0; i < 5; i++) expect((await submitWith(sandbox, id, nobody, `90${i}0`)).body.message).toBe(WRONG)
    expect(await submitWith(sandbox, id, nobody, '1234')).toEqual({ status: 423, body: { message: LOCKED, field: 'gift_card' } })
  })

  it('the right PIN within the limit starts the count over', async () => {
    const sandbox = await startSandbox()
    const { id } = await basketWith(sandbox, EAGAN, MENU, twoEggs)
    const card = await giftCard(sandbox.db, 5_000, '2468')
    const balance = (pin: string) => sandbox.call('POST', `orders/${id}/giftcard`, { body: { number: card.number, pin } })
    for (const pin of ['1111', '2222', '3333', '4444']) expect((await balance(pin)).status).toBe(400)
    expect((await balance(card.pin)).status).toBe(200)
    for (const pin of ['1111', '2222', '3333', '4444']) expect((await balance(pin)).status).toBe(400)
    expect((await balance(card.pin)).status).toBe(200)
  })
})

describe('the edge gates every request that carries a gift-card PIN', () => {
  async function siteBasket(client: string): Promise<string> {
    const created = await siteApi('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN }, client })
    const choices = requiredChoices(TWO_EGG.option_groups).join(',')
    await siteApi('POST', `orders/${created.body.id}/products`, {
      body: { products: [{ product_id: TWO_EGG.id, quantity: 2, choices }] },
      client,
    })
    return created.body.id as string
  }

  const giftCardSubmit = (number: string, pin: string) => ({ ...guest, payments: [{ type: 'giftcard', number, pin }] })

  it('refuses submit with a gift card and no bot-check before the sandbox sees it, but not submit without one', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const client = testClient()
    const id = await siteBasket(client)
    const noCard = '6006498888888' + String(Math.floor(Math.random() * 900) + 100)
    for (let i = 0; i < 3; i++) {
      const refused = await siteApi('POST', `orders/${id}/submit`, { body: giftCardSubmit(noCard, `12${i}4`), client })
      expect(refused.status).toBe(403)
      expect(refused.body.message).toMatch(/^ReCaptcha error/)
    }
    // Refused at the edge, so the sandbox counted none of them: five real guesses still answer "incorrect".
    for (let i = 0; i < 5; i++) {
      const guess = await siteApi('POST', `orders/${id}/submit`, { body: giftCardSubmit(noCard, `77${i}7`), client, verify: freshVerify() })
      expect(guess).toEqual({ status: 400, body: { message: WRONG, field: 'gift_card' } })
    }
    // A card payment carries no PIN: no bot-check asked.
    const other = await siteBasket(client)
    const placed = await siteApi('POST', `orders/${other}/submit`, {
      body: { ...guest, payments: [{ type: 'creditcard', token: await tokenizeTestCard(other, TEST_CARDS.tok_visa, sitePayProvider) }] },
      client,
    })
    expect(placed.status).toBe(200)
  })

  it('counts submit guesses in the gift-card limiter with the balance checks: the 11th in a minute is refused', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const client = testClient()
    const id = await siteBasket(client)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      // Each guess at a card of its own, so the sandbox's lock never answers first: only the edge's limit is tested.
      const number = '600649777' + String(1_000_000 + Math.floor(Math.random() * 8_999_999))
      const call = i % 2 === 0 ? `orders/${id}/submit` : `orders/${id}/giftcard`
      const body = i % 2 === 0 ? giftCardSubmit(number, '1234') : { number, pin: '1234' }
      statuses.push((await siteApi('POST', call, { body, client, verify: freshVerify() })).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
