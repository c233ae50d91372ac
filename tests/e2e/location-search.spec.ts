import type { Page, Request } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { answerApiCall, countApiCalls } from './api-calls.ts'

// The search the location selector and /locations share: only the newest search may land, what it checks before
// sending, and how a failure reads.

const PICKUP_HEADING = 'Find a Perkins location near you'
const DELIVERY_HEADING = 'Where would you like your food delivered?'

const isSearchFor = (request: Request, address: string) =>
  request.headers()['path'] === 'locations/search' && new URL(request.url()).searchParams.get('address') === address

/**
 * Holds the upstream's answer to a search for `address` until `release()` is called. `sent` settles when the request
 * has left the page (the visitor can see "Searching…" a moment before it has, under load), `cancelled` when the page
 * gives up on it.
 */
async function holdSearch(page: Page, address: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let markSent = () => {}
  const sent = new Promise<void>((resolve) => (markSent = resolve))
  await page.route('**/api*', async (route) => {
    if (!isSearchFor(route.request(), address)) return route.fallback()
    markSent()
    await released
    // The page may have cancelled the request meanwhile; then there is nobody left to answer.
    await route.continue().catch(() => {})
  })
  // Bounded by the test's own time limit: 10 s from here (before the page has even loaded) was too little on a busy
  // machine, where loading, hydrating and typing the search took most of it.
  const cancelled = page.waitForEvent('requestfailed', { predicate: (request) => isSearchFor(request, address), timeout: 0 })
  return { release, sent, cancelled }
}

/** On /menu, a search for Eagan's zip in the selector that the upstream holds: the selector says it is searching. */
async function slowSearchInSelector(page: Page) {
  const slow = await holdSearch(page, '55121')
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('status')).toHaveText('Searching…')
  await slow.sent
  return { slow, selector }
}

