import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { startWithBasket } from './basket-setup.ts'
import { expect, test } from './fixtures.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// Which restaurant a visitor orders from: a store without a menu of its own (Mankato) orders from the default menu
// and becomes the current store; a restaurant that takes no online orders (Wausau, dine-in only) says so in the
// selector and on its page, and the visitor keeps their store and cart. A basket a new one replaces is abandoned.

test.use(ORDERING_TEST_OPTIONS)

const NO_ONLINE_ORDERS = 'This restaurant does not take online orders. Please call or visit us.'

/** What the upstream answers for a basket id now, asked from the page as the browser would. */
async function basketAnswer(page: Page, id: string): Promise<{ status: number; message?: string }> {
  return page.evaluate(async (id) => {
    const response = await fetch('/api', { headers: { path: `orders/${id}` } })
    const body = (await response.json()) as { message?: string }
    return { status: response.status, message: body.message }
  }, id)
}

async function searchSelector(page: Page, zip: string) {
  await page.getByRole('button', { name: 'Pickup from Eagan, change restaurant' }).click()
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await selector.getByLabel('Address, city or zip code').fill(zip)
  await selector.getByRole('button', { name: 'Search' }).click()
  return selector
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a dine-in-only restaurant says so in the selector and offers no order button', async ({ page }) => {
      await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
      await page.goto('/menu')
      const selector = await searchSelector(page, '54401')
      const wausau = selector.getByRole('listitem').filter({ hasText: '1120 Grand Ave' })
      await expect(wausau.getByText(NO_ONLINE_ORDERS)).toBeVisible()
      await expect(wausau.getByRole('button')).toHaveCount(0)
      expect(await seriousViolations(page, { include: '.location-selector' })).toEqual([])
    })

    test("a dine-in-only restaurant's page says so instead of Start your order", async ({ page }) => {
      await page.goto('/locations/us/wi/wausau/wausau')
      await expect(page.getByRole('heading', { level: 1, name: 'Perkins Wausau' })).toBeVisible()
      await expect(page.getByText(NO_ONLINE_ORDERS)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Start your order' })).toHaveCount(0)
      // A restaurant that does take online orders keeps its button.
      await page.goto('/locations/us/mn/mankato/mankato')
      await expect(page.getByRole('link', { name: 'Start your order' })).toBeVisible()
      await expect(page.getByText(NO_ONLINE_ORDERS)).toHaveCount(0)
    })

    test("a dine-in-only restaurant's card in the directory says so instead of Start your order", async ({ page }) => {
      await page.goto('/locations/us/wi/wausau')
      const wausau = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Perkins Wausau, 1120 Grand Ave/ }) })
      await expect(wausau.getByText(NO_ONLINE_ORDERS)).toBeVisible()
      await expect(wausau.getByRole('link', { name: /^Start your order/ })).toHaveCount(0)
      await expect(wausau.getByRole('link', { name: /^Directions to Wausau/ })).toBeVisible()
    })
  })
}

// Asking after an abandoned basket answers 404, which the browser logs.
test.describe('a replaced basket', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('choosing a store without its own menu orders from the default menu, and the replaced basket is abandoned', async ({ page }) => {
    const eaganBasket = await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
    await page.goto('/menu')
    expect((await basketAnswer(page, eaganBasket)).status).toBe(200)
    const selector = await searchSelector(page, '56001')
    await selector.getByRole('button', { name: 'Order from Mankato' }).click()
    await expect(page).toHaveURL(/\/order$/)
    await expect(page.getByRole('button', { name: 'Pickup from Mankato, change restaurant' })).toBeVisible()
    await page.goto('/menu')
    await expect(page.getByRole('link', { name: /^Belgian Waffle/ })).toBeVisible()
    // The Eagan basket is gone upstream: abandoned, not left open.
    await expect.poll(async () => (await basketAnswer(page, eaganBasket)).message).toBe('Could not load shopping basket')
  })

  test('"Start your order" at a store without its own menu makes it the current store with the default menu', async ({ page }) => {
    const eaganBasket = await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
    await page.goto('/locations/us/mn/mankato/mankato')
    await page.getByRole('link', { name: 'Start your order' }).click()
    // Three calls one after another (the store, its menu, the abandon) before the address drops ?store=.
    await expect(page).toHaveURL(/\/menu$/, { timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Pickup from Mankato, change restaurant' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Belgian Waffle/ })).toBeVisible()
    await expect.poll(async () => (await basketAnswer(page, eaganBasket)).message).toBe('Could not load shopping basket')
  })

  test('a reorder from the history abandons the basket it replaces', async ({ page }) => {
    const ann = await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123')
    await restoreSession(page, ann)
    const eaganBasket = await startWithBasket(page, [{ name: 'Belgian Waffle' }])
    await page.goto('/account/history')
    const recent = page.getByRole('region', { name: 'Recent orders' })
    await recent
      .getByRole('button', { name: /^Reorder/ })
      .first()
      .click()
    // Over a cart that holds something, the visitor says so first.
    await recent.getByRole('button', { name: 'Replace my cart' }).click()
    await expect(page).toHaveURL(/\/order$/)
    const reordered = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:order') ?? 'null')?.value?.id as string)
    expect(reordered).not.toBe(eaganBasket)
    await expect.poll(async () => (await basketAnswer(page, eaganBasket)).message).toBe('Could not load shopping basket')
  })
})

test.describe('a link to a dine-in-only restaurant', () => {
  test('leaves the visitor at their store with their cart, and says why', async ({ page }) => {
    const eaganBasket = await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
    await page.goto('/menu?store=4146')
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' })
    await expect(dialog).toContainText(NO_ONLINE_ORDERS)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('button', { name: 'Pickup from Eagan, change restaurant' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Your order, 1 item' })).toBeVisible()
    expect((await basketAnswer(page, eaganBasket)).status).toBe(200)
  })
})
