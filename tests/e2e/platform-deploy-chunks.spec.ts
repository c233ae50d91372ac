import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { builtChunks } from './built-chunks.ts'

// A tab opened before a deploy asks for screens' code by the old deploy's file names, which the new deploy no longer
// serves (client/reload-on-chunk-failure.ts). The visitor must land where they were going, with the new deploy.

test.use({ serviceWorkers: 'block', allowConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] })

const directoryChunk = () => builtChunks('client/routes/location-directory.tsx')
const locationsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' })

test('a link whose screen code went with a new deploy opens that page from the server, not the page left', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  // As after a deploy: every script and sheet the old page has not loaded yet is gone; a page loaded again from the
  // server names the new deploy's files, which are served.
  let oldPage = true
  let refused = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) oldPage = false
  })
  await page.route(/\/assets\/[\w-]+\.(js|css)$/, (route) => {
    if (!oldPage) return route.fallback()
    refused++
    return route.fulfill({ status: 404, body: 'Not found' })
  })
  // A tap, with no pointer resting on the link first (which would fetch its code ahead).
  await locationsLink(page).dispatchEvent('click')
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Perkins Near You')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  expect(refused).toBeGreaterThan(0)
})

test('a link only pointed at whose screen code went with a new deploy leaves the page as it is', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.route(directoryChunk(), (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.evaluate(() =>
    window.addEventListener('vite:preloadError', () => document.documentElement.setAttribute('data-test-missed', '')),
  )
  const navigated = page.waitForEvent('framenavigated', { timeout: 2_000 }).then(
    () => true,
    () => false,
  )
  await locationsLink(page).hover()
  await expect(page.locator('html[data-test-missed]')).toBeAttached()
  // The page under the pointer is not reloaded for code fetched ahead of a click that has not come.
  expect(await navigated).toBe(false)
  await expect(page).toHaveURL(/\/$/)

  // The click, once the new deploy serves the code, opens the page.
  await page.unroute(directoryChunk())
  await locationsLink(page).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Perkins Near You')
})
