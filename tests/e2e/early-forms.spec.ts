import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'

// With the page's scripts held back (a slow phone, a password manager that submits at once), pressing a form's
// button brings back the same page with what was typed (never the password) and a line saying to press again.

// The held-back scripts are logged as failed loads; that is the point here.
test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

async function withoutScripts(page: Page) {
  await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
}

test('Sign In pressed before the scripts ran keeps the email and says to press again @any-width', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/signin')
  await page.getByLabel('Email or phone number').fill('dana@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Sign In again' })).toBeVisible()
  await expect(page.getByLabel('Email or phone number')).toHaveValue('dana@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await expect(page).toHaveURL(/\/signin$/)
})

test('Sign Up pressed before the scripts ran keeps the names and email @any-width', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/account/signup')
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Reyes')
  await page.getByLabel('Email').fill('dana@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Sign Up again' })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Dana')
  await expect(page.getByLabel('Last name')).toHaveValue('Reyes')
  await expect(page.getByLabel('Email')).toHaveValue('dana@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('Send pressed before the scripts ran keeps the email @any-width', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/account/forgot-password')
  await page.getByLabel('Email').fill('dana@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Send reset link again' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('dana@example.com')
})

test('once the scripts arrive, the page that answered an early press works as before', async ({ page }) => {
  // The first press is held back from the scripts; the page that comes back loads them.
  let holdScripts = true
  await page.route(/\.(js|mjs)(\?.*)?$/, (route) => (holdScripts ? route.abort() : route.fallback()))
  await page.goto('/signin')
  await page.getByLabel('Email or phone number').fill('ann.lee@example.com')
  holdScripts = false
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Sign In again' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByLabel('Email or phone number')).toHaveValue('ann.lee@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
})
