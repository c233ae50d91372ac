import { test, expect } from './fixtures.ts'
import { DINE_IN_ONLY_STORE_IDS } from '#shared/seed/locations.ts'

// The product's words for a restaurant that takes no online orders.
const NO_ONLINE_ORDERS = 'This restaurant does not take online orders. Please call or visit us.'

const WIDTHS = [320, 390, 900, 1280]
const ROUTES = [
  '/',
  '/perks',
  '/franchising',
  '/franchising/blog',
  '/contact-us',
  '/locations',
  '/locations/us',
  '/locations/us/mn',
  '/locations/us/mn/eagan',
  '/locations/us/mn/eagan/eagan',
]

// Each page loads once, at the narrowest width, and is then resized through the others: the header and the page's
// width follow the viewport through CSS alone, so a resize checks what a load at that width would.
test('at 320, 390, 900 and 1280 px the header is one row and nothing scrolls sideways', async ({ page }) => {
  test.setTimeout(60_000)
  for (const route of ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await page.goto(route)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const box = await page.getByRole('banner').boundingBox()
      expect(box?.height, `${route} at ${width}px: header height`).toBeLessThanOrEqual(80)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${width}px: sideways scroll`).toBeLessThanOrEqual(0)
    }
  }
})

test('/locations shows a card with hours and an order action, or why there is none, for every restaurant', async ({ page }) => {
  await page.goto('/locations')
  const summary = await page
    .getByText(/^\d+ restaurants in \d+ states and \d+ provinces$/)
    .first()
    .textContent()
  const total = Number(summary?.split(' ')[0])
  expect(total).toBeGreaterThan(40)
  const cards = page.locator('.location-directory__state .location-card')
  await expect(cards).toHaveCount(total)
  let dineInOnly = 0
  for (const card of await cards.all()) {
    // A dine-in-only restaurant says it takes no online orders instead of offering a link that cannot order.
    if (await card.getByText(NO_ONLINE_ORDERS).count()) {
      dineInOnly++
      await expect(card.getByRole('link', { name: /^Start your order/ })).toHaveCount(0)
    } else {
      await expect(card.getByRole('link', { name: /^Start your order at / })).toHaveAttribute('href', /^\/menu\?store=\d{3,6}$/)
    }
    await expect(card.getByText(/^(Today \d|Closed today|Hours not listed)/)).toBeVisible()
    await expect(card.getByRole('link', { name: /^Directions to / })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    )
  }
  expect(dineInOnly).toBe(DINE_IN_ONLY_STORE_IDS.length)
  // The map draws the US states: a pin for every US restaurant; the Canadian ones are in the list only.
  const usCards = await page.locator('.location-directory__state .location-card h3 a[href^="/locations/us/"]').count()
  expect(usCards).toBeLessThan(total)
  await expect(page.locator('.location-map .location-map__pin')).toHaveCount(usCards)
})

test('the state filter narrows /locations to one state', async ({ page }) => {
  await page.goto('/locations')
  await page
    .getByRole('navigation', { name: 'Filter by state' })
    .getByRole('link', { name: /^Minnesota/ })
    .click()
  await expect(page).toHaveURL(/\/locations\/us\/mn$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Perkins Restaurants in Minnesota' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Florida/ })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'United States' })).toBeVisible()
})

test('an embedded form that cannot load shows what it is and another way to reach us', async ({ page }) => {
  // The forms host never answers: the frame must not stay a blank box.
  await page.route(/\/eclubfeedback/, () => new Promise(() => {}))
  await page.goto('/reviews')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.locator('.embed-form__box').scrollIntoViewIfNeeded()
  await expect(page.getByText('This form could not load here.', { exact: false })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('link', { name: /^Open the / })).toHaveAttribute('href', /eclubfeedback/)
  await expect(page.getByRole('link', { name: '1-800-555-0142' })).toBeVisible()
  // No header on reviews: the way back to the site follows the page's content.
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Perkins' })).toBeVisible()
})
