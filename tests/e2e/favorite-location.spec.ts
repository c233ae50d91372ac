import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'

/** Signs a seed member in through the site's own /api (a development bot-check token) and stores the session. */
async function signInAsAnn(page: Page) {
  const verify = `dev-bot-check-ok.${crypto.randomUUID().replaceAll('-', '')}`
  const signin = await page.request.post('/api', {
    headers: { path: 'members/signin', verify, 'content-type': 'application/json' },
    data: { username: 'ann.lee@example.com', password: 'Pancakes123' },
  })
  expect(signin.status()).toBe(200)
  const token = await signin.json()
  const profile = await page.request.get('/api', { headers: { path: 'members/get', token: token.access.token } })
  expect(profile.status()).toBe(200)
  const user = await profile.json()
  await page.addInitScript(
    ({ token, user }) => {
      const now = Date.now()
      localStorage.setItem('perkins:token', JSON.stringify({ value: token, savedAt: now }))
      localStorage.setItem('perkins:user', JSON.stringify({ value: user, savedAt: now }))
    },
    { token, user },
  )
}

test('a member changes their favourite location', async ({ page }) => {
  await signInAsAnn(page)
  await page.goto('/locations')
  const panel = page.getByRole('region', { name: 'My favorite location' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: /favorite location/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Find your favorite location!' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Address, city or zip code')).toBeFocused()
  await dialog.getByLabel('Address, city or zip code').fill('55401')
  await dialog.getByRole('button', { name: 'Search' }).click()
  const choices = dialog.getByRole('button', { name: /^Make .+ my favorite$/ })
  await expect(choices.first()).toBeVisible()
  // Two restaurants may share a name: each button is described by its address.
  await expect(choices.first()).toHaveAccessibleDescription(/^\d+ .+, [A-Z]{2} \d{5}$/)
  const name = (await choices.first().textContent())!.replace(/^Make (.+) my favorite$/, '$1')
  await choices.first().click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByRole('link', { name: new RegExp(`^Perkins ${name},`) })).toBeVisible()
  // Said, not only drawn, once the dialog has closed (the page behind an open one is out of a screen reader's reach).
  await expect(panel.getByRole('status')).toHaveText(`Perkins ${name} is now your favorite location.`)
  // The old favourites were deleted, then the new one set.
  const favorites = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:user') ?? 'null')?.value?.favelocations)
  expect(favorites).toHaveLength(1)
})

test('the favourite search says when nothing is found', async ({ page }) => {
  await signInAsAnn(page)
  await page.goto('/locations')
  await page
    .getByRole('region', { name: 'My favorite location' })
    .getByRole('button', { name: /favorite location/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Find your favorite location!' })
  await dialog.getByLabel('Address, city or zip code').fill('99501')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog.getByText('No locations found')).toBeVisible()
})

test('visitors who are not signed in see no favourite panel', async ({ page }) => {
  await page.goto('/locations')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('region', { name: 'My favorite location' })).toHaveCount(0)
})
