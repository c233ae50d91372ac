import { test, expect } from './fixtures.ts'
import { fillCard, guestCheckoutWith, expectValidatedTotals, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

// A confirmation to trust: a short order number read aloud at the counter, with the restaurant, beside the long id
// of the link; an as-soon-as-possible order says so and when the kitchen expects it; the receipt goes to the email
// typed, and the sandbox's outbox (the mailbox in tests) has it.

test.use(ORDERING_TEST_OPTIONS)

test('the confirmation shows a short number at the restaurant, "As soon as possible" and where the receipt went @any-width', async ({
  page,
}) => {
  const email = `dana.${crypto.randomUUID().slice(0, 8)}@example.com`
  await guestCheckoutWith(page, 'Buttermilk Pancakes', ['Full Stack (5)'])
  const main = page.getByRole('main')
  await main.getByLabel('First name').fill('Dana')
  await main.getByLabel('Last name').fill('Ruiz')
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Phone').pressSequentially('6515550142')
  await fillCard(page)
  await expectValidatedTotals(page)
  const id = await placeOrder(page)

  const number = main.getByText(/^Order number [ACDEFHJKMNPRTWXY3479]{6} at Perkins Eagan$/)
  await expect(number).toBeVisible()
  const shortNumber = (await number.locator('strong').textContent()) ?? ''
  expect(shortNumber).toMatch(/^[ACDEFHJKMNPRTWXY3479]{6}$/)
  await expect(main.getByText(`Reference ${id}`)).toBeVisible()
  await expect(main.getByText(/^As soon as possible\. The kitchen expects it ready today at \d{1,2}:\d{2} [AP]M\.$/)).toBeVisible()
  await expect(main.getByText(/^Status:/)).not.toContainText('Scheduled')
  await expect(main.getByText(`A receipt is on its way to ${email}.`)).toBeVisible()

  const outbox = await page.request.get(`/_sandbox/outbox?to=${encodeURIComponent(email)}`)
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] }
  expect(messages).toHaveLength(1)
  expect(messages[0]!.subject).toBe(`Your Perkins order ${shortNumber}`)
  expect(messages[0]!.body).toContain('1 × Buttermilk Pancakes (Full Stack (5))')

  // Reloaded (or reached again by Back and Forward), it still says where the receipt went and how it was paid: only
  // the answer to placing the order names the address, and the status call names the payment.
  await page.reload()
  await expect(main.getByText(`A receipt is on its way to ${email}.`)).toBeVisible()
  await expect(main.getByRole('definition').filter({ hasText: /^Visa ending 4242: \$\d+\.\d{2}$/ })).toBeVisible()
})
