import { test, expect } from './fixtures.ts'
import { fillSignupForm, PASSWORD, uniqueEmail } from './account-helpers.ts'
import { fillGuestAndCard, guestCheckoutWith, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

// A guest order becomes a new member's only with the proof of having placed it (issue 29, F6): submit hands the
// browser that placed it a claim token, kept in that tab's session storage, and "Join VIP Perks" on the confirmation
// sends it with the order id.

test.use(ORDERING_TEST_OPTIONS)

test('a guest orders, joins VIP Perks from the confirmation, and the order is theirs', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
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
