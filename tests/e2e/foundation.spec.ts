import { test, expect } from './fixtures.ts'

const persistedOrder = (savedAt: number) =>
  JSON.stringify({
    savedAt,
    value: {
      id: 'basket-e2e',
      handoff: 'pickup',
      products: [
        { id: 1, product_id: 100101, name: 'Buttermilk Pancakes', quantity: 2, cost: { total: 17.98 }, choices: [] },
        { id: 2, product_id: 100102, name: 'Mammoth Muffin', quantity: 3, cost: { total: 11.97 }, choices: [] },
      ],
      taxes: [],
      totals: { subtotal: 29.95, total: 29.95 },
    },
  })

test('the home page renders from KV content and hydrates without errors', async ({ page, worldNow }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Perkins Restaurant & Bakery | Breakfast All Day, Pies Baked Fresh')
  await expect(page.getByRole('heading', { level: 1, name: 'Real breakfast. Fresh-baked pie. Right around the corner.' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date(worldNow()).getUTCFullYear()} Perkins`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})

test("clicking 'View Locations' navigates without a full page load", async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'View Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Perkins Near You' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test.describe('a missing page', () => {
  // The browser itself logs the document's 404 status; that is the point of this test, not a fault.
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByText("The page you're looking for cannot be found.")).toBeVisible()
    // A way on to where most visitors were going.
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'See our menu' })).toHaveAttribute('href', '/menu')
    await main.getByRole('link', { name: 'Find a location' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Perkins Near You' })).toBeVisible()
  })
})

test('the cart count is the sum of quantities of the persisted order', async ({ page, worldNow }) => {
  // This basket exists only in storage: the panel's suggestions and points calls would answer "Could not load
  // shopping basket", which rightly clears it, so they are answered here.
  await page.route('**/api', (route) => {
    const path = route.request().headers()['path'] ?? ''
    if (path.startsWith('upsells/')) return route.fulfill({ json: { items: [] } })
    const points = /^orders\/([^/]+)\/points$/.exec(path)
    return points ? route.fulfill({ json: { id: points[1], points: 299 } }) : route.fallback()
  })
  await page.addInitScript((entry) => window.localStorage.setItem('perkins:order', entry), persistedOrder(worldNow() - 60_000))
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Your order, 5 items' })).toBeVisible()
  await page.getByRole('button', { name: 'Your order, 5 items' }).click()
  const panel = page.getByRole('dialog', { name: 'Your Order' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText('Order Subtotal')).toBeVisible()
  await expect(panel.getByText('$29.95')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Join VIP Perks and earn 299 points on this order' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Your order, 5 items' })).toBeFocused()
})

test('an expired persisted order is dropped', async ({ page, worldNow }) => {
  const twoDaysAgo = worldNow() - 2 * 24 * 60 * 60 * 1000
  await page.addInitScript((entry) => {
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('perkins:order', entry)
      sessionStorage.setItem('seeded', '1')
    }
  }, persistedOrder(twoDaysAgo))
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('button', { name: 'Your order, 0 items' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('perkins:order'))).toBeNull()
})

test('the empty cart panel offers to start an order @any-width', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Your order, 0 items' }).click()
  const panel = page.getByRole('dialog', { name: 'Your Order' })
  await expect(panel.getByText('Looks like your cart is empty.')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Start your order' })).toBeVisible()
})

test('the phone menu button opens the main navigation @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VIP Perks' })).toBeVisible()
  // Tab past its last link closes it, so it never covers where the keyboard has gone.
  const last = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })
  await last.focus()
  await page.keyboard.press('Tab')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VIP Perks' })).toBeHidden()
})

test.describe('before the scripts run', () => {
  // The held-back scripts are logged as failed loads; that is the point here.
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test("the header's restaurant and order buttons go to the locations and the basket @any-width", async ({ page }) => {
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
    await page.goto('/about')
    await page.getByRole('button', { name: /Find (us|a restaurant)/ }).click()
    await expect(page).toHaveURL(/\/locations\??$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: /Your order/ }).click()
    await expect(page).toHaveURL(/\/order\??$/)
  })

  test('the phone menu button opens the main navigation, and Escape closes it @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
    await page.goto('/about')
    const navigation = page.getByRole('navigation', { name: 'Main' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(navigation.getByRole('link', { name: 'VIP Perks' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(navigation.getByRole('link', { name: 'VIP Perks' })).toBeHidden()
  })
})

test.describe('as every visitor gets it', () => {
  // The suite blocks service workers but where a test is about one (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('a service worker is registered at /sw.js', async ({ page }) => {
    await page.goto('/')
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
    expect(scriptUrl).toMatch(/\/sw\.js$/)
  })
})

test('the basket and checkout say, to a browser with JavaScript off, why they cannot load and where to order by phone', async ({
  request,
}) => {
  // Chromium under test still parses <noscript> as text with scripts switched off, so the page's HTML is read.
  for (const path of ['/order', '/order/checkout']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(/<noscript><p>Ordering online needs JavaScript, which is off in this browser\..*?<a href="\/locations">/)
  }
})
