import { startWithBasket } from './basket-setup.ts'
import { test, expect } from './fixtures.ts'
import {
  addFromHere,
  openCart,
  addFromMenu,
  chooseEagan,
  fillGuestAndCard,
  guestCheckoutWith,
  optionNamed,
  ORDERING_TEST_OPTIONS,
  placeOrder,
} from './ordering-steps.ts'

// The basket after a restaurant is chosen: its menu under an empty basket, identical dishes as one line, each line's
// choices in every summary, and checkout with nothing to check out.

test.use(ORDERING_TEST_OPTIONS)

const PANCAKES = 'Buttermilk Pancakes'
const CHOICES = ['Full Stack (5)', 'Strawberry Topping']
const EMPTY_NOTICE = 'Your cart is empty. Add something from the menu to check out.'

test('choosing a restaurant lands on its menu under the empty basket; the same dish with the same choices, added twice, is one line of two @any-width', async ({
  page,
}) => {
  await chooseEagan(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Looks like your cart is empty.')).toBeVisible()
  await expect(main.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 3, name: 'Pancakes & French Toast' })).toBeVisible()
  await addFromHere(page, PANCAKES, CHOICES)
  await addFromMenu(page, PANCAKES, CHOICES)
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await page.goto('/order')
  await expect(main.getByText(PANCAKES, { exact: true })).toHaveCount(1)
  await expect(main.getByLabel(`Quantity of ${PANCAKES}`)).toHaveValue('2')
  await expect(main.getByText('Full Stack (5), Strawberry Topping')).toBeVisible()
  // Other choices are another line.
  await page.goto('/order/product?cat=1001&id=100101')
  await optionNamed(page, 'Short Stack (3)').check()
  await page.getByRole('button', { name: 'Add to order' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart.getByText(PANCAKES, { exact: true })).toHaveCount(2)
  await expect(page.getByTestId('cart-count')).toHaveText('3')
})

test("checkout's summary and the confirmation list each line's choices @any-width", async ({ page }) => {
  await guestCheckoutWith(page, PANCAKES, CHOICES)
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText(`1 × ${PANCAKES}`)).toBeVisible()
  await expect(summary.getByText('Full Stack (5), Strawberry Topping')).toBeVisible()
  await fillGuestAndCard(page)
  await placeOrder(page)
  await expect(page.getByRole('main').getByText('Full Stack (5), Strawberry Topping')).toBeVisible()
})

test('checkout with an empty basket goes to the basket and says why @any-width', async ({ page }) => {
  await startWithBasket(page, [])
  await page.goto('/order/checkout')
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByRole('status').filter({ hasText: EMPTY_NOTICE })).toBeVisible()
  // Said once: not again as the plain empty basket's line below it.
  await expect(page.getByText('Looks like your cart is empty.')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`^${PANCAKES}`) })).toBeVisible()
  // Shown once: a reload does not repeat it, and the empty basket says so in its own words.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible()
  await expect(page.getByText(EMPTY_NOTICE)).toBeHidden()
  await expect(page.getByText('Looks like your cart is empty.')).toBeVisible()
})

test('the cart panel opened over the basket page names its own quantity boxes, and the page keeps its names', async ({ page }) => {
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  await page.goto('/order')
  const main = page.getByRole('main')
  await expect(main.getByRole('combobox', { name: 'Quantity of Belgian Waffle', exact: true })).toBeVisible()
  const cart = await openCart(page)
  await expect(cart.getByRole('combobox', { name: 'Quantity of Belgian Waffle', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()
  await expect(main.getByRole('combobox', { name: 'Quantity of Belgian Waffle', exact: true })).toBeVisible()
  const ids = await page.locator('select').evaluateAll((selects) => selects.map((select) => select.id))
  expect(new Set(ids).size).toBe(ids.length)
})

test('a quantity changed on the basket page is said with the totals it makes', async ({ page }) => {
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  await page.goto('/order')
  const main = page.getByRole('main')
  const totals = main.getByRole('status').filter({ hasText: 'Order Subtotal' })
  await expect(totals).toContainText('$9.49')
  await main.getByLabel('Quantity of Belgian Waffle').selectOption('2')
  await expect(totals).toContainText('$18.98')
})

test('a line removed on the basket page is said by its name', async ({ page }) => {
  await startWithBasket(page, [{ name: 'Belgian Waffle' }, { name: 'Classic French Toast' }])
  await page.goto('/order')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Remove Belgian Waffle' }).click()
  await expect(main.getByRole('status').filter({ hasText: 'removed' })).toHaveText('Belgian Waffle removed from your order.')
  await expect(main.getByLabel('Quantity of Classic French Toast')).toBeFocused()
})
