import { test, expect } from './fixtures.ts'
import {
  countSubmits,
  expectConfirmation,
  fillGuestAndCard,
  guestCheckoutWith,
  hostedField,
  ORDERING_TEST_OPTIONS,
} from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

const OFFLINE_REASON = 'You are offline. Your order is saved; Place order works again once you are back online.'

test('checkout refuses to submit offline and keeps the cart; back online the same order is placed', async ({ page, context }) => {
  const submits = countSubmits(page)
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)

  // The parts that load when idle (the cart panel, analytics) have arrived: this test is about Place order offline,
  // not about a part cut off mid-load, which Chromium logs as an error (platform-late-parts.spec.ts covers that).
  await page.waitForLoadState('networkidle')
  const placeOrder = page.getByRole('button', { name: 'Place order' })
  await placeOrder.focus()
  await context.setOffline(true)
  await expect(placeOrder).toBeDisabled()
  // Focus stays on it, where the keyboard left it, rather than falling to the top of the page.
  await expect(placeOrder).toBeFocused()
  await expect(placeOrder).toHaveAccessibleDescription(OFFLINE_REASON)
  // Pressing it, or Enter in a field of the form, sends nothing.
  await placeOrder.click({ force: true })
  await page.getByRole('main').getByLabel('Billing zip code').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_REASON })).toBeVisible()
  expect(submits()).toBe(0)
  await expect(page).toHaveURL(/\/order\/checkout$/)

  // Nothing typed or chosen is lost.
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Pat')
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('pat.diner@example.com')
  await expect(hostedField(page, 'Card number')).not.toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('perkins:order'))).not.toBeNull()

  await context.setOffline(false)
  await expect(placeOrder).toBeEnabled()
  await expect(page.getByText(OFFLINE_REASON)).toHaveCount(0)
  await placeOrder.click()
  await expectConfirmation(page)
  expect(submits()).toBe(1)
})

test.describe('a connection that drops as Place order is pressed', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] })

  test('says so, keeps the cart and the details, and the next press places the order', async ({ page }) => {
    await guestCheckoutWith(page, 'Belgian Waffle')
    await fillGuestAndCard(page)

    // The browser still believes it is online; the submit itself never reaches the site.
    let dropped = 0
    await page.route('**/api', async (route) => {
      if (dropped === 0 && /^orders\/[\w-]+\/submit$/.test(route.request().headers()['path'] ?? '')) {
        dropped++
        return route.abort('internetdisconnected')
      }
      return route.fallback()
    })
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Connection Issue. Please try again.').first()).toBeVisible()
    expect(dropped).toBe(1)
    await expect(page).toHaveURL(/\/order\/checkout$/)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Pat')

    const errorDialog = page.getByRole('dialog').filter({ hasText: 'Connection Issue. Please try again.' })
    if (await errorDialog.isVisible()) await errorDialog.getByRole('button').first().click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expectConfirmation(page)
  })
})
