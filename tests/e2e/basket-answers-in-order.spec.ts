import type { Page, Request, Route } from '@playwright/test'
import { startWithBasket } from './basket-setup.ts'
import { expect, test } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// Checkout's sections each change the basket, and the upstream answers each change with the whole basket. On a slow
// line the answers can arrive in another order than the changes were made: the basket on screen must still be the
// one the upstream holds, with every change the visitor made, since that is the total they are charged.

test.use(ORDERING_TEST_OPTIONS)

/** Holds the answer to the page's `method path` calls (read from the upstream at once) until `release` is called. */
async function holdAnswers(page: Page, method: string, path: RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route('**/api*', async (route: Route) => {
    const request = route.request()
    if (request.method() !== method || !path.test(request.headers()['path'] ?? '')) return route.fallback()
    held++
    const response = await route.fetch()
    await released
    await route.fulfill({ response })
  })
  return { held: () => held, release: () => release() }
}

test('at curbside, a tip tapped while the coupon is on its way stays on the order, with the total the upstream charges', async ({
  page,
}) => {
  const basketId = await startWithBasket(page, [{ name: 'Belgian Waffle', quantity: 2 }], { asGuest: true })
  await page.goto('/order/checkout')
  const main = page.getByRole('main')
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText('MN Sales Tax')).toBeVisible()
  // Curbside with the car not yet typed: checkout does not ask for the validated totals again until it is, so the
  // basket on screen is only ever the sections' answers.
  await main.getByRole('radio', { name: 'Curbside' }).check()
  await expect(main.getByLabel('Vehicle make')).toBeVisible()
  await expect(main.getByRole('radio', { name: 'Curbside' })).toBeEnabled()

  const coupon = await holdAnswers(page, 'PUT', /^orders\/[\w-]+\/coupon$/)
  const couponGroup = main.getByRole('group', { name: 'Coupon' })
  await couponGroup.getByLabel('Coupon code').fill('WELCOME10')
  await couponGroup.getByRole('button', { name: 'Apply coupon' }).click()
  await expect.poll(coupon.held).toBe(1)
  const sentWhileHeld: Request[] = []
  const onRequest = (request: Request) => {
    if (request.url().endsWith('/api') && request.method() === 'PUT' && /\/tip$/.test(request.headers()['path'] ?? ''))
      sentWhileHeld.push(request)
  }
  page.on('request', onRequest)
  // A click, not check(): the choice shows once the upstream has the tip.
  await main.getByRole('radio', { name: /^20%/ }).click()
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  page.off('request', onRequest)
  // The worst order a slow line can give: whatever the page has sent by now is answered before the coupon.
  for (const request of sentWhileHeld) await request.response()
  coupon.release()

  await expect(main.getByRole('radio', { name: /^20%/ })).toBeChecked()
  await expect(summary.getByText('Tip', { exact: true })).toBeVisible()
  await expect(summary.getByText(/^Discount \(/)).toBeVisible()
  // What the page shows is what the upstream holds.
  const upstream = await page.evaluate(async (id) => {
    const response = await fetch('/api', { headers: { path: `orders/${id}` } })
    return (await response.json()) as { totals: { total: number; tip?: number; discount?: number } }
  }, basketId)
  expect(upstream.totals.tip).toBeGreaterThan(0)
  expect(upstream.totals.discount).toBeGreaterThan(0)
  await expect(summary.getByText(`$${upstream.totals.total.toFixed(2)}`)).toBeVisible()
})
