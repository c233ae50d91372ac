import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { test, expect } from './fixtures.ts'
import { answerApiCall, countApiCalls } from './api-calls.ts'
import { builtChunks } from './built-chunks.ts'

const PICKUP_HEADING = 'Find a Perkins location near you'
const DELIVERY_HEADING = 'Where would you like your food delivered?'

/** What the page keeps for ordering in localStorage, each entry parsed (null where there is none). */
function storedOrdering(page: Page) {
  return page.evaluate(() => {
    const entry = (key: string) => {
      const text = localStorage.getItem(key)
      return text === null ? null : JSON.parse(text)
    }
    return { menu: entry('perkins:menu'), order: entry('perkins:order'), location: entry('perkins:location') }
  })
}

test('opening /menu with no location opens the selector, and a zip search finds Eagan', async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await expect(selector).toBeVisible()
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('heading', { name: 'Choose a Restaurant:' })).toBeVisible()
  const eagan = selector.getByRole('button', { name: 'Order from Eagan' })
  await expect(eagan).toBeVisible()
  await expect(selector.getByText(/\d+\.\d mi/).first()).toBeVisible()
  await eagan.click()
  await expect(page).toHaveURL(/\/order$/)
  await expect(selector).toBeHidden()
  const stored = await storedOrdering(page)
  expect(stored.menu.value.id).toBe(70405)
  expect(stored.location.value.id).toBe(3510)
  expect(stored.order.value.id).toBeTruthy()
  await page.getByRole('button', { name: /Your order/ }).click()
  await expect(page.getByRole('dialog', { name: 'Your Order' }).getByText('Eagan, MN')).toBeVisible()
})

test('an empty search shows the field error and sends nothing', async ({ page }) => {
  const searches = countApiCalls(page, 'locations/search')
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByText('Please enter an address, city or zip code.')).toBeVisible()
  await expect(selector.getByLabel('Address, city or zip code')).toBeFocused()
  expect(searches()).toBe(0)
})

test('delivery asks where to deliver and needs street, city and zip', async ({ page }) => {
  await page.goto('/order')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByRole('radio', { name: 'Delivery' }).check()
  const deliverySelector = page.getByRole('dialog', { name: DELIVERY_HEADING })
  await expect(deliverySelector).toBeVisible()
  await expect(deliverySelector.getByRole('button', { name: 'Find Me' })).toHaveCount(0)
  await deliverySelector.getByLabel('Street address').fill('1340 Yankee Doodle Rd')
  await deliverySelector.getByRole('button', { name: 'Search' }).click()
  await expect(deliverySelector.getByText('Please enter your city.')).toBeVisible()
  await expect(deliverySelector.getByText('Please enter your zipcode.')).toBeVisible()
  await deliverySelector.getByLabel('City').fill('Eagan')
  await deliverySelector.getByLabel('Zip code').fill('55121')
  await deliverySelector.getByRole('button', { name: 'Search' }).click()
  await expect(deliverySelector.getByRole('heading', { name: 'Choose a Restaurant:' })).toBeVisible()
  await expect(deliverySelector.getByLabel('Street address')).toHaveValue('1340 Yankee Doodle Rd')
})

test('every result tells its hours, and its button shows its whole label @any-width', async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByLabel('Address, city or zip code').fill('Minneapolis')
  await selector.getByRole('button', { name: 'Search' }).click()
  const results = selector.getByRole('listitem')
  await expect(results.first()).toBeVisible()
  const count = await results.count()
  expect(count).toBeGreaterThan(3)
  for (let index = 0; index < count; index++) {
    const result = results.nth(index)
    await expect(result.getByText(/^(Open now|Closed now)$/)).toBeVisible()
    await expect(result.getByText(/^Today \d{1,2}:\d{2} [AP]M – (\d{1,2}:\d{2} [AP]M|Midnight)$|^Closed today$/)).toBeVisible()
    const button = result.getByRole('button', { name: /^Order from / })
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  }
  // Nearest first: a city alone is that city (Minneapolis, MN), not another of its name.
  await expect(results.first()).toContainText(', MN ')
})

test("a text that names no place says 'No nearby locations.', and a new search clears it", async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  const field = selector.getByLabel('Address, city or zip code')
  await field.fill('asdf')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByText('No nearby locations.')).toBeVisible()
  // Said once, in the live status a screen reader hears, as each answer arrives.
  await expect(selector.getByRole('status')).toHaveText('No nearby locations.')
  // And what to try next, with the way to every restaurant.
  await expect(selector.getByText('Check the spelling, or try a zip code.', { exact: false })).toBeVisible()
  await expect(selector.getByRole('link', { name: 'every Perkins restaurant' })).toHaveAttribute('href', '/locations')
  await field.fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toBeVisible()
  await expect(selector.getByText('No nearby locations.')).toBeHidden()
  await expect(selector.getByRole('status')).toHaveText(/^\d+ locations? found$/)
})

test("a search far from every restaurant says 'No nearby locations.'", async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByLabel('Address, city or zip code').fill('99501')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByText('No nearby locations.')).toBeVisible()
  // The way on: every restaurant, on the locations page, the selector closed behind.
  await selector.getByRole('link', { name: 'every Perkins restaurant' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(selector).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Perkins Near You')
})

