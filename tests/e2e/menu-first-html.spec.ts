import type { Page } from '@playwright/test'
import { productImageAlt } from '#shared/seed/product-images.ts'
import { startWithBasket } from './basket-setup.ts'
import { expect, test } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// /menu and the product pages carry the chain's default menu in their first HTML (client/menu-page-loader.ts, product-page-loader.ts):
// the food shows before the scripts run, hydration renders the same page, and once the visitor's order is restored a
// chosen restaurant's menu and prices take over as before.

test.use(ORDERING_TEST_OPTIONS)

const PANCAKES = '/order/product?cat=1001&id=100101'
/** Rochester, Minnesota: the Express menu, where Buttermilk Pancakes are $8.49 (the default menu's are $8.99). */
const ROCHESTER = '3523'

/** Holds the browser's own request for the default menu until the returned function lets it go. */
async function holdDefaultMenuCall(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api', async (route) => {
    if (route.request().headers()['path'] !== 'menus/70405') return route.continue()
    await released
    await route.continue().catch(() => {})
  })
  return release
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, waitForScriptsOnArrival: false })

  test('/menu lists the dishes with their prices @any-width', async ({ page }) => {
    await page.goto('/menu')
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
    await expect(page.getByText('Prices vary by restaurant. Choose yours to order.')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Buttermilk Pancakes \$8\.99/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Omelettes' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Denver Omelette/ })).toBeAttached()
    await expect(page.getByText('Loading your order…')).toHaveCount(0)
  })

  test('Choose a restaurant leads to the restaurant finder', async ({ page }) => {
    await page.goto('/menu')
    await page.getByRole('button', { name: 'Choose a restaurant' }).click()
    await expect(page).toHaveURL(/\/locations\??$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a product page shows its name, photo and choices @any-width', async ({ page }) => {
    await page.goto(PANCAKES)
    await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
    await expect(page.getByRole('img', { name: productImageAlt('pancakes.webp') })).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: /Choose your stack/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to order' })).toBeVisible()
  })
})

test('a fresh visitor’s menu hydrates without a mismatch and stays while the browser’s copy loads', async ({ page }) => {
  const release = await holdDefaultMenuCall(page)
  // The fixture fails the test on any console error or page error, which a hydration mismatch is (React #418).
  await page.goto('/menu')
  // The finder opens once the scripts have run and its own chunk has loaded: Escape closes it once it is there, as a
  // visitor presses it on a dialog they see (pressed before, it reaches nothing and the finder opens after).
  const finder = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await expect(finder).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(finder).toBeHidden()
  await expect(page.getByRole('link', { name: /^Buttermilk Pancakes \$8\.99/ })).toBeVisible()
  await expect(page.getByText('Loading your order…')).toHaveCount(0)
  release()

  await page.goto(PANCAKES)
  await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
  await expect(page.getByText('$8.99', { exact: true })).toBeVisible()
})

test('a returning visitor with a restaurant gets its menu and prices, not the default menu’s', async ({ page }) => {
  await startWithBasket(page, [], { storeId: ROCHESTER })
  await page.goto('/menu')
  await expect(page.getByText(/^Ordering from Perkins Rochester/)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Buttermilk Pancakes \$8\.49/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Denver Omelette/ })).toHaveCount(0)
  await expect(page.getByText('Prices vary by restaurant. Choose yours to order.')).toHaveCount(0)

  await page.goto('/order/product?cat=2001&id=200103')
  await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
  await expect(page.getByText('$8.49', { exact: true })).toBeVisible()

  // The default menu's dish, rendered by the server, is not on this restaurant's menu: the page says so.
  await page.goto('/order/product?cat=1002&id=100201')
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible()
  await expect(page.getByText(/^This item is not on the menu at Perkins Rochester/)).toBeVisible()
})
