import { seriousViolations } from './axe.ts'
import { startWithBasket } from './basket-setup.ts'
import { expect, test } from './fixtures.ts'
import { joinThroughApi } from './member-join.ts'
import { restoreSession } from './member-session.ts'
import { guestCheckoutWith, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// A referral code at checkout (PUT orders/{id}/referrals): a member's code is named on the order, an unknown one and
// one's own are refused beside the field in the upstream's words, and a malformed one before any request.

// The browser logs each refused code's 400 as a console error.
test.use({ ...ORDERING_TEST_OPTIONS, allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] })

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a guest names the member who sent them; an unknown or malformed code is refused beside the field', async ({ page }) => {
      const referrer = await joinThroughApi(page.request, 'referrer')
      const code = referrer.user.referral_code as string
      expect(code).toMatch(/^[A-Z0-9]+$/)
      await guestCheckoutWith(page, 'Belgian Waffle')
      const main = page.getByRole('main')
      const field = main.getByLabel('Referral code (optional)')
      const referrals: string[] = []
      page.on('request', (request) => {
        if (request.headers()['path']?.endsWith('/referrals')) referrals.push(request.postData() ?? '')
      })

      // Each Apply button says what it applies, for a screen reader's list of buttons and a voice user's "click".
      await expect(main.getByRole('button', { name: 'Apply coupon' })).toBeVisible()
      await expect(main.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
      await field.fill('not a code!')
      await main.getByRole('button', { name: 'Apply referral code' }).click()
      await expect(main.getByText('Please enter a referral code of letters and numbers.')).toBeVisible()
      expect(referrals).toEqual([])

      await field.fill('NOSUCH99')
      await field.press('Enter')
      await expect(main.getByText('We could not find the referral code NOSUCH99.')).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveValue('NOSUCH99')
      expect(await seriousViolations(page, { include: 'main' })).toEqual([])

      await field.fill(code.toLowerCase())
      await field.press('Enter')
      await expect(main.getByText(`Referred by ${code}`)).toBeVisible()
      await expect(main.getByText('We could not find the referral code NOSUCH99.')).toHaveCount(0)
      expect(referrals.at(-1)).toBe(JSON.stringify({ referrals: [code.toLowerCase()] }))

      await main.getByRole('button', { name: 'Remove referral code' }).click()
      await expect(field).toBeVisible()
      expect(referrals.at(-1)).toBe(JSON.stringify({ referrals: [] }))
    })
  })
}

test("a member's own referral code is refused", async ({ page }) => {
  const member = await joinThroughApi(page.request, 'own-referral')
  await restoreSession(page, member)
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  await page.goto('/order/checkout')
  const main = page.getByRole('main')
  const field = main.getByLabel('Referral code (optional)')
  await field.fill(member.user.referral_code as string)
  await field.press('Enter')
  await expect(main.getByText("You can't use your own referral code.")).toBeVisible()
  await expect(main.getByText(/^Referred by/)).toHaveCount(0)
})
