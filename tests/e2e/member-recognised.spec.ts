import { test, expect } from './fixtures.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'

// A signed-in member is recognised everywhere: /perks shows her balance and next reward instead of "Join VIP
// Perks" and "Sign in", and the header says she is signed in at every width.

test('/perks shows a signed-in member her balance, next reward and a way to her rewards @any-width', async ({ page }) => {
  const ben = await signInThroughApi(page.request, 'ben.ortiz@example.com', 'Hashbrowns456')
  const answer = await page.request.get('/api', { headers: { path: 'members/balance', token: ben.token.access.token } })
  const balance = (await answer.json()) as { points: number; next_reward: { name: string; points_needed: number } }
  await restoreSession(page, ben)
  await page.goto('/perks')
  const summary = page.getByRole('region', { name: 'Welcome back, Ben' })
  await expect(summary).toBeVisible()
  await expect(summary.getByText(balance.points.toLocaleString('en-US'), { exact: true })).toBeVisible()
  await expect(
    summary.getByText(`${balance.next_reward.points_needed.toLocaleString('en-US')} points to go until ${balance.next_reward.name}.`),
  ).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Join VIP Perks' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0)
  await summary.getByRole('link', { name: 'See my rewards' }).click()
  await expect(page).toHaveURL(/\/account\/perks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible()
})

test('a visitor on /perks is asked to join or sign in @any-width', async ({ page }) => {
  await page.goto('/perks')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Join VIP Perks' }).first()).toBeVisible()
  await expect(main.getByRole('region', { name: /Welcome back/ })).toHaveCount(0)
})

test('the header shows the signed-in state at every width @any-width', async ({ page }) => {
  const ben = await signInThroughApi(page.request, 'ben.ortiz@example.com', 'Hashbrowns456')
  await restoreSession(page, ben)
  await page.goto('/')
  const banner = page.getByRole('banner')
  // Visible without opening the phone's menu.
  await expect(banner.getByRole('link', { name: 'My Account' }).first()).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
})