/** Lets an answer that was (wrongly) still awaited reach the page and render. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))

test('Find Me during a slow search cancels that search, and its late answer never replaces the newer one', async ({ page, context }) => {
  // Anchorage: no restaurant within reach, so the newer answer is 'No nearby locations.' and the stale one would be Eagan.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 61.2181, longitude: -149.9003 })
  const { slow, selector } = await slowSearchInSelector(page)

  await selector.getByRole('button', { name: 'Find Me' }).click()
  await expect(selector.getByText('No nearby locations.')).toBeVisible()
  slow.release()
  await settle(page)
  await expect(selector.getByText('No nearby locations.')).toBeVisible()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toHaveCount(0)
  await slow.cancelled
})

test('switching to delivery during a pickup search cancels it: no pickup results appear under delivery', async ({ page }) => {
  const { slow, selector } = await slowSearchInSelector(page)

  await selector.getByRole('radio', { name: 'Delivery' }).check()
  const delivery = page.getByRole('dialog', { name: DELIVERY_HEADING })
  await expect(delivery).toBeVisible()
  slow.release()
  await settle(page)
  await expect(delivery.getByRole('heading', { name: 'Choose a Restaurant:' })).toHaveCount(0)
  await expect(delivery.getByRole('button', { name: 'Search' })).toBeEnabled()
  await slow.cancelled
})

test('a search still running when the visitor leaves /locations is cancelled', async ({ page }) => {
  const slow = await holdSearch(page, '55121')
  await page.goto('/locations')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  await finder.getByLabel('Address, city or zip code').fill('55121')
  await finder.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('Searching…')).toBeVisible()
  await slow.sent

  await page
    .getByRole('navigation', { name: 'Filter by state' })
    .getByRole('link', { name: /Minnesota/ })
    .click()
  await expect(page).toHaveURL(/\/locations\/us\/mn$/)
  await slow.cancelled
  slow.release()
})

test('on /locations, digits that are no zip and text too long are refused beside the field, and nothing is sent', async ({ page }) => {
  const searches = countApiCalls(page, 'locations/search')
  await page.goto('/locations')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  const field = finder.getByLabel('Address, city or zip code')

  await field.fill('5512')
  await finder.getByRole('button', { name: 'Search' }).click()
  await expect(field).toHaveAccessibleDescription('Incorrect format.')
  await expect(field).toBeFocused()

  await field.fill(`${'Main Street '.repeat(17)}Eagan, MN`)
  await finder.getByRole('button', { name: 'Search' }).click()
  await expect(field).toHaveAccessibleDescription('Please enter no more than 200 characters.')
  await expect(field).toHaveValue(/Eagan, MN$/)
  expect(searches()).toBe(0)
})

test.describe('when the upstream says no', () => {
  // The browser logs the failed /api response this test arranges.
  test.use({ allowConsoleErrors: [/status of 502/] })

  test('a failed /locations search reads as the trouble message with home and contact links, and keeps the text', async ({ page }) => {
    await answerApiCall(page, 'locations/search', {
      status: 502,
      json: { message: 'There was an error processing your request. This error has been logged' },
    })
    await page.goto('/locations')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const finder = page.getByRole('search', { name: 'Search for a restaurant' })
    await finder.getByLabel('Address, city or zip code').fill('Eagan, MN')
    await finder.getByRole('button', { name: 'Search' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'There was an error' })
    await expect(alert).toContainText('There was an error processing your request. This error has been logged')
    await expect(alert.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(alert.getByRole('link', { name: 'Contact us' })).toBeVisible()
    await expect(finder.getByLabel('Address, city or zip code')).toHaveValue('Eagan, MN')
  })
})

test('a search sent empty shows what to type, not the answer to the search before it', async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  const field = selector.getByLabel('Address, city or zip code')
  await field.fill('Anchorage, AK')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByText('No nearby locations.')).toBeVisible()

  await field.fill('')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(field).toHaveAccessibleDescription('Please enter an address, city or zip code.')
  await expect(selector.getByText('No nearby locations.')).toHaveCount(0)
  await expect(field).toBeFocused()
})

test('the selector that opened by itself: nothing found has no empty heading, it stays put, and Escape leaves focus on the page', async ({
  page,
}) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  const field = selector.getByLabel('Address, city or zip code')
  await expect(field).toBeFocused()
  const heading = selector.getByRole('heading', { name: PICKUP_HEADING })
  const top = async () => (await heading.boundingBox())!.y

  const before = await top()
  await field.fill('zzzqqq')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByText('No nearby locations.')).toBeVisible()
  // Said once, with no heading over an empty section.
  await expect(selector.getByRole('heading', { name: 'Choose a Restaurant:' })).toHaveCount(0)
  expect(await top()).toBe(before)

  await field.fill('55401')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('heading', { name: 'Choose a Restaurant:' })).toBeVisible()
  // The results grow the dialog downwards: the field being typed in stays where it was.
  expect(await top()).toBe(before)

  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('on /locations, Back from a restaurant found by a search, or a reload, finds the search again', async ({ page }) => {
  await page.goto('/locations')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  const field = finder.getByLabel('Address, city or zip code')
  await field.fill('55401')
  await finder.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(/^\d+ restaurants found$/)).toBeVisible()
  await expect(page).toHaveURL(/\/locations\?zip=55401$/)

  const results = page.getByRole('region', { name: 'Search for a restaurant' })
  const first = results.getByRole('link', { name: /^Perkins / }).first()
  const name = (await first.textContent())!
  await first.click()
  await expect(page).not.toHaveURL(/\/locations\?/)
  await page.goBack()
  await expect(page).toHaveURL(/\/locations\?zip=55401$/)
  await expect(field).toHaveValue('55401')
  await expect(results.getByRole('link', { name, exact: true })).toBeVisible()

  await page.reload()
  await expect(field).toHaveValue('55401')
  await expect(results.getByRole('link', { name, exact: true })).toBeVisible()
})

test('on /locations, an empty search is announced beside the field, and nothing found is said once', async ({ page }) => {
  await page.goto('/locations')
  const finder = page.getByRole('search', { name: 'Search for a restaurant' })
  const field = finder.getByLabel('Address, city or zip code')
  await field.press('Enter')
  const refusal = finder.getByText('Please enter an address, city or zip code.')
  await expect(refusal).toBeVisible()
  // Focus is in the field already, so its description is not read again: the message's own line is live.
  await expect(refusal).toHaveAttribute('aria-live', 'polite')
  await expect(field).toBeFocused()

  await field.fill('zzzqqq')
  await field.press('Enter')
  await expect(page.getByText('No nearby locations.')).toHaveCount(1)
  await expect(page.getByText(/restaurants? found/)).toHaveCount(0)
})
