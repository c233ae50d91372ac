import { test, expect } from './fixtures.ts'
import { builtChunks } from './built-chunks.ts'

// Parts that load after the first paint (analytics, the cart panel) must never take the page down with them: when
// their code cannot load (offline before it was ever fetched), the page stays usable without them.

// The refused chunk is what the test is about; React reports the caught failure before the boundary handles it.
// The service worker is kept out: a chunk it fetched itself would pass by the blocked routes, which only see the
// page's own requests.
test.use({
  serviceWorkers: 'block',
  allowConsoleErrors: [/Failed to load resource|ERR_FAILED|Failed to fetch dynamically imported module/],
})

test('when analytics and the cart panel cannot load, the page stays and the rest of it works', async ({ page }) => {
  // Offline as far as the page knows (so a failed chunk never reloads it), with those two chunks out of reach.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }))
  await page.route(builtChunks('client/state/analytics.tsx', 'client/components/layout/cart-panel.tsx'), (route) => route.abort())
  await page.goto('/')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.getByRole('button', { name: /^Your order/ }).click()
  // The home page is still there, not the error page, and its navigation still works.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong/)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Perkins Near You')
})

test('a restaurant link opened as the connection drops keeps its restaurant and chooses it once back online', async ({ page }) => {
  // Offline until the test says the connection is back, in this tab and any reload of it.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => sessionStorage.getItem('test:online') === 'yes' }),
  )
  const queryParamActions = builtChunks('client/state/query-param-actions.ts')
  await page.route(queryParamActions, (route) => route.abort())
  await page.goto('/menu?store=3510')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  // Not acted on, not lost: the restaurant is still in the address, and the page is the menu, not an error.
  await expect(page).toHaveURL(/\/menu\?store=3510$/)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await page.unroute(queryParamActions)
  // Back online. A browser that keeps a failed module import (Chromium 150 does; later ones fetch it again) fails the
  // retry at once, and the page reloads with the restaurant still in its address; either way it is chosen.
  await page.evaluate(() => {
    sessionStorage.setItem('test:online', 'yes')
    window.dispatchEvent(new Event('online'))
  })
  await expect(page).toHaveURL(/\/menu$/)
  await expect(page.getByRole('button', { name: /Change location/ })).toBeVisible()
})
