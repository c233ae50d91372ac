import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { startWithBasket } from './basket-setup.ts'
import { test, expect } from './fixtures.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'
import { expectValidatedTotals, fillCard, fillGuestAndCard, openCart, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

async function pendingPoints(page: Page, access: string): Promise<number> {
  const response = await page.request.get('/api', { headers: { path: 'members/balance', token: access } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { pending_points: number }).pending_points
}

test('@phone a member sees what the order earns before paying, as the basket changes, and the same number after', async ({ page }) => {
  const cara = await signInThroughApi(page.request, 'cara.novak@example.com', 'Syrup789!')
  await restoreSession(page, cara)
  await startWithBasket(page, [{ name: 'Classic French Toast', quantity: 2 }])
  const before = await pendingPoints(page, cara.token.access.token)

  await page.goto('/menu')
  const cart = await openCart(page)
  // 2 × $9.99 of food: 199 points (10 a dollar, rounded down).
  await expect(cart.getByText('This order earns 199 points')).toBeVisible()
  await cart.getByLabel('Quantity of Classic French Toast').selectOption('3')
  await expect(cart.getByText('This order earns 299 points')).toBeVisible()
  await expect(cart.getByRole('button', { name: /Join VIP Perks/ })).toHaveCount(0)

  await cart.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText('This order earns 299 points')).toBeVisible()
  await fillCard(page)
  await expectValidatedTotals(page)
  expect(await seriousViolations(page, { include: 'main' })).toEqual([])

  await placeOrder(page)
  await expect(page.getByText('This order earns 299 points')).toBeVisible()
  // What was shown is what the order earns: the member's pending points grew by exactly that.
  expect((await pendingPoints(page, cara.token.access.token)) - before).toBe(299)

  // The confirmation reloaded (or opened from history) is still the member's order, with the same number.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.getByText('This order earns 299 points')).toBeVisible()
})

test("a guest at checkout is offered what joining earns on this order, the offer opens VIP Perks' opt-in, and the confirmation names the same number", async ({
  page,
}) => {
  await startWithBasket(page, [{ name: 'Classic French Toast', quantity: 2 }], { asGuest: true })
  await page.goto('/order/checkout')
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await summary.getByRole('button', { name: 'Join VIP Perks and earn 199 points on this order' }).click()
  const optIn = page.getByRole('dialog', { name: 'Please Confirm Your Details Below' })
  await expect(optIn).toBeVisible()
  expect(await seriousViolations(page, { include: 'dialog[open]' })).toEqual([])
  await optIn.getByRole('button', { name: 'Close' }).click()
  await expect(optIn).toBeHidden()

  await fillGuestAndCard(page)
  // The confirmation's own question about the points is held back for 5 s: the number it shows sooner is the one
  // checkout was told, so the offer is whole at its first paint instead of changing a moment later.
  let holdPoints = true
  await page.route('**/api', async (route) => {
    const path = (await route.request().headerValue('path')) ?? ''
    if (holdPoints && path.endsWith('/points')) await new Promise((resolve) => setTimeout(resolve, 5_000))
    await route.fallback()
  })
  await placeOrder(page)
  const offer = page.getByRole('complementary', { name: 'Earn points for this order' })
  await expect(offer).toContainText('Join VIP Perks now and earn 199 points on this order.', { timeout: 1_000 })
  holdPoints = false
  // A reload forgets what checkout was told: the number comes from the upstream again, the same.
  await page.reload()
  await expect(page.getByRole('complementary', { name: 'Earn points for this order' })).toContainText(
    'Join VIP Perks now and earn 199 points on this order.',
  )
})
