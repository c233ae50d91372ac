import { test, expect } from './fixtures.ts'
import { addFromMenu, chooseEagan, fillGuest, guestCheckoutWith, openCart, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

test('changing a quantity and removing a line update the totals and keep focus on the lines; the last removal empties the basket', async ({
  page,
}) => {
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  await addFromMenu(page, 'Classic French Toast')
  const cart = await openCart(page)
  await expect(cart.getByText('$19.48')).toBeVisible()

  // Keyboard focus stays on the lines: on the control through its change, on the next line after a removal.
  const waffles = cart.getByLabel('Quantity of Belgian Waffle')
  await waffles.focus()
  await waffles.selectOption('3')
  await expect(cart.getByText('$28.47')).toBeVisible()
  await expect(cart.getByText('$38.46')).toBeVisible()
  // The new subtotal is said as it changes, not only seen.
  await expect(cart.locator('[aria-live="polite"]').filter({ hasText: 'Order Subtotal' })).toHaveText('Order Subtotal$38.46')
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  await expect(waffles).toBeFocused()

  const toast = cart.getByLabel('Quantity of Classic French Toast')
  await toast.focus()
  await toast.selectOption('0')
  await expect(cart.getByText('Classic French Toast', { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await expect(waffles).toBeFocused()
  const removed = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string; ecommerce?: { items: { item_name: string }[] } }[] }).dataLayer.filter(
      (entry) => entry.event === 'remove_from_cart',
    ),
  )
  expect(removed.at(-1)?.ecommerce?.items[0]?.item_name).toBe('Classic French Toast')
  await cart.getByRole('link', { name: 'View or edit your order' }).click()

  // The basket screen: revalidated totals with tax, edit and remove.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('MN Sales Tax')).toBeVisible()
  await expect(main.getByText('Order Subtotal')).toBeVisible()
  await page.getByRole('link', { name: 'Edit Belgian Waffle' }).click()
  await expect(page).toHaveURL(/\/order\/product\?.*cid=/)
  await expect(main.getByLabel('Quantity', { exact: true })).toHaveValue('3')
  await page.getByRole('button', { name: 'Update order' }).click()
  await expect(page).toHaveURL(/\/order$/)
  await page.getByRole('button', { name: 'Remove Belgian Waffle' }).click()
  await expect(main.getByText('Looks like your cart is empty.')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Add Items' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
})

test('a keyboard arrowing a quantity through 0 keeps the line until it leaves the box or presses Enter', async ({ page }) => {
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  await addFromMenu(page, 'Classic French Toast')
  const cart = await openCart(page)
  const waffles = cart.getByLabel('Quantity of Belgian Waffle')
  const toast = cart.getByLabel('Quantity of Classic French Toast')
  const changes: string[] = []
  page.on('request', (request) => {
    if (/\/products\/\d+$/.test(request.headers()['path'] ?? '') && request.method() !== 'GET') changes.push(request.method())
  })

  // A closed select takes each arrow as a choice: passing 0 on the way removes nothing, nor does Escape there.
  await toast.focus()
  await page.keyboard.press('ArrowUp')
  await expect(toast).toHaveValue('0')
  await page.keyboard.press('ArrowDown')
  await expect(toast).toHaveValue('1')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Escape')
  await expect(toast).toHaveValue('1')
  await expect(cart).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  expect(changes).toEqual([])

  // Enter on 0 removes the line; focus moves to the line left.
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(cart.getByText('Classic French Toast', { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(waffles).toBeFocused()

  // Leaving the box on 0 removes the line too: the last one, so the basket is empty.
  await page.keyboard.press('ArrowUp')
  await expect(waffles).toHaveValue('0')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await expect(page).toHaveURL(/\/order$/)
})

test('emptying the basket on its own screen puts focus on the heading', async ({ page }) => {
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  await page.goto('/order')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Remove Belgian Waffle' }).click()
  await expect(main.getByText('Looks like your cart is empty.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeFocused()
})

test('a reload in the middle of checkout keeps the cart and the checkout', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuest(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText('1 × Belgian Waffle')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('a second tab shows the same cart, and follows changes made in the first', async ({ page, context }) => {
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  const second = await context.newPage()
  await second.goto('/order')
  await expect(second.getByRole('main').getByText('Belgian Waffle', { exact: true })).toBeVisible()
  await expect(second.getByTestId('cart-count')).toHaveText('1')
  await addFromMenu(page, 'Classic French Toast')
  await expect(second.getByTestId('cart-count')).toHaveText('2')
  await expect(second.getByRole('main').getByText('Classic French Toast', { exact: true })).toBeVisible()
  await second.close()
})

test('Back from the menu the cart panel opened on closes it over the dish page; a link keeps it open', async ({ page }) => {
  await chooseEagan(page)
  await page.goto('/menu')
  await page.getByRole('link', { name: /^Belgian Waffle/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Belgian Waffle' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to order' }).click()
  // Add to order goes on to the menu with the panel open.
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart.getByText('Belgian Waffle', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/menu$/)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Belgian Waffle' })).toBeVisible()
  await expect(cart).toBeHidden()
  await page.goForward()
  await expect(page).toHaveURL(/\/menu$/)
  await expect(cart).toBeHidden()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('adding a suggestion in the cart keeps the keyboard in the suggestions, and the last one leaves it on the thanks', async ({
  page,
}) => {
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  const cart = await openCart(page)
  // The section is named by its heading, which thanks the visitor once something is added.
  const suggestions = cart.getByRole('region', { name: /^(May We Suggest|Thanks for considering)/ })
  const adds = suggestions.getByRole('button', { name: /^Add / })
  await expect(adds.first()).toBeVisible()
  const offered = await adds.count()
  for (let left = offered; left > 1; left--) {
    await adds.first().focus()
    await page.keyboard.press('Enter')
    await expect(adds).toHaveCount(left - 1)
    await expect(adds.first()).toBeFocused()
  }
  await adds.first().focus()
  await page.keyboard.press('Enter')
  await expect(cart.getByRole('heading', { name: 'Thanks for considering our menu item suggestions!' })).toBeFocused()
  await expect(page.getByTestId('cart-count')).toHaveText(String(1 + offered))
})

test('on a small phone every line of the order shows whole, in the cart panel and on the basket page @phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 })
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  await addFromMenu(page, 'Buttermilk Pancakes', ['Short Stack (3)'])

  // The panel scrolls; its lines are never squeezed away to make room for the suggestions.
  const cart = await openCart(page)
  for (const dish of ['Belgian Waffle', 'Buttermilk Pancakes']) {
    await cart.getByLabel(`Quantity of ${dish}`).scrollIntoViewIfNeeded()
    await expect(cart.getByLabel(`Quantity of ${dish}`)).toBeInViewport({ ratio: 1 })
    await expect(cart.getByText(dish, { exact: true })).toBeInViewport({ ratio: 1 })
  }
  await cart.getByRole('button', { name: 'Close your order' }).click()

  // On the basket page the quantity sits beside the dish's name, options and Edit/Remove, never over them.
  await page.goto('/order')
  const main = page.getByRole('main')
  for (const dish of ['Belgian Waffle', 'Buttermilk Pancakes']) {
    const quantity = await main.getByLabel(`Quantity of ${dish}`).boundingBox()
    for (const part of [main.getByText(dish, { exact: true }), main.getByRole('button', { name: `Remove ${dish}` })]) {
      const box = await part.boundingBox()
      expect(box!.x + box!.width, `${dish}: its name and Remove end before the quantity`).toBeLessThanOrEqual(quantity!.x)
    }
  }
})
