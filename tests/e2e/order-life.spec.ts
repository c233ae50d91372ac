import type { Page } from '@playwright/test'
import { PASSWORD } from './account-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, pinServerClock, test, WEEKDAY_LATE_MORNING } from './fixtures.ts'
import { joinThroughApi } from './member-join.ts'
import { restoreSession } from './member-session.ts'
import {
  addFromMenu,
  chooseEagan,
  expectValidatedTotals,
  fillCard,
  fillGuestAndCard,
  guestCheckoutWith,
  openCart,
  ORDERING_TEST_OPTIONS,
  placeOrder,
  REFUSED_API_CALL,
} from './ordering-steps.ts'

// The order's life after Place order: cancelled from the confirmation while the kitchen has not started (asked
// first), refused in the upstream's words after; the order echo sent once; a guest who has an account signs in from
// the confirmation and the order (and its points) become theirs; a member's balance after the order.

test.use(ORDERING_TEST_OPTIONS)

/** The order as the upstream holds it, asked from the page with the member's token (or as a guest). */
async function upstreamStatus(
  page: Page,
  id: string,
  token?: string,
): Promise<{ status: number; body: { status?: string; message?: string } }> {
  return page.evaluate(
    async ({ id, token }) => {
      const response = await fetch('/api', { headers: { path: `orders/${id}/status`, ...(token ? { token } : {}) } })
      return { status: response.status, body: await response.json() }
    },
    { id, token },
  )
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a guest cancels from the confirmation after saying so in the dialog', async ({ page }) => {
      await guestCheckoutWith(page, 'Belgian Waffle')
      await fillGuestAndCard(page)
      const id = await placeOrder(page)
      await expect(page.locator('.order-status')).toHaveText(/^(Received|Scheduled|In Progress)$/)

      const cancel = page.getByRole('button', { name: 'Cancel order' })
      await cancel.click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
      await expect(dialog).toBeVisible()
      // Paid by card: the money goes back.
      await expect(dialog).toContainText('Anything you paid goes back to where it came from.')
      // The safe choice has focus, and the dialog passes axe.
      await expect(dialog.getByRole('button', { name: 'Keep my order' })).toBeFocused()
      expect(await seriousViolations(page, { include: '.modal[open]' })).toEqual([])
      // Keeping it changes nothing, and focus is back on the button.
      await dialog.getByRole('button', { name: 'Keep my order' }).click()
      await expect(dialog).toBeHidden()
      await expect(cancel).toBeFocused()
      expect((await upstreamStatus(page, id)).body.status).toMatch(/^(Received|Scheduled|In Progress)$/)

      await cancel.click()
      await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.locator('.order-status')).toHaveText('Cancelled')
      await expect(page.getByText('Your order is cancelled.')).toBeFocused()
      await expect(cancel).toHaveCount(0)
      expect((await upstreamStatus(page, id)).body.status).toBe('Cancelled')
      // Nothing left to earn points on.
      await expect(page.getByRole('button', { name: 'Join VIP Perks' })).toHaveCount(0)
      await page.reload()
      await expect(page.locator('.order-status')).toHaveText('Cancelled')
      await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
    })
  })
}

test('a read of the order sent before the cancel, answered after it, does not bring the order back', async ({ page }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)
  // The confirmation reads the order as it opens. That answer is read from the upstream at once, while the order is
  // still received, and handed to the page only once the cancel has been answered: as on a slow line.
  let handOver!: () => void
  const handedOver = new Promise<void>((resolve) => (handOver = resolve))
  let held = 0
  await page.route('**/api*', async (route) => {
    const request = route.request()
    if (request.method() !== 'GET' || !/^orders\/[\w-]+$/.test(request.headers()['path'] ?? '')) return route.fallback()
    held++
    const response = await route.fetch()
    await handedOver
    await route.fulfill({ response })
  })
  await placeOrder(page)
  await expect.poll(() => held).toBe(1)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(page.locator('.order-status')).toHaveText('Cancelled')

  const staleRead = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /^orders\/[\w-]+$/.test(response.request().headers()['path'] ?? ''),
  )
  handOver()
  await staleRead
  // Let the page act on the answer before looking again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  await expect(page.locator('.order-status')).toHaveText('Cancelled')
  await expect(page.getByText('Your order is cancelled.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
})

