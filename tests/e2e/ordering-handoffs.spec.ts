import { test, expect, pinServerClock, WEEKDAY_LATE_EVENING } from './fixtures.ts'

const LATER_TIME_PLEASE = 'This location is not taking orders for this time. Please choose a later time.'
const TIME_GONE = 'The time you chose is no longer available. Please choose another time.'
import {
  countSubmits,
  deliverToYankeeDoodle,
  expectValidatedTotals,
  fillCard,
  fillGuest,
  fillGuestAndCard,
  guestCheckoutWith,
  ORDERING_TEST_OPTIONS,
  placeOrder,
} from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

test('a guest orders for curbside pickup and says which car to bring it to', async ({ page }) => {
  const main = page.getByRole('main')
  await guestCheckoutWith(page, 'Belgian Waffle')
  await page.getByRole('radio', { name: 'Curbside' }).check()
  await expect(main.getByLabel('Vehicle make')).toBeVisible()
  await fillGuest(page)
  await fillCard(page)

  // Vehicle fields left empty: each says so beside itself, and nothing typed elsewhere is lost.
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText('Please enter your vehicle make.')).toBeVisible()
  await expect(main.getByLabel('Vehicle make')).toBeFocused()
  await expect(main.getByLabel('Email')).toHaveValue('pat.diner@example.com')

  await main.getByLabel('Vehicle make').fill('Subaru')
  await main.getByLabel('Vehicle model').fill('Outback')
  await main.getByLabel('Vehicle color').fill('Green')
  await page.keyboard.press('Tab')
  await expectValidatedTotals(page)
  await placeOrder(page)
  await expect(page.getByText('Curbside pickup')).toBeVisible()
})

test('a guest has breakfast delivered to an address at a scheduled time', async ({ page }) => {
  const main = page.getByRole('main')
  await guestCheckoutWith(page, 'Buttermilk Pancakes', ['Short Stack (3)'])
  await page.getByRole('radio', { name: 'Delivery' }).check()

  // A zip that is no zip is refused beside the field; the street stays as typed.
  await main.getByLabel('Street address').fill('1340 Yankee Doodle Rd')
  await main.getByLabel('City').fill('Eagan')
  await page.getByRole('button', { name: 'Deliver to this address' }).click()
  await expect(page.getByText('Please enter your zipcode.')).toBeVisible()
  await main.getByLabel('Zip code', { exact: true }).fill('55121')
  await page.getByRole('button', { name: 'Deliver to this address' }).click()
  await expect(page.getByText('Delivering to 1340 Yankee Doodle Rd, Eagan 55121')).toBeVisible()

  await page.getByRole('radio', { name: 'Schedule for later' }).check()
  const time = main.getByLabel('Delivery time')
  await expect(time.locator('option').nth(1)).toBeAttached()
  await time.selectOption({ index: 1 })
  await expect(time).not.toHaveValue('')

  await fillGuestAndCard(page)
  await placeOrder(page)
  await expect(page.getByText('To 1340 Yankee Doodle Rd, Eagan 55121')).toBeVisible()
})

test('"Schedule for later" with no time chosen asks for one instead of placing the order as soon as possible', async ({ page }) => {
  const main = page.getByRole('main')
  const submits = countSubmits(page)
  await guestCheckoutWith(page, 'Belgian Waffle')
  await page.getByRole('radio', { name: 'Schedule for later' }).check()
  const time = main.getByLabel('Pickup time')
  await expect(time.locator('option').nth(1)).toBeAttached()
  await fillGuestAndCard(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(main.getByText('Please choose a time, or choose As soon as possible.')).toBeVisible()
  await expect(time).toBeFocused()
  expect(submits()).toBe(0)

  await time.selectOption({ index: 1 })
  await expect(main.getByText('Please choose a time, or choose As soon as possible.')).toHaveCount(0)
  await placeOrder(page)
  await expect(main.getByRole('definition').filter({ hasText: /^As soon as possible/ })).toHaveCount(0)
  expect(submits()).toBe(1)
})

test.describe('a time change that does not get through', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] })

  test('"As soon as possible" that does not reach the basket shows its time again, and the order is placed as shown', async ({ page }) => {
    const main = page.getByRole('main')
    await guestCheckoutWith(page, 'Belgian Waffle')
    await page.getByRole('radio', { name: 'Schedule for later' }).check()
    const time = main.getByLabel('Pickup time')
    await expect(time.locator('option').nth(1)).toBeAttached()
    await time.selectOption({ index: 1 })
    await expect(time).not.toHaveValue('')
    const chosen = (await time.locator('option:checked').textContent()) ?? ''

    // The connection drops as the time is taken off.
    await page.route('**/api', (route) =>
      route.request().method() === 'DELETE' && /^orders\/[\w-]+\/time$/.test(route.request().headers()['path'] ?? '')
        ? route.abort('internetdisconnected')
        : route.fallback(),
    )
    await page.getByRole('radio', { name: 'As soon as possible' }).click()
    await expect(main.getByText('Connection Issue. Please try again.')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Schedule for later' })).toBeChecked()
    await expect(time).toHaveValue(/.+/)
    await page.unroute('**/api')

    await fillGuestAndCard(page)
    await placeOrder(page)
    await expect(main.getByRole('definition').filter({ hasText: /^As soon as possible/ })).toHaveCount(0)
    expect(chosen).not.toBe('')
  })
})

