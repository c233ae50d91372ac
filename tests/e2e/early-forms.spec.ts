import { test, expect, WEEKDAY_LATE_MORNING } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { startWithBasket } from './basket-setup.ts'
import { holdScripts } from './hold-scripts.ts'
import { fillSignupDetails, finishSignupForm, maskedPhone, PASSWORD, uniqueEmail, uniquePhone } from './account-helpers.ts'
import { optionNamed } from './ordering-steps.ts'

// With the page's scripts held back (a slow phone, a password manager that submits at once), pressing a form's
// button brings back the same page with what was typed (never the password) and a line saying to press again.

// The held-back scripts are logged as failed loads; that is the point here.
test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

async function withoutScripts(page: Page) {
  await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
}

test('Sign In pressed before the scripts ran keeps the email and says to press again @any-width', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/signin')
  await page.getByLabel('Email or phone number').fill('dana@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Sign In again' })).toBeVisible()
  await expect(page.getByLabel('Email or phone number')).toHaveValue('dana@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await expect(page).toHaveURL(/\/signin$/)
})

test('Sign Up pressed before the scripts ran keeps the names and email @any-width', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/account/signup')
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Reyes')
  await page.getByLabel('Email').fill('dana@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Sign Up again' })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Dana')
  await expect(page.getByLabel('Last name')).toHaveValue('Reyes')
  await expect(page.getByLabel('Email')).toHaveValue('dana@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('Send pressed before the scripts ran keeps the email @any-width', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/account/forgot-password')
  await page.getByLabel('Email').fill('dana@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Send reset link again' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('dana@example.com')
})

test('Sign In pressed once the scripts ran signs in with what was typed before they arrived', async ({ page }) => {
  const release = await holdScripts(page)
  // The sign-in page starts its scripts at once, so neither the load nor the parsed document waits for them here.
  await page.goto('/signin', { waitUntil: 'commit' })
  await page.getByLabel('Email or phone number').fill('ann.lee@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
})

test('Sign Up pressed once the scripts ran sends the details typed before they arrived, masked', async ({ page }) => {
  const member = { email: uniqueEmail('early-typing'), password: PASSWORD, phone: uniquePhone() }
  const release = await holdScripts(page)
  // The signup page starts its scripts at once, so neither the load nor the parsed document waits for them here.
  await page.goto('/account/signup', { waitUntil: 'commit' })
  await fillSignupDetails(page, member)
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByLabel('Phone')).toHaveValue(maskedPhone(member.phone))
  await expect(page.getByLabel('Birthday')).toHaveValue('04/12/1988')
  await finishSignupForm(page)
  await expect(page).toHaveURL(/\/account\/perks$/)
})

test('Show password ticked before the scripts ran shows the password once they run @any-width', async ({ page }) => {
  const release = await holdScripts(page)
  // The sign-in page starts its scripts at once, so neither the load nor the parsed document waits for them here.
  await page.goto('/signin', { waitUntil: 'commit' })
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('checkbox', { name: 'Show password' }).check()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('checkbox', { name: 'Show password' })).toBeChecked()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Pancakes123')
})

test('once the scripts arrive, the page that answered an early press works as before', async ({ page }) => {
  // The first press is held back from the scripts; the page that comes back loads them.
  let holdScripts = true
  await page.route(/\.(js|mjs)(\?.*)?$/, (route) => (holdScripts ? route.abort() : route.fallback()))
  await page.goto('/signin')
  await page.getByLabel('Email or phone number').fill('ann.lee@example.com')
  holdScripts = false
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'press Sign In again' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByLabel('Email or phone number')).toHaveValue('ann.lee@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Pancakes123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
})

test.describe('Add to order pressed before the scripts ran', () => {
  // An open restaurant's hour, whatever the suite's clock says: the second press adds the dish there.
  test.use({ sandboxTime: WEEKDAY_LATE_MORNING })

  test('keeps the stack, the toppings and the quantity; the next press adds exactly that @any-width', async ({ page }) => {
    await startWithBasket(page, [])
    const release = await holdScripts(page)
    // An ordering page starts its scripts at once, so neither the load nor the parsed document waits for them here.
    await page.goto('/order/product?cat=1001&id=100101', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
    await optionNamed(page, 'Full Stack (5)').check()
    await optionNamed(page, 'Whipped Cream').check()
    await optionNamed(page, 'Strawberry Topping').check()
    await page.getByLabel('Quantity', { exact: true }).selectOption('2')
    await page.getByRole('button', { name: 'Add to order' }).click()

    await expect(page.getByRole('status').filter({ hasText: 'press Add to order again' })).toBeVisible()
    await expect(page).toHaveURL(/\/order\/product\?cat=1001&id=100101$/)
    await expect(optionNamed(page, 'Full Stack (5)')).toBeChecked()
    await expect(optionNamed(page, 'Short Stack (3)')).not.toBeChecked()
    await expect(optionNamed(page, 'Whipped Cream')).toBeChecked()
    await expect(optionNamed(page, 'Strawberry Topping')).toBeChecked()
    await expect(optionNamed(page, 'Powdered Sugar')).not.toBeChecked()
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2')

    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // The restaurant the visitor chose before is back once the page's scripts have read it.
    await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
    await expect(optionNamed(page, 'Full Stack (5)')).toBeChecked()
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2')
    await page.getByRole('button', { name: 'Add to order' }).click()
    const cart = page.getByRole('dialog', { name: 'Your Order' })
    await expect(cart.getByText('Buttermilk Pancakes', { exact: true })).toHaveCount(1)
    await expect(cart.getByText('Full Stack (5), Whipped Cream, Strawberry Topping')).toBeVisible()
    await expect(cart.getByLabel('Quantity of Buttermilk Pancakes')).toHaveValue('2')
    await expect(page.getByTestId('cart-count')).toHaveText('2')
  })
})
