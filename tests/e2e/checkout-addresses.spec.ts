import type { APIRequestContext, Page } from '@playwright/test'
import { startWithBasket, EAGAN } from './basket-setup.ts'
import { providerCardToken } from './provider-token.ts'
import { seriousViolations } from './axe.ts'
import { test, expect } from './fixtures.ts'
import { joinThroughApi } from './member-join.ts'
import { restoreSession, type MemberSession } from './member-session.ts'
import { addFromMenu, expectValidatedTotals, fillCard, openCart, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

// A member's saved delivery addresses: offered at checkout, saved only when "Save this address" is ticked, listed on
// /account with Delete. Each test joins VIP Perks as a new member (through the API), so it starts with no address.

test.use(ORDERING_TEST_OPTIONS)

const YANKEE_DOODLE = { address: '1340 Yankee Doodle Rd', city: 'Eagan', zip: '55121' }
const PILOT_KNOB = { address: '2020 Pilot Knob Rd', city: 'Eagan', zip: '55122' }
const line = (a: typeof YANKEE_DOODLE) => `${a.address}, ${a.city} ${a.zip}`

/**
 * What the upstream holds for the member, asked from the page (the browser opens a new connection when an idle one
 * was closed; the test's own request context, idle through the journey's steps, may not).
 */
async function savedAddresses(page: Page, member: MemberSession): Promise<{ id: number; address: string }[]> {
  const answer = await page.evaluate(async (token) => {
    const response = await fetch('/api', { headers: { path: 'members/addresses', token } })
    return { status: response.status, body: (await response.json()) as { addresses: { id: number; address: string }[] } }
  }, member.token.ordering.access.token)
  expect(answer.status).toBe(200)
  return answer.body.addresses
}

/** One delivery order placed through the API, asking to save its address: the state the checkout journey leaves. */
async function saveThroughAnOrder(request: APIRequestContext, siteOrigin: string, member: MemberSession, address: typeof YANKEE_DOODLE) {
  const headers = (path: string) => ({ path, token: member.token.ordering.access.token, 'content-type': 'application/json' })
  const basket = await (
    await request.post('/api', { headers: headers('orders/create'), data: { menu_id: 70405, location_id: Number(EAGAN) } })
  ).json()
  const hashBrowns = { product_id: 109001, quantity: 1 }
  expect(
    (await request.post('/api', { headers: headers(`orders/${basket.id}/products`), data: { products: [hashBrowns] } })).status(),
  ).toBe(200)
  expect(
    (await request.put('/api', { headers: headers(`orders/${basket.id}/address`), data: { type: 'delivery', address } })).status(),
  ).toBe(200)
  const submit = await request.post('/api', {
    headers: headers(`orders/${basket.id}/submit`),
    data: {
      usertype: 'user',
      payments: [{ type: 'creditcard', token: await providerCardToken(request, siteOrigin, basket.id) }],
      save_address: true,
    },
  })
  expect(submit.status(), await submit.text()).toBe(200)
}

/** The member at checkout with a basket, through the site's own storage (basket-setup.ts). */
async function memberAtCheckout(page: Page, member: MemberSession) {
  await restoreSession(page, member)
  await startWithBasket(page, [{ name: 'Buttermilk Pancakes', options: ['Short Stack (3)'] }])
  await page.goto('/order/checkout')
  await expect(page.getByText(/Ordering as Dana Whitfield/)).toBeVisible()
}

async function typeNewAddress(page: Page, address: typeof YANKEE_DOODLE) {
  const main = page.getByRole('main')
  await main.getByLabel('Street address').fill(address.address)
  await main.getByLabel('City').fill(address.city)
  await main.getByLabel('Zip code', { exact: true }).fill(address.zip)
}

test('a member saves a new delivery address by ticking the box, then picks it at the next checkout without typing @phone', async ({
  page,
}) => {
  const member = await joinThroughApi(page.request, 'addresses')
  await memberAtCheckout(page, member)
  const main = page.getByRole('main')
  await page.getByRole('radio', { name: 'Delivery' }).check()

  // No saved address yet: the fields, and the box, unticked until the member ticks it.
  await expect(main.getByRole('group', { name: 'Deliver to' })).toHaveCount(0)
  const save = main.getByRole('checkbox', { name: 'Save this address' })
  await expect(save).not.toBeChecked()
  await typeNewAddress(page, YANKEE_DOODLE)
  await save.check()
  await page.getByRole('button', { name: 'Deliver to this address' }).click()
  await expect(main.getByText(`Delivering to ${line(YANKEE_DOODLE)}`)).toBeVisible()
  expect(await savedAddresses(page, member)).toEqual([])
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  expect((await savedAddresses(page, member)).map((saved) => saved.address)).toEqual([YANKEE_DOODLE.address])

  // The next order: choosing Delivery chooses the saved address and puts it on the basket; nothing to type.
  await addFromMenu(page, 'Classic French Toast')
  await (await openCart(page)).getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await page.getByRole('radio', { name: 'Delivery' }).check()
  const choice = main.getByRole('group', { name: 'Deliver to' })
  await expect(choice.getByRole('radio', { name: line(YANKEE_DOODLE) })).toBeChecked()
  await expect(choice.getByRole('radio', { name: 'A new address' })).not.toBeChecked()
  await expect(main.getByLabel('Street address')).toHaveCount(0)
  await expect(main.getByRole('checkbox', { name: 'Save this address' })).toHaveCount(0)
  await expect(main.getByText(`Delivering to ${line(YANKEE_DOODLE)}`)).toBeVisible()
  await choice.getByRole('radio', { name: 'A new address' }).check()
  await expect(main.getByLabel('Street address')).toHaveValue('')
  expect(await seriousViolations(page)).toEqual([])
  await choice.getByRole('radio', { name: line(YANKEE_DOODLE) }).check()
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  await expect(page.getByText(`To ${line(YANKEE_DOODLE)}`)).toBeVisible()
  expect(await savedAddresses(page, member)).toHaveLength(1)
})

test('a member who leaves "Save this address" unticked has nothing saved', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'addresses')
  await memberAtCheckout(page, member)
  const main = page.getByRole('main')
  await page.getByRole('radio', { name: 'Delivery' }).check()
  await typeNewAddress(page, PILOT_KNOB)
  await expect(main.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Deliver to this address' }).click()
  await expect(main.getByText(`Delivering to ${line(PILOT_KNOB)}`)).toBeVisible()
  await fillCard(page)
  await expectValidatedTotals(page)
  await placeOrder(page)
  await expect(page.getByText(`To ${line(PILOT_KNOB)}`)).toBeVisible()
  expect(await savedAddresses(page, member)).toEqual([])
  await page.goto('/account')
  await expect(page.getByText('You have no saved addresses.', { exact: false })).toBeVisible()
})

