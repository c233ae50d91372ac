import { seriousViolations } from './axe.ts'
import { browserClockAhead, test, expect } from './fixtures.ts'

test('/locations lists every state and is accessible', async ({ page }) => {
  await page.goto('/locations')
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Perkins Near You' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Minnesota' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Perkins Eagan, 1340 Yankee Doodle Rd' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('a location page shows hours with today marked, a phone link and ordering, and is accessible', async ({ page }) => {
  await page.goto('/locations/us/mn/eagan/eagan')
  await expect(page.getByRole('heading', { level: 1, name: 'Perkins Eagan' })).toBeVisible()
  await expect(page.getByRole('link', { name: '651-452-7180' })).toHaveAttribute('href', 'tel:+16514527180')
  await expect(page.getByRole('row').filter({ hasText: 'Today' })).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/menu?store=3510')
  expect(await seriousViolations(page)).toEqual([])
})

test('a location page links to writing a review and to its Google listing @any-width', async ({ page }) => {
  await page.goto('/locations/us/mn/eagan/eagan')
  // The review page, never a `?store=` address, which would empty the visitor's basket.
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/reviews')
  const google = page.getByRole('link', { name: 'Perkins Eagan on Google (opens in a new tab)' })
  await expect(google).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Eagan/)
  await expect(google).toHaveAttribute('target', '_blank')
})

test('starting an order from a location page makes it the current restaurant', async ({ page }) => {
  await page.goto('/locations/us/mn/eagan/eagan')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('link', { name: 'Start your order' }).click()
  await expect(page).toHaveURL(/\/menu$/)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('perkins:location') ?? 'null')?.value?.id)).toBe(3510)
  await expect(page.getByRole('dialog', { name: 'Find a Perkins location near you' })).toBeHidden()
})

test.describe('unknown levels', () => {
  // The browser itself logs the document's 404 status; that is what is being tested.
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('an unknown location level is a 404 page', async ({ page }) => {
    const response = await page.goto('/locations/us/mn/atlantis')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  })
})

test('the /locations search finds the nearest restaurants and links to their pages', async ({ page }) => {
  await page.goto('/locations')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  await finder.getByRole('button', { name: 'Search' }).click()
  await expect(finder.getByText('Please enter an address, city or zip code.')).toBeVisible()
  await finder.getByLabel('Address, city or zip code').fill('55121')
  await finder.getByRole('button', { name: 'Search' }).click()
  const result = page
    .getByRole('listitem')
    .filter({ hasText: /\d+\.\d mi/ })
    .getByRole('link', { name: 'Perkins Eagan, 1340 Yankee Doodle Rd' })
  await expect(result).toBeVisible()
  await result.click()
  await expect(page).toHaveURL(/\/locations\/us\/mn\/eagan\/eagan$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Perkins Eagan' })).toBeVisible()
})

test("a page drawn on the server's day hydrates as it is in a browser whose clock says the next day, then marks that day", async ({
  page,
  request,
}) => {
  // A cached page opened after midnight, or a phone whose clock is a day ahead: the page must not be redrawn (React
  // reports a hydration mismatch as an error, which fails the test), and once it runs it tells the browser's day.
  await browserClockAhead(page, 86_400_000)
  const path = '/locations/us/mn/eagan/eagan'
  const served = await (await request.get(path)).text()
  expect(served).toMatch(/aria-current="date"[^>]*><th scope="row">Tuesday/)
  await page.goto(path)
  await expect(page.getByRole('row', { name: /^Wednesday/ })).toHaveAttribute('aria-current', 'date')
  await expect(page.getByRole('row').filter({ hasText: 'Today' })).toHaveCount(1)
})
