import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'
import { addFromMenu, chooseEagan, expectValidatedTotals, fillCard, openCart, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

async function balance(page: Page, access: string): Promise<{ points: number; pending_points: number }> {
  const response = await page.request.get('/api', { headers: { path: 'members/balance', token: access } })
  expect(response.status()).toBe(200)
  return response.json()
}

test('a signed-in member checks out without the sign-in step; the points are pending until the order is picked up', async ({ page }) => {
  const cara = await signInThroughApi(page.request, 'cara.novak@example.com', 'Syrup789!')
  await restoreSession(page, cara)
  const before = await balance(page, cara.token.access.token)
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
  // Points come with a completed order, never a placed one: until it is picked up they are pending.
  const after = await balance(page, cara.token.access.token)
  expect(after.points).toBe(before.points)
  expect(after.pending_points).toBeGreaterThan(before.pending_points)
  await page.goto('/account/perks')
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(
    `${after.pending_points.toLocaleString('en-US')} points pending: they are added once your order is picked up or delivered.`,
  )
})
