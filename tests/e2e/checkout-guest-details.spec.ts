import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import {
  addFromMenu,
  fillCard,
  fillGuest,
  expectValidatedTotals,
  guestCheckoutWith,
  ORDERING_TEST_OPTIONS,
  placeOrder,
} from './ordering-steps.ts'

// A guest types their name, email and phone once: a reload and Back from the menu start from what they typed
// (client/state/guest-contact.ts, this tab's session storage only); joining VIP Perks after paying does too
// (account-order-claim.spec.ts).

test.use(ORDERING_TEST_OPTIONS)

async function expectGuestDetails(page: Page) {
  const main = page.getByRole('main')
  await expect(main.getByLabel('First name')).toHaveValue('Pat')
  await expect(main.getByLabel('Last name')).toHaveValue('Diner')
  await expect(main.getByLabel('Email')).toHaveValue('pat.diner@example.com')
  await expect(main.getByLabel('Phone')).toHaveValue('651-555-0199')
}

test("a guest's details survive a reload and Back; once the order is placed, the next checkout starts empty", async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuest(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectGuestDetails(page)

  await page.goto('/menu')
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectGuestDetails(page)
  // Never where another tab or a later visitor of this browser would find them.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('pat.diner@example.com')

  // Another guest at the same computer, in the same tab, after this order: nothing of Pat's.
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  await addFromMenu(page, 'Belgian Waffle')
  await page.goto('/order/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const main = page.getByRole('main')
  for (const field of ['First name', 'Last name', 'Email', 'Phone']) await expect(main.getByLabel(field)).toHaveValue('')
})

test('a phone number typed or pasted with its country code keeps all ten digits', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  const phone = page.getByRole('main').getByLabel('Phone')
  await phone.pressSequentially('+1 (651) 555-0199')
  await expect(phone).toHaveValue('651-555-0199')
  await phone.clear()
  // A paste or autofill arrives whole.
  await phone.fill('1-800-555-0134')
  await expect(phone).toHaveValue('800-555-0134')
})
