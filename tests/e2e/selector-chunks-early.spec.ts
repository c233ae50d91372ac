import { expect, test } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { builtChunkPath } from './built-chunks.ts'

// On /menu and the order screens the location selector opens for a visitor with no restaurant. Its chunks are asked
// for by the page's start script with the page's own, a few per task, instead of all at once by Vite's preload helper
// when it opens (worker/pages/start-after-paint.ts). These tests hold the entry script, so what they see is the start
// script's work alone (a held script also holds the load event, so they arrive at DOMContentLoaded).

test.use({ waitForScriptsOnArrival: false })

const SELECTOR_CHUNK = builtChunkPath('client/components/locations/location-selector.tsx')

/** Holds the entry script until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/assets/entry.client-'),
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}

/** The page's own chunks, as its start script names them. */
async function pagePreloads(page: Page): Promise<string[]> {
  const names = await page.locator('script#page-start').getAttribute('data-preloads')
  return (names ?? '').split(' ').filter(Boolean)
}

test('a visitor with no restaurant gets the selector with the menu, before the scripts run', async ({ page }) => {
  const release = await holdEntry(page)
  const html = await (await page.goto('/menu', { waitUntil: 'domcontentloaded' }))?.text()
  // Named without its path, so a page the service worker stored for a visitor who never opened the selector still
  // counts as having every asset it names.
  expect(html).not.toContain(SELECTOR_CHUNK)
  await expect(page.locator(`link[rel="modulepreload"][href="${SELECTOR_CHUNK}"]`)).toHaveCount(1)
  release()
  await expect(page.getByRole('dialog', { name: 'Find a Perkins location near you' })).toBeVisible()
})

test('a visitor with a restaurant stored is not sent the selector', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('perkins:location', JSON.stringify({ value: { id: 3510 }, savedAt: Date.now() })))
  await holdEntry(page)
  await page.goto('/menu', { waitUntil: 'domcontentloaded' })
  const own = await pagePreloads(page)
  expect(own.length).toBeGreaterThan(0)
  // The page's own chunks come first; once the last is asked for, so would the selector's have been.
  await expect(page.locator(`link[rel="modulepreload"][href="${own.at(-1)}"]`)).toHaveCount(1)
  await expect(page.locator(`link[rel="modulepreload"][href="${SELECTOR_CHUNK}"]`)).toHaveCount(0)
})

test('a reading page does not name the selector', async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('data-selector-chunks="')
})
