import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'
import { addFromMenu, chooseEagan, expectValidatedTotals, fillCard, openCart, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

async function points(page: Page, access: string): Promise<number> {
  const balance = await page.request.get('/api', { headers: { path: 'members/balance', token: access } })
  expect(balance.status()).toBe(200)
  return (await balance.json()).points
}

test('a signed-in member checks out without the sign-in step and earns points', async ({ page }) => {
  const cara = await signInThroughApi(page.request, 'cara.novak@example.com', 'Syrup789!')
  await restoreSession(page, cara)
  const before = await points(page, cara.token.access.token)
  await chooseEagan(page)
  await addFromMenu(page, 'Classic French Toast')
  const cart = await openCart(page)
  await cart.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await expect(page.getByText(/Ordering as Cara Novak/)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveCount(0)
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  await expect(page.getByRole('button', { name: 'Join VIP Perks' })).toHaveCount(0)
  expect(await points(page, cara.token.access.token)).toBeGreaterThan(before)
})
