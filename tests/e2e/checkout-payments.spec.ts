import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { seriousViolations } from './axe.ts'
import { startWithBasket } from './basket-setup.ts'
import { joinSignedIn } from './member-join.ts'
import {
  addFromMenu,
  deliverToYankeeDoodle,
  expectConfirmation,
  expectValidatedTotals,
  fillCard,
  fillGuest,
  fillGuestAndCard,
  guestCheckoutWith,
  hostedField,
  ORDERING_TEST_OPTIONS,
  placeOrder,
} from './ordering-steps.ts'

// Paying with the card provider's hosted fields: the number and security code are typed into frames of the
// provider's origin (the local provider sandbox, PORT+1000), which hand the page only a token.

test.use(ORDERING_TEST_OPTIONS)

const CARD_DIGITS = '4242424242424242'
const PROVIDER_SCRIPT = '**/v1/iframe.js'

test('a guest pays for pickup with the hosted card fields @any-width', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await expect(page.getByRole('main').getByTitle('Card number (secure field)')).toBeVisible()
  await fillGuestAndCard(page)
  await placeOrder(page)
})

test('a guest pays for delivery with the hosted card fields @any-width', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await deliverToYankeeDoodle(page)
  await fillGuestAndCard(page)
  await placeOrder(page)
})

test('the card number reaches no request to the site, no DOM outside the frame and no storage', async ({ page, baseURL }) => {
  const toSite: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) return
    toSite.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`)
  })
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)
  // Typed, and still in the frame, the number is nowhere in the site's document or storage.
  await expect(hostedField(page, 'Card number')).toHaveValue('4242 4242 4242 4242')
  const seen = await page.evaluate((digits) => {
    const text = (value: string) => value.replace(/\D/g, '')
    const inputs = Array.from(document.querySelectorAll('input')).map((input) => input.value)
    const storage = [localStorage, sessionStorage].flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
    return {
      dom: text(document.documentElement.outerHTML).includes(digits),
      inputs: inputs.some((value) => text(value).includes(digits)),
      storage: storage.some((entry) => text(entry).includes(digits)),
    }
  }, CARD_DIGITS)
  expect(seen).toEqual({ dom: false, inputs: false, storage: false })
  await placeOrder(page)
  expect(toSite.length).toBeGreaterThan(0)
  expect(toSite.filter((request) => request.replace(/\D/g, '').includes(CARD_DIGITS))).toEqual([])
})

test.describe('refused loads and calls', () => {
  // The blocked script and the refused charge are logged by the browser as failed loads.
  test.use({ allowConsoleErrors: [/Failed to load resource: (net::ERR_CONNECTION_REFUSED|the server responded with a status of 402)/] })

  test('the script failing to load says so beside the card; Try again loads it, and nothing typed is lost @any-width', async ({ page }) => {
    await page.route(PROVIDER_SCRIPT, (route) => route.abort('connectionrefused'))
    await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
    await page.goto('/order/checkout')
    await expect(page.getByText('Failed to load script')).toBeVisible()
    await fillGuest(page)
    // Place order says it once, where Try again is, and puts the keyboard there.
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Failed to load script')).toHaveCount(1)
    const tryAgain = page.getByRole('button', { name: 'Try again' })
    await expect(tryAgain).toBeFocused()
    await page.unroute(PROVIDER_SCRIPT)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Failed to load script')).toBeHidden()
    // The button went with the problem; focus stayed in the card form rather than falling to the page.
    await expect(page.locator('.card-form')).toBeFocused()
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Pat')
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await fillCard(page)
    await expectValidatedTotals(page)
    await placeOrder(page)
  })

  test('a provider slower than 10 seconds is told as such, and Try again loads it', async ({ page }) => {
    test.setTimeout(90_000)
    await page.route(PROVIDER_SCRIPT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      await route.continue().catch(() => {})
    })
    await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
    await page.goto('/order/checkout')
    await expect(page.getByText('Our card service is taking too long to answer. Please try again.')).toBeVisible({ timeout: 20_000 })
    await page.unroute(PROVIDER_SCRIPT)
    await page.getByRole('button', { name: 'Try again' }).click()
    await fillGuestAndCard(page)
    await placeOrder(page)
  })

  test('Place order pressed while the card fields still load waits for them, then checks the card', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(PROVIDER_SCRIPT, async (route) => {
      await held
      await route.continue().catch(() => {})
    })
    await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
    await page.goto('/order/checkout')
    await fillGuest(page)
    await expect(page.locator('.card-form')).toHaveAttribute('aria-busy', 'true')
    const placeOrderButton = page.getByRole('button', { name: 'Place order' })
    await placeOrderButton.focus()
    await page.keyboard.press('Enter')
    // Still loading is not a failure: nothing is said until the fields are there to be checked. Meanwhile the
    // button keeps the keyboard and says why it waits.
    await expect(page.getByRole('status').filter({ hasText: 'Placing your order…' })).toBeVisible()
    await expect(placeOrderButton).toBeFocused()
    await expect(page.getByText('Failed to load script')).toHaveCount(0)
    // What is typed while it waits is what it checks.
    const main = page.getByRole('main')
    await main.getByLabel('Expiration (MM/YY)').pressSequentially('1230')
    await main.getByLabel('Billing zip code').pressSequentially('55121')
    release()
    await expect(page.getByText('Please enter a valid card number.')).toBeVisible()
    await expect(page.getByText('Please enter a valid expiration date (MM/YY).')).toHaveCount(0)
    await expect(page.getByText('Please enter your billing zip code.')).toHaveCount(0)
    await expect(page.getByText('Failed to load script')).toHaveCount(0)
    await expect(main.getByLabel('First name')).toHaveValue('Pat')
    await hostedField(page, 'Card number').pressSequentially('4242424242424242')
    await hostedField(page, 'Security code').pressSequentially('123')
    await placeOrder(page)
  })

  test('an expired card is refused beside the card number; the next press pays with a new token', async ({ page }) => {
    await guestCheckoutWith(page, 'Belgian Waffle')
    await fillGuestAndCard(page, '4000000000000069')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Your card has expired. Please use a different card.')).toBeVisible()
    await hostedField(page, 'Card number').fill('')
    await hostedField(page, 'Card number').pressSequentially(CARD_DIGITS)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expectConfirmation(page)
  })
})

test('axe finds nothing serious on checkout with the hosted fields @any-width', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await expect(hostedField(page, 'Card number')).toBeVisible()
  await fillGuestAndCard(page)
  expect(await seriousViolations(page)).toEqual([])
})

async function newMemberAtCheckout(page: Page) {
  await joinSignedIn(page, 'cardsaver')
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  await page.goto('/order/checkout')
  await expect(page.getByText(/^Ordering as /)).toBeVisible()
}

test('a member saves a new card only when the box is ticked, then sees it on /account @phone', async ({ page }) => {
  await newMemberAtCheckout(page)
  const save = page.getByRole('checkbox', { name: 'Save this card for next time' })
  await expect(save).not.toBeChecked()
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  await page.goto('/account')
  await expect(page.getByText('You have no saved payment methods.')).toBeVisible()

  await addFromMenu(page, 'Belgian Waffle')
  await page.goto('/order/checkout')
  await page.getByRole('checkbox', { name: 'Save this card for next time' }).check()
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  await page.goto('/account')
  await expect(page.getByRole('button', { name: 'Delete Visa ending 4242' })).toBeVisible()

  // Deleting the last card says so, and the keyboard stays in the section, on its heading.
  await page.getByRole('button', { name: 'Delete Visa ending 4242' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Visa ending 4242 was removed.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Saved payments' })).toBeFocused()
})
