import { test, expect } from './fixtures.ts'
import { hydrated } from './account-helpers.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'

test('a member reorders a past order from their history, which fills the cart, and saves one as a favorite', async ({ page }) => {
  await page.goto('/account/history')
  await expect(page).toHaveURL(/\/signin$/)
  await hydrated(page)
  await page.getByLabel('Email or phone number').fill('ann.lee@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account\/history$/)

  const recent = page.getByRole('region', { name: 'Recent orders' })
  await expect(recent.getByRole('button', { name: /^Reorder/ }).first()).toBeVisible()

  // Save the newest order as a favorite, under a name.
  // Each order's button says which order it is; Cancel and Save put the keyboard back on it.
  const saveNewest = recent.getByRole('button', { name: /^Save as favorite the order of / }).first()
  await saveNewest.click()
  await recent.getByRole('button', { name: 'Cancel' }).click()
  await expect(saveNewest).toBeFocused()
  await saveNewest.click()
  await recent.getByRole('button', { name: 'Save favorite' }).click()
  await expect(recent.getByText('Please name your favorite order.')).toBeVisible()
  await recent.getByLabel('Name this favorite').fill('Sunday brunch')
  await recent.getByRole('button', { name: 'Save favorite' }).click()
  const favorites = page.getByRole('region', { name: 'Favorite orders' })
  await expect(favorites.getByRole('heading', { name: 'Sunday brunch' })).toBeVisible()
  await expect(saveNewest).toBeFocused()

  await recent
    .getByRole('button', { name: /^Reorder/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByTestId('cart-count')).not.toHaveText('0')
  const order = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:order') ?? 'null')?.value)
  expect(order.products.length).toBeGreaterThan(0)
  const location = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:location') ?? 'null')?.value)
  expect(location.id).toBe(order.location_id)

  // A favorite reorders too; over a cart that holds something, it asks first, and keeping the cart changes nothing.
  const count = (await page.getByTestId('cart-count').textContent()) ?? ''
  await page.goto('/account/history')
  const favorites2 = page.getByRole('region', { name: 'Favorite orders' })
  const reorderFave = favorites2.getByRole('button', { name: 'Reorder Sunday brunch' })
  await reorderFave.click()
  const replace = favorites2.getByRole('button', { name: 'Replace my cart' })
  await expect(replace).toBeFocused()
  await expect(replace).toHaveAccessibleDescription(/^Your cart has \d+ items?\. Reordering replaces (it|them)\.$/)
  await favorites2.getByRole('button', { name: 'Keep my cart' }).click()
  await expect(reorderFave).toBeFocused()
  // Escape keeps the cart too.
  await reorderFave.click()
  await expect(replace).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(reorderFave).toBeFocused()
  await expect(page).toHaveURL(/\/account\/history$/)
  await expect(page.getByTestId('cart-count')).toHaveText(count)
  await reorderFave.click()
  await replace.click()
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByTestId('cart-count')).not.toHaveText('0')
})

test('each past order says where it was ordered from and opens its own page', async ({ page }) => {
  await restoreSession(page, await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123'))
  await page.goto('/account/history')
  const recent = page.getByRole('region', { name: 'Recent orders' })
  const newest = recent
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^View order of / }) })
    .first()
  await expect(newest.getByText(/ · Perkins Eagan$/)).toBeVisible()
  await newest.getByRole('link', { name: /^View order of / }).click()
  await expect(page).toHaveURL(/\/order\/confirm\?id=/)
  await expect(page.getByRole('heading', { name: 'Your items' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Order not found' })).toHaveCount(0)
  await expect(page.getByText(/^Status: /)).toBeVisible()
})
