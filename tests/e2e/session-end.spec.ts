import type { Page } from '@playwright/test'
import { browserClockAhead, test, expect } from './fixtures.ts'
import { hydrated } from './account-helpers.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'

// Issue 29, R5 and R6: a member's stored token and profile outlived the session on a shared computer (six hours
// later the header still said "My Account" and /account showed the email, phone and birthday), and Sign Out made
// no call, so copied tokens kept working.

const SIX_HOURS_MS = 6 * 60 * 60 * 1000

const stored = (page: Page) => page.evaluate(() => ['perkins:token', 'perkins:user'].map((key) => localStorage.getItem(key)))

test('six hours after the session ended, a content page shows nothing of the last member, and storage forgets them', async ({
  page,
  context,
}) => {
  const ann = await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123')
  await restoreSession(page, ann)
  // While the session lasts, the member is signed in: the check below can tell.
  await page.goto('/about')
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible()

  // The next visitor at the same computer, six hours on.
  const later = await context.newPage()
  await browserClockAhead(later, SIX_HOURS_MS)
  await later.goto('/about')
  await hydrated(later)
  await expect(later.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(later.getByRole('link', { name: 'My Account' })).toHaveCount(0)
  expect(await stored(later)).toEqual([null, null])

  await later.goto('/account')
  await hydrated(later)
  await expect(later.getByRole('heading', { level: 1 })).toBeVisible()
  for (const detail of ['ann.lee@example.com', 'Welcome back, Ann', '651-555-0101', '6515550101'])
    await expect(later.getByText(detail)).toHaveCount(0)
})

test('after Sign Out, the tokens copied before it are refused by /api', async ({ page }) => {
  const ann = await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123')
  const copied = { access: ann.token.access.token, ordering: ann.token.ordering.access.token }
  const get = (path: string, token: string) => page.request.get('/api', { headers: { path, token } })
  expect((await get('members/get', copied.access)).status()).toBe(200)

  await restoreSession(page, ann)
  await page.goto('/account')
  await hydrated(page)
  await expect(page.getByText('Welcome back, Ann!')).toBeVisible()
  const signedOut = page.waitForResponse((response) => response.request().headers()['path'] === 'members/signout')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  expect((await signedOut).status()).toBe(204)
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  expect(await stored(page)).toEqual([null, null])

  const member = await get('members/get', copied.access)
  expect(member.status()).toBe(401)
  expect(await member.json()).toEqual({ message: 'Invalid Access Token' })
  expect((await get('orders/recent', copied.ordering)).status()).toBe(401)
})
