import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import {
  addFromMenu,
  chooseEagan,
  expectConfirmation,
  expectValidatedTotals,
  fillCard,
  openCart,
  ORDERING_TEST_OPTIONS,
} from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

/** Signs a seed member in through the site's own /api and stores the session as client/state/persistence.ts does. */
async function signInAsCara(page: Page): Promise<{ access: string }> {
  const verify = `dev-bot-check-ok.${crypto.randomUUID().replaceAll('-', '')}`
  const signin = await page.request.post('/api', {
    headers: { path: 'members/signin', verify, 'content-type': 'application/json' },
    data: { username: 'cara.novak@example.com', password: 'Syrup789!' },
  })
  expect(signin.status()).toBe(200)
  const token = await signin.json()
  const user = await (await page.request.get('/api', { headers: { path: 'members/get', token: token.access.token } })).json()
  await page.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('perkins:token')) return
      localStorage.setItem('perkins:token', JSON.stringify({ value: token, savedAt: Date.now() }))
      localStorage.setItem('perkins:user', JSON.stringify({ value: user, savedAt: Date.now() }))
    },
    { token, user },
  )
  return { access: token.access.token }
}

async function points(page: Page, access: string): Promise<number> {
  const balance = await page.request.get('/api', { headers: { path: 'members/balance', token: access } })
  expect(balance.status()).toBe(200)
  return (await balance.json()).points
}

test('a signed-in member checks out without the sign-in step and earns points', async ({ page }) => {
  const { access } = await signInAsCara(page)
  const before = await points(page, access)
  await chooseEagan(page)
  await addFromMenu(page, 'Classic French Toast')
  const cart = await openCart(page)
  await cart.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await expect(page.getByText(/Ordering as Cara Novak/)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveCount(0)
  await fillCard(page)
  await expectValidatedTotals(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectConfirmation(page)
  await expect(page.getByRole('button', { name: 'Join VIP Perks' })).toHaveCount(0)
  expect(await points(page, access)).toBeGreaterThan(before)
})
