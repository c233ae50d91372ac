import { test, expect } from './fixtures.ts'
import { startWithBasket } from './basket-setup.ts'
import {
  deliverToYankeeDoodle,
  expectConfirmation,
  expectValidatedTotals,
  fillGuest,
  guestCheckoutWith,
  ORDERING_TEST_OPTIONS,
} from './ordering-steps.ts'

// Pay in store: offered only where the restaurant takes it (its location's payment kinds) and only for pickup; the
// order is placed without a card, and the confirmation says payment is due at pickup.

test.use(ORDERING_TEST_OPTIONS)

test('a guest picking up at a restaurant that takes it pays in store, no card asked @any-width', async ({ page }) => {
  const toProvider: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/payment_methods')) toProvider.push(request.url())
  })
  await guestCheckoutWith(page, 'Belgian Waffle')
  const main = page.getByRole('main')
  await expect(main.getByRole('radio', { name: 'Card' })).toBeChecked()
  await main.getByRole('radio', { name: 'Pay in store' }).check()
  await expect(main.getByText('You pay at the restaurant when you pick up your order.')).toBeVisible()
  await expect(main.getByTitle('Card number (secure field)')).toHaveCount(0)
  await expect(main.getByRole('button', { name: 'Use a gift card' })).toHaveCount(0)
  await fillGuest(page)
  await expectValidatedTotals(page)
  const total = (await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByText(/^\$\d+\.\d{2}$/)
    .last()
    .textContent())!
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectConfirmation(page)
  await expect(page.getByText(`Payment is due at pickup: ${total}`)).toBeVisible()
  await expect(page.getByText(/^Paid$/)).toHaveCount(0)
  expect(toProvider).toEqual([])
  // Cancelling promises no refund: nothing was taken ahead.
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
  await expect(dialog.getByText('This order will not be made.', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(page.getByText('Your order is cancelled.', { exact: true })).toBeVisible()
})

test('pay in store is not offered for delivery', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  const main = page.getByRole('main')
  await expect(main.getByRole('radio', { name: 'Pay in store' })).toBeVisible()
  await deliverToYankeeDoodle(page)
  await expect(main.getByRole('radio', { name: 'Pay in store' })).toHaveCount(0)
  await expect(main.getByTitle('Card number (secure field)')).toBeVisible()
})

test('a restaurant that takes cards only offers no pay in store', async ({ page }) => {
  // Rochester North Broadway, an Express counter: cards only.
  await startWithBasket(page, [{ name: 'Buttermilk Pancakes', options: ['Short Stack (3)'] }], { storeId: '3523', asGuest: true })
  await page.goto('/order/checkout')
  const main = page.getByRole('main')
  await expect(main.getByTitle('Card number (secure field)')).toBeVisible()
  await expect(main.getByRole('radio', { name: 'Pay in store' })).toHaveCount(0)
  await expect(main.getByRole('group', { name: 'Pay with' })).toHaveCount(0)
})
