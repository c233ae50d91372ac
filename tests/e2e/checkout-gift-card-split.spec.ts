import { test, expect } from './fixtures.ts'
import { startWithBasket } from './basket-setup.ts'
import { expectConfirmation, expectValidatedTotals, fillCard, fillGuest, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// A gift card that does not cover the order pays its balance; the card in the provider's hosted fields pays the rest.

test.use(ORDERING_TEST_OPTIONS)

// The sandbox's demo gift cards (worker/sandbox/db/test-gift-cards.ts), one per width: each run spends its balance
// and every browser-test server starts from fresh data.
const GIFT_CARDS = {
  desktop: { number: '6006491000000002', pin: '2345', balance: '$10.00' },
  phone: { number: '6006491000000001', pin: '1234', balance: '$50.00' },
} as const

test('a gift card pays its balance and the hosted card fields pay the rest @any-width', async ({ page }, testInfo) => {
  const gift = GIFT_CARDS[testInfo.project.name as keyof typeof GIFT_CARDS]
  // Six waffles: more than either gift card holds.
  await startWithBasket(page, [{ name: 'Belgian Waffle', quantity: 6 }], { asGuest: true })
  await page.goto('/order/checkout')
  await fillGuest(page)
  await expectValidatedTotals(page)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Use a gift card' }).click()
  // The button gives way to the card's fields; the keyboard goes on to the first.
  await expect(main.getByLabel('Gift card number')).toBeFocused()
  await main.getByLabel('Gift card number').fill(gift.number)
  await main.getByLabel('Gift card PIN').fill(gift.pin)
  await main.getByRole('button', { name: 'Apply gift card' }).click()
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText(new RegExp(`^Gift card pays \\${gift.balance}; your card pays \\$\\d+\\.\\d{2}\\.$`))).toBeVisible()
  const rest = /your card pays (\$\d+\.\d{2})/.exec((await summary.getByText(/^Gift card pays/).textContent()) ?? '')![1]!
  // The rest is the card's, typed into the provider's frames as any card is.
  await fillCard(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectConfirmation(page)
  await expect(page.getByText(`Gift card ending ${gift.number.slice(-4)}: ${gift.balance}`)).toBeVisible()
  await expect(page.getByText(`Visa ending 4242: ${rest}`)).toBeVisible()
})
