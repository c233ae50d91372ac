import { startWithBasket } from './basket-setup.ts'
import { expect, test } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'
import { answerApiCall } from './api-calls.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'

// A coupon at checkout (PUT orders/{id}/coupon): a refused code is said beside the field, in a line a screen reader
// hears as it appears, with the Apply button still beside the box on the narrowest phone; a good one takes its
// discount off the order until it is removed.

// The browser logs the refused code's 400 as a console error.
test.use({ ...ORDERING_TEST_OPTIONS, allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] })
test.use({ viewport: { width: 320, height: 740 } })

test('a refused coupon is announced beside the field, the button beside the box; a good one is applied', async ({ page }) => {
  await startWithBasket(page, [{ name: 'Belgian Waffle', quantity: 2 }], { asGuest: true })
  await page.goto('/order/checkout')
  const coupon = page.getByRole('main').getByRole('group', { name: 'Coupon' })
  const field = coupon.getByLabel('Coupon code')
  const apply = coupon.getByRole('button', { name: 'Apply coupon' })

  // The error's line is in the accessibility tree before its first message, so that message is heard.
  const errorLine = page.locator('#coupon-code-error')
  await expect(errorLine).toHaveAttribute('aria-live', 'polite')
  expect(await errorLine.evaluate((line) => getComputedStyle(line).display)).not.toBe('none')
  await field.fill('NOSUCH')
  await apply.click()
  const refusal = coupon.getByText('This coupon is not valid for this order.')
  await expect(refusal).toBeVisible()
  await expect(refusal).toHaveAttribute('aria-live', 'polite')
  await expect(field).toHaveAccessibleDescription('This coupon is not valid for this order.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveValue('NOSUCH')
  await expect(apply).toBeFocused()
  // The message does not push the button down beside it: the button stays level with the box, the words beneath both.
  const [box, button, words] = await Promise.all([field.boundingBox(), apply.boundingBox(), refusal.boundingBox()])
  const middle = (rect: { y: number; height: number }) => rect.y + rect.height / 2
  expect(Math.abs(middle(button!) - middle(box!))).toBeLessThan(4)
  expect(words!.y).toBeGreaterThanOrEqual(button!.y + button!.height)

  await field.fill('welcome10')
  await field.press('Enter')
  await expect(coupon.getByText('WELCOME10')).toBeVisible()
  // Named by what took it off, so a member can tell a coupon from a reward.
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText('Discount (WELCOME10)', { exact: true })).toBeVisible()
  await expect(refusal).toHaveCount(0)

  await coupon.getByRole('button', { name: 'Remove coupon' }).click()
  await expect(field).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(/^Discount/)).toHaveCount(0)
})

test("a coupon applied at checkout takes a member's rewards off offer, with the reason, and gives them back when removed", async ({
  page,
}) => {
  // Ann has a banked "$5 off" reward (worker/sandbox/db/seed-members.ts).
  await restoreSession(page, await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123'))
  await startWithBasket(page, [{ name: 'Belgian Waffle', quantity: 2 }])
  await page.goto('/order/checkout')
  const main = page.getByRole('main')
  const rewards = main.getByRole('group', { name: 'VIP Perks rewards' })
  const use = rewards.getByRole('button', { name: /^Use / }).first()
  await expect(use).toBeEnabled()

  const coupon = main.getByRole('group', { name: 'Coupon' })
  await coupon.getByLabel('Coupon code').fill('welcome10')
  await coupon.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(rewards.getByText('Remove the coupon to use a reward.')).toBeVisible()
  await expect(use).toBeDisabled()
  await expect(use).toHaveAccessibleDescription('Remove the coupon to use a reward.')

  await coupon.getByRole('button', { name: 'Remove coupon' }).click()
  await expect(rewards.getByText('Remove the coupon to use a reward.')).toHaveCount(0)
  await expect(use).toBeEnabled()
})

test('with one reward in use, the others say why they cannot be used too', async ({ page }) => {
  await restoreSession(page, await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123'))
  const basket = await startWithBasket(page, [{ name: 'Belgian Waffle', quantity: 2 }])
  const banked = (reference: string, name: string, amount: number, applied: boolean) => ({
    reference,
    code: reference,
    reward_code: reference,
    name,
    points: 300,
    amount,
    redeemed_at: '2026-11-10T12:00:00.000Z',
    applied,
  })
  // Two banked rewards, the first on the basket (the seed member has one; the upstream's answer stands in).
  await answerApiCall(page, `orders/${basket}/rewards`, {
    json: {
      applied: 'R-1',
      blocked_by_coupon: false,
      rewards: [banked('R-1', '$5 off', 5, true), banked('R-2', 'Free pie slice', 3.99, false)],
    },
  })
  await page.goto('/order/checkout')
  const rewards = page.getByRole('main').getByRole('group', { name: 'VIP Perks rewards' })
  const other = rewards.getByRole('button', { name: 'Use Free pie slice' })
  await expect(other).toBeDisabled()
  await expect(other).toHaveAccessibleDescription('One reward per order: remove the one in use to choose another.')
})
