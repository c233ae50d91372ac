import type { APIRequestContext } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { EAGAN, startWithBasket } from './basket-setup.ts'
import { expect, test } from './fixtures.ts'
import { expectConfirmation, expectValidatedTotals, fillGuest, ORDERING_TEST_OPTIONS, REFUSED_API_CALL } from './ordering-steps.ts'

// Holiday pie pre-orders at checkout, in the test world's week before Thanksgiving (Tuesday Nov 17): the
// Thanksgiving window is open, with pickups on Wednesday Nov 25 (8–11 AM, 2–6 PM) and Thursday Nov 26 (7–11 AM).
// Each test has its own restaurant per viewport, because a pickup window's room is shared by everyone ordering there.

test.use(ORDERING_TEST_OPTIONS)

const WHOLE_APPLE_PIE = 'Whole Apple Pie'
const WHOLE_APPLE_PIE_ID = 100904
const DEFAULT_MENU = 70405

/** A call through the site's /api as the browser makes it (the target in the `path` header). */
async function api(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: object) {
  const response = await request.fetch('/api', {
    method,
    headers: { accept: 'application/json', path, env: 'development', client_type: 'web', 'content-type': 'application/json' },
    data,
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as { id: string }
}

/** Another guest orders `pies` whole pies for a pickup window at `store`, paying in store. */
async function someoneElsePreorders(request: APIRequestContext, store: number, pickup: string, pies: number) {
  const basket = await api(request, 'POST', 'orders/create', { menu_id: DEFAULT_MENU, location_id: store })
  await api(request, 'POST', `orders/${basket.id}/products`, { products: [{ product_id: WHOLE_APPLE_PIE_ID, quantity: pies }] })
  await api(request, 'PUT', `orders/${basket.id}/preorder`, { window: 'thanksgiving-2026', pickup })
  await api(request, 'POST', `orders/${basket.id}/submit`, {
    usertype: 'guest',
    first_name: 'Sam',
    last_name: 'Baker',
    email: 'sam.baker@example.com',
    phone: '651-555-0142',
    payments: [{ type: 'instore' }],
  })
}

test('a guest pre-orders two pies for Wednesday morning and sees the pickup date on the confirmation @any-width', async ({ page }) => {
  await startWithBasket(page, [{ name: WHOLE_APPLE_PIE, quantity: 2 }], { storeId: EAGAN, asGuest: true })
  await page.goto('/order/checkout')
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'Pre-order Thanksgiving pies' }).check()
  await expect(main.getByText('Order by Tuesday 2 pm, pick up Wednesday or Thursday morning.')).toBeVisible()
  // Not as soon as possible by mistake: a holiday pickup needs its day and time.
  await main.getByRole('radio', { name: 'Pay in store' }).check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(main.getByText('Please choose a pickup day and time for your pies.')).toBeVisible()
  const wednesday = main.getByRole('group', { name: 'Wednesday, November 25' })
  await wednesday.getByRole('radio', { name: /^8–11 AM/ }).check()
  await expect(wednesday.getByRole('radio', { name: /^8–11 AM/ })).toBeChecked()
  expect(await seriousViolations(page, { include: '.preorder-pickup' })).toEqual([])

  await fillGuest(page)
  await expectValidatedTotals(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectConfirmation(page)
  await expect(page.getByText('Your Thanksgiving pies will be ready to pick up on Wednesday, November 25, 8–11 AM.')).toBeVisible()
})

test.describe('a pickup window with no room left', () => {
  test.use({ allowConsoleErrors: [REFUSED_API_CALL] })

  test('shows as full, and one that fills while paying is refused beside the picker with the cart kept @any-width', async ({
    page,
    request,
  }, testInfo) => {
    // Maple Grove at 1280 px, Duluth at 390 px: two restaurants, so the two widths never share a bakery.
    const store = testInfo.project.name === 'phone' ? 3589 : 3617
    const operator = await request.put('/_sandbox/preorder-capacity', { data: { location_id: store, per_pickup: 2 } })
    expect(operator.status()).toBe(200)
    await someoneElsePreorders(request, store, '2026-11-25T08:00', 2)

    await startWithBasket(page, [{ name: WHOLE_APPLE_PIE }], { storeId: String(store), asGuest: true })
    await page.goto('/order/checkout')
    const main = page.getByRole('main')
    await main.getByRole('radio', { name: 'Pre-order Thanksgiving pies' }).check()
    const wednesday = main.getByRole('group', { name: 'Wednesday, November 25' })
    await expect(wednesday.getByRole('radio', { name: '8–11 AM Full' })).toBeDisabled()
    await wednesday.getByRole('radio', { name: '2–6 PM Only 2 left' }).check()
    await expect(wednesday.getByRole('radio', { name: /^2–6 PM/ })).toBeChecked()

    // While this visitor types, someone else takes the last two afternoon pies.
    await someoneElsePreorders(request, store, '2026-11-25T14:00', 2)
    await main.getByRole('radio', { name: 'Pay in store' }).check()
    await fillGuest(page)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(
      main.getByText(
        'The Wed, Nov 25, 2–6 PM pickup is full. This pickup time still has room: Thu, Nov 26, 7–11 AM. Your basket is saved.',
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/order\/checkout$/)
    await expect(wednesday.getByRole('radio', { name: '2–6 PM Full' })).toBeDisabled()
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(WHOLE_APPLE_PIE)).toBeVisible()
  })
})