test('/account lists the saved addresses and Delete removes one, saying so and keeping the keyboard in place @any-width', async ({
  page,
  baseURL,
}) => {
  const member = await joinThroughApi(page.request, 'addresses')
  await saveThroughAnOrder(page.request, baseURL!, member, YANKEE_DOODLE)
  await saveThroughAnOrder(page.request, baseURL!, member, PILOT_KNOB)
  await restoreSession(page, member)
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Saved addresses' })
  const items = section.getByRole('listitem')
  // The most recently saved first.
  await expect(items).toHaveText([new RegExp(`^${line(PILOT_KNOB)}`), new RegExp(`^${line(YANKEE_DOODLE)}`)])
  expect(await seriousViolations(page)).toEqual([])

  await section.getByRole('button', { name: `Delete ${line(PILOT_KNOB)}` }).click()
  await expect(section.getByRole('status')).toHaveText(`${line(PILOT_KNOB)} was deleted.`)
  await expect(items).toHaveText([new RegExp(`^${line(YANKEE_DOODLE)}`)])
  await expect(section.getByRole('button', { name: `Delete ${line(YANKEE_DOODLE)}` })).toBeFocused()
  expect((await savedAddresses(page, member)).map((saved) => saved.address)).toEqual([YANKEE_DOODLE.address])

  await page.keyboard.press('Enter')
  await expect(section.getByRole('status')).toHaveText(`${line(YANKEE_DOODLE)} was deleted.`)
  await expect(section.getByText('You have no saved addresses.', { exact: false })).toBeVisible()
  await expect(section.getByRole('heading', { name: 'Saved addresses' })).toBeFocused()
  expect(await savedAddresses(page, member)).toEqual([])

  // Gone after a reload too.
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Saved addresses' }).getByText('You have no saved addresses.', { exact: false }),
  ).toBeVisible()
})

test("checkout's section headings are the site's heading face, like every other heading @any-width", async ({ page }) => {
  await startWithBasket(page, [{ name: 'Buttermilk Pancakes', options: ['Short Stack (3)'] }], { asGuest: true })
  await page.goto('/order/checkout')
  const main = page.getByRole('main')
  const headingFace = await main.getByRole('heading', { level: 1, name: 'Checkout' }).evaluate((h1) => getComputedStyle(h1).fontFamily)
  expect(headingFace).toMatch(/^"?Fraunces"?,/)
  const legends = ['How would you like your order?', 'When?', 'Add a tip', 'Coupon', 'Your details', 'Payment']
  for (const name of legends) {
    const legend = main.getByRole('group', { name }).locator('legend').first()
    await expect(legend).toHaveText(name)
    const style = await legend.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { family: computed.fontFamily, weight: computed.fontWeight }
    })
    expect(style, name).toEqual({ family: headingFace, weight: '700' })
  }
  const summary = page.getByRole('heading', { level: 2, name: 'Order summary' })
  expect(await summary.evaluate((h2) => getComputedStyle(h2).fontFamily)).toBe(headingFace)
})
