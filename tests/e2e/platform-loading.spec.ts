import { test, expect } from './fixtures.ts'
import type { Page, Route } from '@playwright/test'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// The service worker would answer these requests itself, out of page.route's sight.
test.use(ORDERING_TEST_OPTIONS)

/** Holds every request matching `url` until `release()` is called, so a test can look at the page while it waits. */
async function holdRequests(page: Page, url: string, matches: (route: Route) => boolean = () => true) {
  const held: Route[] = []
  let releasing = false
  await page.route(url, (route) => {
    if (releasing || !matches(route)) return route.fallback()
    held.push(route)
  })
  return {
    held: () => held.length,
    release: async () => {
      releasing = true
      for (const route of held.splice(0)) await route.fallback()
    },
  }
}

const headerTop = (page: Page) => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top)

test('a client navigation shows the loading bar and a polite status while the next screen loads, moving nothing', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true') // a client navigation needs the scripts running
  const before = await headerTop(page)
  const locations = await holdRequests(page, '**/_data/_locations.json')

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' })
  await link.click()
  await expect.poll(locations.held).toBe(1)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true')
  // Announced once the wait is noticeable; the bar itself is decoration.
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeAttached()
  const bar = page.locator('.loading-bar')
  await expect(bar).toHaveAttribute('data-active', 'true')
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('5s')
  // Fixed above the page: nothing below it moved, and focus stayed where the visitor left it.
  expect(await headerTop(page)).toBe(before)
  await expect(link).toBeFocused()

  await locations.release()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await expect(bar).toHaveAttribute('data-active', 'false')
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the loading bar does not animate', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true') // a client navigation needs the scripts running
    const locations = await holdRequests(page, '**/_data/_locations.json')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click()
    await expect.poll(locations.held).toBe(1)
    const bar = page.locator('.loading-bar')
    await expect(bar).toHaveAttribute('data-active', 'true')
    expect(Number.parseFloat(await bar.evaluate((element) => getComputedStyle(element).transitionDuration))).toBeLessThan(0.01)
    await locations.release()
    await expect(page).toHaveURL(/\/locations$/)
  })
})

test('while a store is being chosen the loading overlay covers the page, the page is busy, and focus stays put', async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  const choose = selector.getByRole('button', { name: 'Order from Eagan' })
  await expect(choose).toBeVisible()
  const before = await headerTop(page)

  // Choosing loads the store's menu and creates its basket (client/state/location-actions.ts): hold the basket.
  const basket = await holdRequests(page, '**/api', (route) => route.request().headers()['path'] === 'orders/create')
  await choose.click()
  await expect.poll(basket.held).toBe(1)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true')
  const overlay = page.locator('.loading-overlay')
  await expect(overlay).toBeVisible()
  await expect(overlay).toHaveAttribute('role', 'status')
  await expect(overlay).toHaveText('Loading')
  // It lies above the open selector: shown in the top layer after the selector's modal dialog.
  expect(await overlay.evaluate((element) => element.matches(':popover-open'))).toBe(true)
  await expect(choose).toBeFocused()
  expect(await headerTop(page)).toBe(before)

  await basket.release()
  await expect(page).toHaveURL(/\/order$/)
  await expect(overlay).toHaveCount(0)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
})