test('Find Me with location permission denied asks to enable location', async ({ page, context }) => {
  await context.clearPermissions()
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByRole('button', { name: 'Find Me' }).click()
  await expect(selector.getByText('Please enable location to use this feature.')).toBeVisible()
})

test('Find Me with a position shows the nearest restaurants', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 44.8347, longitude: -93.1664 })
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByRole('button', { name: 'Find Me' }).click()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toBeVisible()
})

test('?store= makes that restaurant current with its menu and clears the order', async ({ page }) => {
  await page.goto('/menu?store=3510')
  await expect(page).toHaveURL(/\/menu$/)
  await expect(page.getByRole('dialog', { name: PICKUP_HEADING })).toBeHidden()
  const stored = await storedOrdering(page)
  expect(stored.location.value.id).toBe(3510)
  expect(stored.menu.value.id).toBe(70405)
  expect(stored.order).toBeNull()
})

test('keyboard only: open, search, choose, with focus kept in the dialog and returned', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const cartButton = page.getByRole('button', { name: /Your order/ })
  await cartButton.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Your Order' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Start your order' }).focus()
  await page.keyboard.press('Enter')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await expect(selector).toBeVisible()
  // Focus is inside the dialog and Tab never leaves it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await selector.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await selector.getByLabel('Address, city or zip code').focus()
  await page.keyboard.type('55121')
  await page.keyboard.press('Enter')
  const eagan = selector.getByRole('button', { name: 'Order from Eagan' })
  await expect(eagan).toBeVisible()
  await eagan.focus()
  await expect(eagan).toBeFocused()
  expect(await eagan.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none')
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
})

test('Escape closes the selector and focus returns to what opened it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: /Your order/ }).click()
  await page.getByRole('dialog', { name: 'Your Order' }).getByRole('button', { name: 'Start your order' }).click()
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await expect(selector).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
  await page.goto('/')
})

test('closed on a page that then sends the visitor on (an empty checkout to /order), it stays closed', async ({ page }) => {
  // On a slow phone the basket screen's code can come seconds after the selector opened over the checkout.
  let releaseBasketScreen = () => {}
  const basketScreenHeld = new Promise<void>((resolve) => (releaseBasketScreen = resolve))
  const isBasketScreen = builtChunks('client/routes/basket-page.tsx')
  await page.route(isBasketScreen, async (route) => {
    await basketScreenHeld
    await route.fallback()
  })
  await page.goto('/order/checkout')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await expect(selector).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
  releaseBasketScreen()
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByText('Your cart is empty. Add something from the menu to check out.')).toBeVisible()
  // Long enough for the selector to have opened again (it opens a task after the page settles).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))))
  await expect(selector).toBeHidden()
  // Going on to another ordering page asks again.
  await page.getByRole('link', { name: 'Menu', exact: true }).first().click()
  await expect(page).toHaveURL(/\/menu$/)
  await expect(selector).toBeVisible()
})

test('axe finds no serious or critical problems in the open selector', async ({ page }) => {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toBeVisible()
  expect(await seriousViolations(page, { include: 'dialog[open]' })).toEqual([])
})

test('switching to delivery clears pickup results and the fields fit a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toBeVisible()
  await selector.getByRole('radio', { name: 'Delivery' }).check()
  const delivery = page.getByRole('dialog', { name: DELIVERY_HEADING })
  await expect(delivery.getByRole('heading', { name: 'Choose a Restaurant:' })).toHaveCount(0)
  const dialogBox = (await delivery.boundingBox())!
  const zipBox = (await delivery.getByLabel('Zip code').boundingBox())!
  expect(zipBox.x + zipBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
})

test.describe('when the upstream says no', () => {
  // The browser logs the failed /api responses these tests arrange.
  test.use({ allowConsoleErrors: [/status of (400|502)/] })

  test("a zip the upstream rejects shows 'Incorrect format.' under the field", async ({ page }) => {
    await answerApiCall(page, 'locations/search', { status: 400, json: { message: 'Incorrect format.' } })
    await page.goto('/menu')
    const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
    await selector.getByLabel('Address, city or zip code').fill('00000')
    await selector.getByRole('button', { name: 'Search' }).click()
    await expect(selector.getByText('Incorrect format.')).toBeVisible()
    await expect(selector.getByLabel('Address, city or zip code')).toHaveAttribute('aria-invalid', 'true')
  })

  test('an upstream failure shows the trouble message and keeps what was typed', async ({ page }) => {
    await answerApiCall(page, 'locations/search', {
      status: 502,
      json: { message: 'There was an error processing your request. This error has been logged' },
    })
    await page.goto('/menu')
    const selector = page.getByRole('dialog', { name: PICKUP_HEADING })
    await selector.getByLabel('Address, city or zip code').fill('Eagan, MN')
    await selector.getByRole('button', { name: 'Search' }).click()
    await expect(selector.getByRole('alert')).toContainText('There was an error processing your request. This error has been logged')
    await expect(selector.getByRole('alert').getByRole('link', { name: 'Contact us' })).toBeVisible()
    await expect(selector.getByLabel('Address, city or zip code')).toHaveValue('Eagan, MN')
  })
})
