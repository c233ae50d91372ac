import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshVerify, siteApi, testClient } from './site-api.ts'
import { basketWith, requiredChoices, startSandbox, tokenizeTestCard } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// No card number reaches a log line: not the site Worker's (its request log, the /api proxy's lines), not the
// ordering sandbox's, not the card provider's, which is the one place a number is sent on purpose. A visitor may
// also type a number where it does not belong (a name, a coupon, a special instruction): that is never logged
// either. Every console method is captured while a payment runs through each Worker, then searched.

const NUMBER = '4242424242424242'
// Typed as a visitor might: grouped, dashed, run together, an Amex's 15 digits.
const TYPED = ['4242 4242 4242 4242', '4000-0000-0000-0002', NUMBER, '378282246310005']

/** A run of 13 to 19 digits, spaces or dashes allowed between them: a card number in any form it is typed in. */
const CARD_NUMBER = /(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)/

function captureConsole(): () => string[] {
  const lines: string[] = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? String(arg)))).join(' '))
    })
  return () => lines
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('card numbers and the logs', () => {
  it('the pattern finds a card number in every form it is typed in (so the checks below can fail)', () => {
    for (const typed of TYPED) expect(`{"note":"${typed}"}`).toMatch(CARD_NUMBER)
    expect('{"ray":null,"route":"/api","status":200,"ms":12}').not.toMatch(CARD_NUMBER)
  })

  it('the site Worker logs no card number typed into a name, a coupon, an instruction or a path', async () => {
    const logged = captureConsole()
    const client = testClient()
    const created = await siteApi('POST', 'orders/create', { body: { menu_id: MENU, location_id: EAGAN }, client })
    expect(created.status).toBe(200)
    const id = created.body.id as string
    const line = {
      product_id: TWO_EGG.id,
      quantity: 1,
      choices: requiredChoices(TWO_EGG.option_groups).join(','),
      specialinstructions: TYPED[0],
    }
    await siteApi('POST', `orders/${id}/products`, { body: { products: [line] }, client })
    for (const typed of TYPED) await siteApi('PUT', `orders/${id}/coupon`, { body: { code: typed }, client })
    await siteApi('PUT', `orders/${id}/handoff/pickup`, { client })
    await siteApi('POST', `orders/${id}/submit`, {
      body: {
        usertype: 'guest',
        first_name: TYPED[0],
        last_name: TYPED[1],
        email: `${NUMBER}@example.com`,
        phone: '612-555-0101',
        payments: [{ type: 'creditcard', token: NUMBER }],
      },
      client,
      verify: freshVerify(),
    })
    // A number in the path and the query of a page and of /api.
    await siteApi('GET', `orders/${NUMBER}`, { client })
    await siteApi('POST', `orders/${id}/submit`, { body: { payments: [{ type: 'giftcard', number: NUMBER, pin: '1234' }] }, client })
    const lines = logged()
    expect(lines.filter((text) => text.includes('"event":"request"')).length).toBeGreaterThanOrEqual(TYPED.length + 4)
    expect(lines.filter((text) => CARD_NUMBER.test(text))).toEqual([])
  })

  it('the ordering sandbox and the card provider log no card number while a card is tokenised, charged and refused', async () => {
    const sandbox = await startSandbox()
    const logged = captureConsole()
    const basket = await basketWith(sandbox, EAGAN, MENU, [
      { product_id: TWO_EGG.id, quantity: 1, choices: requiredChoices(TWO_EGG.option_groups) },
    ])
    for (const typed of TYPED) await sandbox.call('PUT', `orders/${basket.id}/coupon`, { body: { code: typed } })
    const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }
    const numberAsName = { ...guest, first_name: TYPED[0], last_name: TYPED[1] }
    await sandbox.call('POST', `orders/${basket.id}/submit`, {
      body: { ...numberAsName, payments: [{ type: 'creditcard', token: NUMBER }] },
    })
    // The provider takes the number itself (the hosted field's call), then the sandbox charges its tokens.
    const declined = await tokenizeTestCard(basket.id, { number: '4000000000000002', cvv: '123' })
    await sandbox.call('POST', `orders/${basket.id}/submit`, { body: { ...guest, payments: [{ type: 'creditcard', token: declined }] } })
    await sandbox.call('POST', `orders/${basket.id}/submit`, { body: { ...guest, payments: [{ type: 'creditcard', token: NUMBER }] } })
    const paid = await sandbox.call('POST', `orders/${basket.id}/submit`, {
      body: { ...guest, payments: [{ type: 'creditcard', token: await tokenizeTestCard(basket.id) }] },
    })
    expect(paid.status).toBe(200)
    expect(logged().filter((text) => CARD_NUMBER.test(text))).toEqual([])
  })
})