test('someone with only the confirmation link is not offered Cancel order', async ({ page, browser, baseURL }) => {
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)
  const id = await placeOrder(page)
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  // The link shared to another browser: it shows the order, but without the tab's claim there is nothing to cancel with.
  const elsewhere = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  const other = await elsewhere.newPage()
  await other.goto(`/order/confirm?id=${id}`)
  await expect(other.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
  await expect(other.getByText(id)).toBeVisible()
  await expect(other.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await elsewhere.close()
})

test.describe('refused', () => {
  test.use({ allowConsoleErrors: [REFUSED_API_CALL] })

  test('once the kitchen has started, the cancel gets the upstream refusal in words and the order stays', async ({ page }) => {
    await guestCheckoutWith(page, 'Belgian Waffle')
    await fillGuestAndCard(page)
    const id = await placeOrder(page)
    // Ten minutes later the kitchen is at it: past the few minutes any order may be cancelled in.
    await pinServerClock(page.request, new Date(Date.parse(WEEKDAY_LATE_MORNING) + 10 * 60_000).toISOString())
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click()
    const refusal = page.getByText('This order can no longer be cancelled.')
    await expect(refusal).toBeVisible()
    await expect(refusal).toBeFocused()
    await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeHidden()
    await expect(page.locator('.order-status')).not.toHaveText('Cancelled')
    expect((await upstreamStatus(page, id)).body.status).not.toBe('Cancelled')
  })
})

test('a member cancels an order and their history shows it as cancelled', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'cancels')
  await restoreSession(page, member)
  await chooseEagan(page)
  await addFromMenu(page, 'Classic French Toast')
  const cart = await openCart(page)
  await cart.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await fillCard(page)
  await expectValidatedTotals(page)
  const id = await placeOrder(page)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(page.locator('.order-status')).toHaveText('Cancelled')
  expect((await upstreamStatus(page, id, member.token.ordering.access.token)).body.status).toBe('Cancelled')

  await page.goto('/account/history')
  const order = page.getByRole('main').locator('.order-card').filter({ hasText: 'Classic French Toast' })
  await expect(order).toHaveCount(1)
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible()
})

test('the order echo is sent once: not again on a re-render or a reload of the confirmation', async ({ page }) => {
  const echoes: string[] = []
  page.on('request', (request) => {
    const path = request.headers()['path'] ?? ''
    if (request.url().endsWith('/api') && /^orders\/[\w-]+\/track$/.test(path))
      echoes.push(`${request.method()} ${path} ${request.postData()}`)
  })
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)
  const id = await placeOrder(page)
  await expect.poll(() => echoes.length).toBe(1)
  expect(echoes[0]).toContain(`POST orders/${id}/track`)
  expect(JSON.parse(echoes[0]!.slice(echoes[0]!.indexOf('{')))).toMatchObject({ id, products: [{ name: 'Belgian Waffle', quantity: 1 }] })

  // A reload renders the confirmation anew (so does each status answer while it shows): nothing more is sent.
  await page.reload()
  await expect(page.getByText(id)).toBeVisible()
  await expect(page.locator('.order-status')).toBeVisible()
  expect(echoes).toHaveLength(1)
})

test('a guest who has an account signs in from the confirmation, and the order and its points are theirs', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'signs-in-after')
  await guestCheckoutWith(page, 'Belgian Waffle')
  await fillGuestAndCard(page)
  const id = await placeOrder(page)

  await page.getByRole('link', { name: 'Sign in to earn points for this order' }).click()
  await expect(page).toHaveURL(/\/account\/signin$/)
  await page.getByLabel('Email or phone number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()

  // Back on the same confirmation, now as the member, with this order's points pending in the balance.
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${id}$`))
  const perks = page.getByRole('complementary', { name: 'Your VIP Perks' })
  await expect(perks).toContainText(/You have 0 points\. \d+ points pending/)
  await expect(page.getByRole('link', { name: 'Sign in to earn points for this order' })).toHaveCount(0)
  const balance = await (await page.request.get('/api', { headers: { path: 'members/balance', token: member.token.access.token } })).json()
  expect(balance.pending_points).toBeGreaterThan(0)

  await page.goto('/account/history')
  await expect(page.getByRole('main').locator('.order-card').filter({ hasText: 'Belgian Waffle' })).toHaveCount(1)
})

test('/account/perks asks for the balance again on request', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'perks-refresh')
  await restoreSession(page, member)
  let inquiries = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['path'] === 'members/balance') inquiries++
  })
  await page.goto('/account/perks')
  const balance = page.getByRole('region', { name: 'Your balance' })
  await expect(balance.locator('.perks-balance__points')).toHaveText('0')
  // One line, read aloud as such: the number and its word with a space between.
  await expect(balance.getByText('0 points', { exact: true })).toBeVisible()
  await balance.getByRole('button', { name: 'Refresh balance' }).click()
  // Said beside the balance, under the button that asked.
  await expect(balance.getByRole('status')).toHaveText('Your balance is up to date.')
  expect(inquiries).toBe(1)
})
