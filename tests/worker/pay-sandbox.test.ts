import { describe, expect, it } from 'vitest'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import payProvider from '#worker/pay-sandbox/index.ts'
import { IFRAME_SCRIPT } from '#worker/pay-sandbox/iframe-script.ts'
import { forgetPayClock } from '#worker/pay-sandbox/pay-clock.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import { basketWith, PAY_ENV, requiredChoices, startSandbox, TEST_CARDS, tokenizeTestCard, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// The card provider's sandbox (worker/pay-sandbox/) and the ordering sandbox charging its tokens: tokens are made by
// the hosted fields' own calls only, are random, and pay once, for the basket they were made for.

const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }

const basket = (sandbox: Sandbox) =>
  basketWith(sandbox, EAGAN, MENU, [{ product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups) }])
const submitWith = (sandbox: Sandbox, id: string, token: string) =>
  sandbox.call('POST', `orders/${id}/submit`, { body: { ...guest, payments: [{ type: 'creditcard', token }] } })

const provider = (path: string, init: RequestInit = {}) =>
  Promise.resolve(payProvider.fetch(new Request(`https://pay.test${path}`, init), PAY_ENV))
const tokenizeBody = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    environment_key: PAY_ENV.ENVIRONMENT_KEY,
    number: '4242 4242 4242 4242',
    verification_value: '123',
    first_name: 'Ann',
    last_name: 'Lee',
    month: 12,
    year: 2035,
    zip: '55121',
    metadata: { order: 'basket-1' },
    ...fields,
  })

describe('the card provider sandbox', () => {
  it('tokenises a test card into a random token and keeps only its brand and last four', async () => {
    const first = await provider('/v1/payment_methods', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: tokenizeBody(),
    })
    expect(first.status).toBe(201)
    const answer = (await first.json()) as { token: string; payment_method: Record<string, unknown> }
    expect(answer.token).toMatch(/^[\w-]{32}$/)
    expect(answer.payment_method).toMatchObject({ card_type: 'visa', last_four_digits: '4242', number: 'XXXX-XXXX-XXXX-4242' })
    expect(JSON.stringify(answer)).not.toContain('4242424242424242')
    const second = await tokenizeTestCard('basket-1')
    expect(second).not.toBe(answer.token)
  })

  it('takes cards only from its own hosted fields, with its environment key', async () => {
    for (const site of [undefined, 'cross-site', 'same-site']) {
      const headers: Record<string, string> = site ? { 'sec-fetch-site': site } : {}
      expect((await provider('/v1/payment_methods', { method: 'POST', headers, body: tokenizeBody() })).status).toBe(403)
    }
    const wrongKey = await provider('/v1/payment_methods', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: tokenizeBody({ environment_key: 'someone-elses-key' }),
    })
    expect(wrongKey.status).toBe(401)
  })

  it('refuses an invalid number, a missing CVV and an expired date, by field', async () => {
    const answer = await provider('/v1/payment_methods', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: tokenizeBody({ number: '4242424242424241', verification_value: '', year: 2020 }),
    })
    expect(answer.status).toBe(422)
    const { errors } = (await answer.json()) as { errors: { attribute: string; key: string }[] }
    expect(errors.map((error) => [error.attribute, error.key])).toEqual([
      ['number', 'errors.invalid'],
      ['cvv', 'errors.blank'],
      ['year', 'errors.expired'],
    ])
  })

  it('serves its fields only to the site origins it allows, framed only by them', async () => {
    const sid = '0123456789abcdef0123456789abcdef'
    const allowed = await provider(
      `/v1/fields/number?key=${PAY_ENV.ENVIRONMENT_KEY}&sid=${sid}&origin=${encodeURIComponent('https://perkins.test')}`,
    )
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-security-policy')).toContain('frame-ancestors https://perkins.test')
    const page = await allowed.text()
    // The field answers its parent only from that origin, and only sends there.
    expect(page).toContain('"parentOrigin":"https://perkins.test"')
    expect(page).toContain('event.origin !== cfg.parentOrigin')
    const stranger = await provider(
      `/v1/fields/number?key=${PAY_ENV.ENVIRONMENT_KEY}&sid=${sid}&origin=${encodeURIComponent('https://evil.example')}`,
    )
    expect(stranger.status).toBe(403)
    expect(stranger.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const script = await provider('/v1/iframe.js')
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(await script.text()).toBe(IFRAME_SCRIPT)
    // The script believes messages from the provider's own origin and its own frames only.
    expect(IFRAME_SCRIPT).toContain('if (event.origin !== PROVIDER) return;')
    expect(IFRAME_SCRIPT).toContain('event.source !== frame.contentWindow')
  })

  it('charges only with the server secret', async () => {
    const token = await tokenizeTestCard('basket-9')
    const body = JSON.stringify({ token, order_ref: 'basket-9' })
    expect((await provider('/v1/server/purchase', { method: 'POST', body })).status).toBe(401)
    expect((await provider('/v1/server/purchase', { method: 'POST', body, headers: { authorization: 'Bearer guess' } })).status).toBe(401)
    // Voiding a charge too: only the upstream, and only a charge that exists.
    const secret = { authorization: `Bearer ${PAY_ENV.PAY_PROVIDER_SECRET}` }
    const charged = await provider('/v1/server/purchase', { method: 'POST', body, headers: secret })
    const { transaction } = (await charged.json()) as { transaction: { token: string } }
    const voidPath = `/v1/server/transactions/${transaction.token}/void`
    expect((await provider(voidPath, { method: 'POST', headers: { authorization: 'Bearer guess' } })).status).toBe(401)
    for (const forged of ['A'.repeat(32), '__proto__'])
      expect((await provider(`/v1/server/transactions/${forged}/void`, { method: 'POST', headers: secret })).status).toBe(404)
    const voided = await provider(voidPath, { method: 'POST', headers: secret })
    expect(await voided.json()).toMatchObject({ transaction: { state: 'voided', order_ref: 'basket-9' } })
  })
})

