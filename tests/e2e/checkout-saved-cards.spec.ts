import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, pinServerClock } from './fixtures.ts'
import { seriousViolations } from './axe.ts'
import { EAGAN, startWithBasket } from './basket-setup.ts'
import { expectValidatedTotals, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'
import { joinSignedIn } from './member-join.ts'
import { providerCardToken } from './provider-token.ts'

// A member's saved cards at checkout: offered first (brand, last four, expiry; the default chosen), paid with by
// re-entering only the security code in the provider's frame, and never offered once expired.

test.use(ORDERING_TEST_OPTIONS)

/** One pickup order placed through /api with the test Visa (of `expiry`), saved to the member's wallet: what ticking the box leaves. */
async function saveCardThroughAnOrder(
  request: APIRequestContext,
  siteOrigin: string,
  token: string,
  expiry?: { month: number; year: number },
) {
  const headers = (path: string) => ({ path, token, 'content-type': 'application/json' })
  const basket = await (
    await request.post('/api', { headers: headers('orders/create'), data: { menu_id: 70405, location_id: Number(EAGAN) } })
  ).json()
  expect(
    (
      await request.post('/api', {
        headers: headers(`orders/${basket.id}/products`),
        data: { products: [{ product_id: 109001, quantity: 1 }] },
      })
    ).status(),
  ).toBe(200)
  const submit = await request.post('/api', {
    headers: headers(`orders/${basket.id}/submit`),
    data: {
      usertype: 'user',
      payments: [{ type: 'creditcard', token: await providerCardToken(request, siteOrigin, basket.id, expiry), save: true }],
    },
  })
  expect(submit.status(), await submit.text()).toBe(200)
}

async function memberAtCheckout(page: Page) {
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  await page.goto('/order/checkout')
  await expect(page.getByText(/^Ordering as /)).toBeVisible()
}

test('a member pays with a saved card by its security code alone, the number typed nowhere @phone', async ({ page, baseURL }) => {
  const member = await joinSignedIn(page, 'savedcard')
  await saveCardThroughAnOrder(page.request, baseURL!, member.token.ordering.access.token)
  // Everything sent to the provider from here on: a saved card's number is never among it.
  const provider = `http://localhost:${Number(new URL(baseURL!).port) + 1000}`
  const toProvider: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(provider)) toProvider.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`)
  })
  await memberAtCheckout(page)

  const main = page.getByRole('main')
  const saved = main.getByRole('radio', { name: 'Visa ending 4242, expires 12/35' })
  await expect(saved).toBeChecked()
  await expect(main.getByRole('radio', { name: 'A new card' })).not.toBeChecked()
  // Only the security code: no number frame to type in, no expiry or zip of our own, no save box.
  await expect(main.getByTitle('Card number (secure field)')).toBeHidden()
  await expect(main.getByLabel('Expiration (MM/YY)')).toHaveCount(0)
  await expect(main.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0)
  const code = main
    .getByTitle('Security code for Visa ending 4242 (secure field)')
    .contentFrame()
    .getByLabel('Security code for Visa ending 4242')
  await code.pressSequentially('123')
  await expectValidatedTotals(page)
  expect(await seriousViolations(page)).toEqual([])

  await placeOrder(page)
  expect(toProvider.filter((call) => call.startsWith('/v1/payment_methods'))).toEqual([
    expect.stringMatching(/^\/v1\/payment_methods\/recache \{.*"verification_value":"123"/),
  ])
  expect(toProvider.filter((call) => call.replace(/\s/g, '').includes('4242424242424242'))).toEqual([])
  // Saved once, however often it was used.
  await page.goto('/account')
  await expect(page.getByText('Visa ending 4242, expires 12/35')).toHaveCount(1)
})

test('choosing "A new card" opens the card fields again', async ({ page, baseURL }) => {
  const member = await joinSignedIn(page, 'newcard')
  await saveCardThroughAnOrder(page.request, baseURL!, member.token.ordering.access.token)
  await memberAtCheckout(page)
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'A new card' }).check()
  await expect(main.getByTitle('Card number (secure field)')).toBeVisible()
  await expect(main.getByLabel('Expiration (MM/YY)')).toBeVisible()
  await expect(main.getByRole('checkbox', { name: 'Save this card for next time' })).not.toBeChecked()
})

test.describe('a card that expires at the end of this month', () => {
  // Monday 30 November, 17:40 in Chicago: the card is good for twenty minutes more.
  test.use({ sandboxTime: '2026-11-30T23:40:00Z' })

  test('is not offered at checkout once its month has passed', async ({ page, baseURL }) => {
    const member = await joinSignedIn(page, 'expiring')
    await saveCardThroughAnOrder(page.request, baseURL!, member.token.ordering.access.token, { month: 11, year: 2026 })
    await page.goto('/account')
    await expect(page.getByText('Visa ending 4242, expires 11/26')).toBeVisible()

    await pinServerClock(page.request, '2026-12-01T00:05:00Z')
    await memberAtCheckout(page)
    const main = page.getByRole('main')
    await expect(main.getByTitle('Card number (secure field)')).toBeVisible()
    // No saved card to offer: a card (or, at this restaurant, pay in store) is the choice.
    await expect(main.getByRole('radio', { name: 'Card', exact: true })).toBeChecked()
    await expect(main.getByRole('radio', { name: 'A new card' })).toHaveCount(0)
    await expect(main.getByText(/Visa ending 4242/)).toHaveCount(0)
    await page.goto('/account')
    await expect(page.getByText('Visa ending 4242, expired 11/26')).toBeVisible()
  })
})
