import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'

// The location search on /locations before (or without) the page's scripts: the box is a named field of a plain GET
// form, so pressing Search asks the server for /locations?zip=…, which answers with the nearest restaurants first,
// checked and ranked the way the browser's own search does it.

// The held-back scripts are logged as failed loads; that is the point here.
test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

async function withoutScripts(page: Page) {
  await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
}

async function searchWithoutScripts(page: Page, text: string) {
  await withoutScripts(page)
  await page.goto('/locations')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  await finder.getByLabel('Address, city or zip code').fill(text)
  await finder.getByRole('button', { name: 'Search' }).click()
  return finder
}

const results = (page: Page) => page.locator('.location-finder__results li')

test('searching 55401 without scripts lists Minnesota restaurants first @any-width', async ({ page }) => {
  await searchWithoutScripts(page, '55401')
  await expect(page).toHaveURL(/\/locations\?zip=55401$/)
  await expect(page.getByRole('status').filter({ hasText: 'restaurants found' })).toBeVisible()
  await expect(results(page).first()).toContainText('Perkins Roseville')
  // Every restaurant within reach of downtown Minneapolis is in Minnesota, nearest first.
  const distances = await results(page).locator('.location-directory__distance').allTextContents()
  expect(distances.length).toBeGreaterThan(2)
  const miles = distances.map((text) => Number.parseFloat(text))
  expect(miles).toEqual([...miles].sort((a, b) => a - b))
  await expect(page.getByLabel('Address, city or zip code')).toHaveValue('55401')
})

test('a city alone is answered by the server too', async ({ page }) => {
  await searchWithoutScripts(page, 'Minneapolis')
  await expect(results(page).first()).toContainText('Perkins Roseville')
})

test('an unknown place without scripts reads "No nearby locations."', async ({ page }) => {
  await searchWithoutScripts(page, 'Atlantis')
  await expect(page.getByText('No nearby locations.')).toBeVisible()
  await expect(results(page)).toHaveCount(0)
})

test('a malformed zip without scripts reads "Incorrect format." beside the field', async ({ page }) => {
  await searchWithoutScripts(page, '1234')
  await expect(page.getByLabel('Address, city or zip code')).toHaveAccessibleDescription('Incorrect format.')
  await expect(results(page)).toHaveCount(0)
  await expect(page.getByText('No nearby locations.')).toHaveCount(0)
})

test('the server answer hydrates into a working search', async ({ page }) => {
  await page.goto('/locations?zip=55401')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(results(page).first()).toContainText('Perkins Roseville')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  await finder.getByLabel('Address, city or zip code').fill('53704')
  await finder.getByRole('button', { name: 'Search' }).click()
  await expect(results(page).first()).toContainText('Perkins Madison')
  // The browser searched in place, and the address now names this search (for Back and reload).
  await expect(page).toHaveURL(/\/locations\?zip=53704$/)
})