describe('the ordering sandbox charging provider tokens', () => {
  it('pays with a token once; the same token again is refused with the trouble message', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const token = await tokenizeTestCard(id)
    expect((await submitWith(sandbox, id, token)).status).toBe(200)
    const next = await basket(sandbox)
    expect(await submitWith(sandbox, next.id, token)).toEqual({ status: 402, body: { message: TROUBLE_MESSAGE } })
    expect((await sandbox.ok('GET', `orders/${next.id}`)).state).toBe('open')
  })

  it('refuses a token made for another basket, and one the provider never made', async () => {
    const sandbox = await startSandbox()
    const mine = await basket(sandbox)
    const theirs = await basket(sandbox)
    const theirToken = await tokenizeTestCard(theirs.id)
    expect(await submitWith(sandbox, mine.id, theirToken)).toEqual({ status: 402, body: { message: TROUBLE_MESSAGE } })
    for (const forged of ['tok_unrecognised', 'A'.repeat(32), '__proto__'])
      expect(await submitWith(sandbox, mine.id, forged)).toEqual({ status: 402, body: { message: TROUBLE_MESSAGE } })
    // Their token, refused for mine, was not spent: it still pays for their basket.
    expect((await submitWith(sandbox, theirs.id, theirToken)).status).toBe(200)
  })

  it('a declined charge spends the token: a retry needs a new one', async () => {
    const sandbox = await startSandbox()
    const { id } = await basket(sandbox)
    const declined = await tokenizeTestCard(id, TEST_CARDS.tok_declined)
    expect((await submitWith(sandbox, id, declined)).body.message).toBe('Your card was declined. Please use a different card.')
    expect((await submitWith(sandbox, id, declined)).body.message).toBe(TROUBLE_MESSAGE)
    expect((await submitWith(sandbox, id, await tokenizeTestCard(id))).status).toBe(200)
  })
})

describe("the card provider's clock", () => {
  const tokenizeAt = async (env: typeof PAY_ENV, month: number, year: number) =>
    payProvider.fetch(
      new Request('https://pay.test/v1/payment_methods', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: tokenizeBody({ month, year }),
      }),
      env,
    )

  it('judges card expiry by SANDBOX_NOW in development and test, not the machine clock', async () => {
    forgetPayClock()
    try {
      // Pinned in January 2031: a card good through 12/2030 has expired, whatever the machine's date.
      const later = { ...PAY_ENV, SANDBOX_NOW: '2031-01-10T12:00:00Z' }
      const expired = await tokenizeAt(later, 12, 2030)
      expect(expired.status).toBe(422)
      expect(((await expired.json()) as { errors: { key: string }[] }).errors.map((error) => error.key)).toEqual(['errors.expired'])
      expect((await tokenizeAt(later, 1, 2031)).status).toBe(201)
    } finally {
      forgetPayClock()
    }
  })

  it('refuses SANDBOX_NOW outside development and test with one config-invalid line', async () => {
    forgetPayClock()
    expectConsoleError()
    try {
      const staging = { ...PAY_ENV, ENVIRONMENT: 'staging', SANDBOX_NOW: '2031-01-10T12:00:00Z' }
      expect((await tokenizeAt(staging, 12, 2035)).status).toBe(503)
      expect((await tokenizeAt(staging, 12, 2035)).status).toBe(503)
    } finally {
      forgetPayClock()
    }
  })
})
