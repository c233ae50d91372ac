import { test, expect } from './fixtures.ts'
import {
  optionNamed,
  addFromMenu,
  checkoutAsGuest,
  chooseEagan,
  fillGuestAndCard,
  ORDERING_TEST_OPTIONS,
  placeOrder,
} from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

test('a guest orders pancakes for pickup, from the menu to the confirmation with its status', async ({ page }) => {
  await chooseEagan(page)
  await page.goto('/menu')
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()

  // A required choice left out: the message sits beside its group and nothing is added.
  await page.getByRole('link', { name: /^Buttermilk Pancakes/ }).click()
  await optionNamed(page, 'Whipped Cream').check()
  await page.getByRole('button', { name: 'Add to order' }).click()
  await expect(page.getByRole('radiogroup', { name: /Choose your stack/ }).getByText('Please choose one.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to order' })).toHaveAccessibleDescription(
    'Please make the choice marked Required above.',
  )
  await expect(optionNamed(page, 'Whipped Cream')).toBeChecked()
  await expect(page.getByTestId('cart-count')).toHaveText('0')

  // Live price: the full stack adds $2.50 to $8.99.
  await optionNamed(page, 'Full Stack (5)').check()
  await expect(page.getByText('$11.49')).toBeVisible()
  await page.getByRole('button', { name: 'Add to order' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart.getByText('Buttermilk Pancakes', { exact: true })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(cart.getByText('Order Subtotal')).toBeVisible()
  await cart.getByRole('button', { name: 'Close your order' }).click()

  await addFromMenu(page, 'Belgian Waffle')
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  const pushed = await page.evaluate(
    () => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((entry) => entry.event === 'add_to_cart').length,
  )
  expect(pushed).toBe(2)

  await checkoutAsGuest(page)
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked()
  await fillGuestAndCard(page)
  await placeOrder(page)
  await expect(page.getByText('Buttermilk Pancakes')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join VIP Perks' })).toBeVisible()
  // The order is placed: the cart starts over, and the card number was never stored.
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  const stored = await page.evaluate(() => JSON.stringify(localStorage))
  expect(stored).not.toContain('4242424242424242')
})
