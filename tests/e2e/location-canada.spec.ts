import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { test, expect } from './fixtures.ts'
import { countApiCalls } from './api-calls.ts'

// The Canadian restaurants: their pages under /locations/ca/{province}/{city}/{location}, the Canada level of the
// directory, and the location search taking a postal code ("A1A 1A1"), in the browser and without scripts.

const finderOf = (page: Page) => page.getByRole('search', { name: 'Search for a restaurant' })

test('a Canadian restaurant has its page: postal code, phone, hours in its own time, the way there @any-width', async ({ page }) => {
  await page.goto('/locations/ca/mb/winnipeg/winnipeg-pembina-highway')
  await expect(page.getByRole('heading', { level: 1, name: 'Perkins Winnipeg' })).toBeVisible()
  await expect(page.getByText('Winnipeg, MB R3T 5J3')).toBeVisible()
  await expect(page.getByRole('link', { name: '204-261-4425' })).toHaveAttribute('href', 'tel:+12042614425')
  await expect(page.getByText("In the restaurant's local time")).toBeVisible()
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link', { name: 'Canada' })).toHaveAttribute('href', '/locations/ca')
  await expect(breadcrumb.getByRole('link', { name: 'Manitoba' })).toHaveAttribute('href', '/locations/ca/mb')
  await expect(page.getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/menu?store=9102')
  expect(await seriousViolations(page)).toEqual([])
})

test('the Canada level lists the Manitoba and Ontario restaurants @any-width', async ({ page }) => {
  await page.goto('/locations/ca')
  await expect(page.getByRole('heading', { level: 1, name: 'Perkins Restaurants in Canada' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Manitoba/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Ontario/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Minnesota/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Perkins Thunder Bay, 1091 Memorial Ave' })).toHaveAttribute(
    'href',
    '/locations/ca/on/thunder-bay/thunder-bay',
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('searching a postal code on /locations lists the nearest Canadian restaurants first @any-width', async ({ page }) => {
  await page.goto('/locations')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const finder = finderOf(page)
  await finder.getByLabel('Address, city or zip code').fill('r3t2n2')
  await finder.getByRole('button', { name: 'Search' }).click()
  const results = page.locator('.location-finder__results li')
  await expect(results.first()).toContainText('Perkins Winnipeg, 2525 Pembina Hwy')
  await expect(results).toHaveCount(2)
  await expect(results.nth(1)).toContainText('Perkins Winnipeg, 1475 Regent Ave W')
  // A Canadian restaurant is so many kilometres away, not miles.
  await expect(results.first().locator('.location-directory__distance')).toHaveText(/^\d+\.\d km$/)
  expect(await seriousViolations(page)).toEqual([])
})

test('a postal code that is not Canadian-shaped reads "Incorrect format." and nothing is sent', async ({ page }) => {
  const searches = countApiCalls(page, 'locations/search')
  await page.goto('/locations')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const field = finderOf(page).getByLabel('Address, city or zip code')
  for (const code of ['R3T 2N', 'D3T 2N2']) {
    await field.fill(code)
    await finderOf(page).getByRole('button', { name: 'Search' }).click()
    await expect(field).toHaveAccessibleDescription('Incorrect format.')
    await expect(field).toBeFocused()
  }
  expect(searches()).toBe(0)
})

test('the store chooser finds an Ontario restaurant by postal code', async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await selector.getByLabel('Address, city or zip code').fill('K2G 3J4')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('button', { name: 'Order from Ottawa' })).toBeVisible()
  await expect(selector.getByText('1595 Merivale Rd, Ottawa, ON K2G 3J4')).toBeVisible()
  await expect(
    selector
      .getByRole('listitem')
      .filter({ hasText: '1595 Merivale Rd' })
      .getByText(/^\d+\.\d km$/),
  ).toBeVisible()
})

test.describe('without scripts', () => {
  // The held-back scripts are logged as failed loads; that is the point here.
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test('a postal code search is answered by the server @any-width', async ({ page }) => {
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
    await page.goto('/locations')
    await finderOf(page).getByLabel('Address, city or zip code').fill('P3A 1Z2')
    await finderOf(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/locations\?zip=P3A\+1Z2$/)
    await expect(page.locator('.location-finder__results li').first()).toContainText('Perkins Sudbury, 1349 Lasalle Blvd')
  })
})
