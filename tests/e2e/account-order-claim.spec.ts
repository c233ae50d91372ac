import { test, expect } from './fixtures.ts'
import { fillSignupForm, PASSWORD, uniqueEmail } from './account-helpers.ts'
import { startWithBasket } from './basket-setup.ts'
import { fillGuestAndCard, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

// A guest order becomes a new member's only with the proof of having placed it (issue 29, F6): submit hands the
// browser that placed it a claim token, kept in that tab's session storage, and "Join VIP Perks" on the confirmation
// sends it with the order id.

test.use(ORDERING_TEST_OPTIONS)

test('a guest orders, joins VIP Perks from the confirmation starting from their details, and the order is theirs', async ({ page }) => {
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  // Through the sign-in step's own button, which a guest presses: it drops the place to come back to after signing
  // in, which would otherwise send the new member back to a checkout already paid (an empty basket).
  await page.goto('/order/checkout')
  await expect(page).toHaveURL(/\/order\/signin$/)
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await fillGuestAndCard(page)
  const id = await placeOrder(page)

  // The claim is in this tab's session storage only: not in the address, the stored state or the analytics.
  const claim = await page.evaluate(() => sessionStorage.getItem('perkins:order-claim'))
  expect(JSON.parse(claim ?? '{}')).toMatchObject({ orderId: id, claim: expect.stringMatching(/^oc_[\w-]{43}$/) })
  const token = JSON.parse(claim!).claim as string
  const elsewhere = await page.evaluate(
    () => location.href + JSON.stringify({ ...localStorage }) + JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []),
  )
  expect(elsewhere).not.toContain(token)

  await page.getByRole('button', { name: 'Join VIP Perks' }).click()
  const modal = page.getByRole('dialog', { name: 'Please Confirm Your Details Below' })
  // The details the order was placed with, typed once at checkout.
  await expect(modal.getByLabel('First name')).toHaveValue('Pat')
  await expect(modal.getByLabel('Last name')).toHaveValue('Diner')
  await expect(modal.getByLabel('Email', { exact: true })).toHaveValue('pat.diner@example.com')
  // Another address than the one the order was placed with: the claim, not the email, is the proof.
  await fillSignupForm(modal, { email: uniqueEmail('claimed'), password: PASSWORD })
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/\/account\/perks$/)
  // Used once: the tab no longer holds it.
  expect(await page.evaluate(() => sessionStorage.getItem('perkins:order-claim'))).toBeNull()

  await page.goto('/account/history')
  const orders = page.getByRole('main').locator('.order-card')
  await expect(orders).toHaveCount(1)
  await expect(orders.first()).toContainText('Belgian Waffle')
})
