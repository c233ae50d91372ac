import { test, expect } from './fixtures.ts'

// A returning visitor's browser has the scripts cached (HTTP cache and the service worker), so the entry script
// can run while the parser is still inside a long page. Every load must still become interactive.
const LONG_PAGES = ['/legal', '/privacy-policy', '/about', '/locations']
// Three throttled loads of each page. The fix this guards was proven with 50 at two widths; since reading pages start
// their scripts only after `load` (worker/pages/start-after-paint.ts), the entry no longer meets a half-parsed page
// there, so 12 keep the guard at a quarter of its old cost.
const LOADS = 12

// The warm cache is the service worker's (the suite blocks it elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test('every repeat load of a long page from a warm cache becomes interactive @phone', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/legal')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The service worker takes control after its first activation; from then on it serves the cached assets.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // A phone's connection: the page arrives over a second or so while the cached scripts are there at once.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 160 * 1024,
    uploadThroughput: 32 * 1024,
  })

  for (let load = 0; load < LOADS; load++) {
    const path = LONG_PAGES[load % LONG_PAGES.length]!
    await page.goto(path)
    await expect(page.locator('html'), `load ${load + 1} of ${path}`).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('button', { name: /^Your order/ }).click()
    const panel = page.getByRole('dialog', { name: 'Your Order' })
    await expect(panel, `the cart opens on load ${load + 1} of ${path}`).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
})
