import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { holdScripts } from './hold-scripts.ts'
import { optionNamed, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// Before a restaurant is chosen, /menu and the product pages show the chain's default menu; a dish added there
// waits for a restaurant and is added at its price (client/state/browsing-menu.ts, pending-dish.tsx).

test.use(ORDERING_TEST_OPTIONS)

const SELECTOR = 'Find a Perkins location near you'

/** The chooser is open, and Escape closes it without a restaurant. */
async function closeChooser(page: Page, selector: Locator) {
  await expect(selector).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
}

/** Opens `path` with no restaurant chosen: the chooser opens over it and is closed unanswered. Answers the chooser. */
async function openWithoutRestaurant(page: Page, path: string) {
  await page.goto(path)
  const selector = page.getByRole('dialog', { name: SELECTOR })
  await closeChooser(page, selector)
  return selector
}

test('a fresh visitor sees the menu behind the chooser, with prices that vary by restaurant @any-width', async ({ page }) => {
  const selector = await openWithoutRestaurant(page, '/menu')
  await expect(page.getByText('Prices vary by restaurant. Choose yours to order.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Buttermilk Pancakes/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()
  await page.getByRole('button', { name: 'Choose a restaurant' }).click()
  await expect(selector).toBeVisible()
})

test('a dish chosen before a restaurant is added, with its choices, once one is chosen', async ({ page }) => {
  const selector = await openWithoutRestaurant(page, '/menu')
  await page.getByRole('link', { name: /^Buttermilk Pancakes/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
  // The product page opens the chooser too, as every ordering page does without a restaurant.
  await closeChooser(page, selector)

  // Its required choice is still asked for before anything waits.
  await page.getByRole('button', { name: 'Add to order' }).click()
  await expect(page.getByText('Please choose one.')).toBeVisible()
  await expect(selector).toBeHidden()
  await optionNamed(page, 'Full Stack (5)').check()
  await page.getByRole('button', { name: 'Add to order' }).click()
  await expect(selector).toBeVisible()
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await selector.getByRole('button', { name: 'Order from Eagan' }).click()

  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const basket = page.getByRole('main')
  await expect(basket.getByText('Buttermilk Pancakes', { exact: true })).toBeVisible()
  await expect(basket.getByText(/Full Stack \(5\)/)).toBeVisible()
  // Landing on the basket while the dish is added, a screen reader hears that it was.
  await expect(page.getByRole('status').filter({ hasText: /added to your order/ })).toHaveText('Buttermilk Pancakes added to your order.')
})

test('closing the chooser without a restaurant adds nothing later', async ({ page }) => {
  const selector = await openWithoutRestaurant(page, '/order/product?cat=1001&id=100101')
  await optionNamed(page, 'Full Stack (5)').check()
  await page.getByRole('button', { name: 'Add to order' }).click()
  await closeChooser(page, selector)

  await page.getByRole('button', { name: 'Choose a restaurant' }).click()
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await selector.getByRole('button', { name: 'Order from Eagan' }).click()
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByText('Looks like your cart is empty.')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
})

test.describe('chosen before the scripts arrive', () => {
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false })

  test('the choices and quantity made on a product page stay once the scripts run, uncovered', async ({ page }) => {
    const release = await holdScripts(page)
    // An ordering page starts its scripts at once, so neither the load nor the parsed document waits for them here.
    await page.goto('/order/product?cat=1001&id=100101', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
    await optionNamed(page, 'Full Stack (5)').check()
    await page.getByLabel('Quantity', { exact: true }).selectOption('3')
    // A tap on the select leaves the keyboard there, as a visitor choosing would.
    await page.getByLabel('Quantity', { exact: true }).focus()
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(optionNamed(page, 'Full Stack (5)')).toBeChecked()
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('3')
    // Already choosing: the chooser does not cover the page by itself; the page's own button opens it.
    const selector = page.getByRole('dialog', { name: SELECTOR })
    await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused()
    await expect(selector).toBeHidden()
    await page.getByRole('button', { name: 'Choose a restaurant' }).click()
    await expect(selector).toBeVisible()
  })
})