test('a typed delivery address goes on the order with Place order, and Enter in it never places the order', async ({ page }) => {
  const main = page.getByRole('main')
  const submits = countSubmits(page)
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)
  await main.getByRole('radio', { name: 'Delivery' }).check()
  await main.getByLabel('Street address').fill('1340 Yankee Doodle Rd')
  await main.getByLabel('City').fill('Eagan')

  // Enter in the address asks for what is missing there, beside it; nothing is placed and nothing typed is lost.
  await main.getByLabel('City').press('Enter')
  await expect(page.getByText('Please enter your zipcode.')).toBeVisible()
  await expect(main.getByLabel('Zip code', { exact: true })).toBeFocused()
  await expect(main.getByLabel('First name')).toHaveValue('Pat')

  // Typed whole and never confirmed with its button: Place order delivers it there, not as a pickup.
  await main.getByLabel('Zip code', { exact: true }).fill('55121')
  await placeOrder(page)
  await expect(page.getByText('To 1340 Yankee Doodle Rd, Eagan 55121')).toBeVisible()
  expect(submits()).toBe(1)
})

test.describe('a scheduled time that passed while paying', () => {
  // The refused validation is a 400, which the browser logs as a failed request.
  test.use({ allowConsoleErrors: [/the server responded with a status of 400/] })

  test('is refused beside the time, with the times still ahead', async ({ page, request, worldNow }) => {
    const main = page.getByRole('main')
    await guestCheckoutWith(page, 'Belgian Waffle')
    await page.getByRole('radio', { name: 'Schedule for later' }).check()
    const time = main.getByLabel('Pickup time')
    await expect(time.locator('option').nth(1)).toBeAttached()
    const first = await time.locator('option').nth(1).getAttribute('value')
    await time.selectOption({ index: 1 })
    await expect(time).toHaveValue(first ?? '')
    await fillGuestAndCard(page)

    // The visitor paid slowly: the restaurant's clock is now two hours on, past the time they chose.
    await pinServerClock(request, new Date(worldNow() + 2 * 3_600_000).toISOString())
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(main.getByText(TIME_GONE)).toBeVisible()
    await expect(time).toBeFocused()
    await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toBeHidden()
    await expect(page).toHaveURL(/\/order\/checkout$/)
    // The list is asked again: the passed time is no longer offered.
    await expect(time.locator(`option[value="${first}"]`)).toHaveCount(0)
  })
})

test.describe('late in the evening', () => {
  // Eagan closes at 22:00 on a Tuesday: as soon as possible is refused, which the browser logs as a failed request.
  test.use({ sandboxTime: WEEKDAY_LATE_EVENING, allowConsoleErrors: [/the server responded with a status of 400/] })

  test('delivery as soon as possible is refused in words, and a later time can be chosen', async ({ page }) => {
    const main = page.getByRole('main')
    await guestCheckoutWith(page, 'Buttermilk Pancakes', ['Short Stack (3)'])
    await deliverToYankeeDoodle(page)
    // The pickup basket was refused in the same words on arrival; the time section starts over once it delivers.
    await expect(page.getByText(LATER_TIME_PLEASE)).toBeVisible()

    await page.getByRole('radio', { name: 'Schedule for later' }).check()
    const time = main.getByLabel('Delivery time')
    await expect(time.locator('option').nth(1)).toBeAttached()
    await time.selectOption({ index: 1 })
    await expect(time).not.toHaveValue('')
  })
})

test('the hand-off chosen in another tab shows here, and a keyboard choice keeps its focus', async ({ page, context }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  const other = await context.newPage()
  await other.goto('/order/checkout')
  await expect(other.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()

  // Curbside in the other tab: this one shows it too, with the vehicle fields Place order will ask about.
  await other.getByRole('radio', { name: 'Curbside' }).check()
  await expect(other.getByRole('main').getByLabel('Vehicle make')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('radio', { name: 'Curbside' })).toBeChecked()
  await expect(main.getByLabel('Vehicle make')).toBeVisible()
  await other.close()

  // Back to pickup by keyboard: focus stays on the radio while the change is saved.
  await main.getByRole('radio', { name: 'Curbside' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(main.getByRole('radio', { name: 'Pickup' })).toBeChecked()
  await expect(main.getByRole('radio', { name: 'Pickup' })).toBeFocused()
  await expect(main.getByLabel('Vehicle make')).toBeHidden()
})
