import type { Page } from '@playwright/test'
import { startWithBasket } from './basket-setup.ts'
import { expect, WEEKDAY_LATE_MORNING } from './fixtures.ts'

// Steps the ordering journeys share, each as a visitor would do it (accessible names only).

export const VISA = '4242 4242 4242 4242'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** An option's control: its accessible name starts with the option's name (then its price and calories). */
export function optionNamed(page: Page, name: string) {
  const accessibleName = new RegExp(`^${escape(name)}( |$)`)
  return page.getByRole('radio', { name: accessibleName }).or(page.getByRole('checkbox', { name: accessibleName }))
}

/**
 * No service worker: page.route never sees a request one answers, and these journeys answer or hold /api calls and
 * the card provider's script through it.
 * Journeys that order as soon as possible pin their own hour, an open restaurant's, whatever the suite's clock says.
 */
export const ORDERING_TEST_OPTIONS = { serviceWorkers: 'block', sandboxTime: WEEKDAY_LATE_MORNING } as const

/** The browser logs a refused /api call (402, 409) as a console error; journeys that expect one allow just that. */
export const REFUSED_API_CALL = /Failed to load resource: the server responded with a status of 40[29]/

/** From a fresh profile: /menu opens the selector; Eagan (3510, every handoff) becomes the restaurant. */
export async function chooseEagan(page: Page) {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await selector.getByRole('button', { name: 'Order from Eagan' }).click()
  await expect(page).toHaveURL(/\/order$/)
}

/** Opens a dish from the menu, picks the named options, adds it, and closes the cart panel that opens. */
export async function addFromMenu(page: Page, dish: string, options: string[] = []) {
  if (!page.url().endsWith('/menu')) await page.goto('/menu')
  await addFromHere(page, dish, options)
}

/** The same from the menu this page shows (/menu, or /order's under the basket). */
export async function addFromHere(page: Page, dish: string, options: string[] = []) {
  await page.getByRole('link', { name: new RegExp(`^${escape(dish)}`) }).click()
  await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible()
  for (const option of options) await optionNamed(page, option).check()
  await page.getByRole('button', { name: 'Add to order' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart.getByText(dish, { exact: true })).toBeVisible()
  await cart.getByRole('button', { name: 'Close your order' }).click()
  await expect(cart).toBeHidden()
}

/**
 * Proceed to Checkout as a guest. Without a user, checkout sends the visitor to /order/signin; that screen's
 * "continue as guest" sets the store's guest flag, which persists under perkins:guest (client/state/persistence.ts).
 */
export async function checkoutAsGuest(page: Page) {
  await page.getByRole('button', { name: /Your order/ }).click()
  await page.getByRole('dialog', { name: 'Your Order' }).getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/signin$/)
  await continueAsGuest(page)
}

/** On /order/signin: the guest choice as that screen stores it (its own journeys press its buttons), then checkout. */
export async function continueAsGuest(page: Page) {
  await page.evaluate(() => localStorage.setItem('perkins:guest', JSON.stringify({ value: true, savedAt: Date.now() })))
  await page.goto('/order/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
}

/**
 * From a fresh profile: Eagan chosen, the dish (with the named options) in the cart, and at checkout as a guest.
 * The starting state comes through /api and storage (basket-setup.ts); ordering-guest-pickup.spec.ts walks the
 * same steps through the screens.
 */
export async function guestCheckoutWith(page: Page, dish: string, options: string[] = []) {
  await startWithBasket(page, [{ name: dish, options }], { asGuest: true })
  await page.goto('/order/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
}

/** At checkout: delivery chosen, and Eagan restaurant's own street address typed in and confirmed. */
export async function deliverToYankeeDoodle(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'Delivery' }).check()
  await main.getByLabel('Street address').fill('1340 Yankee Doodle Rd')
  await main.getByLabel('City').fill('Eagan')
  await main.getByLabel('Zip code', { exact: true }).fill('55121')
  await main.getByRole('button', { name: 'Deliver to this address' }).click()
  await expect(main.getByText('Delivering to 1340 Yankee Doodle Rd, Eagan 55121')).toBeVisible()
}

export async function fillGuest(page: Page) {
  const main = page.getByRole('main')
  await main.getByLabel('First name').fill('Pat')
  await main.getByLabel('Last name').fill('Diner')
  await main.getByLabel('Email').fill('pat.diner@example.com')
  await main.getByLabel('Phone').pressSequentially('6515550199')
}

/** The card provider's hosted field (an iframe of its origin), found by the frame's title, then its own label inside. */
export function hostedField(page: Page, field: 'Card number' | 'Security code') {
  return page.getByRole('main').getByTitle(`${field} (secure field)`).contentFrame().getByLabel(field)
}

/** The number and security code go into the provider's frames; expiry and zip are the site's own fields. */
export async function fillCard(page: Page, number = VISA, securityCode = number.startsWith('3') ? '1234' : '123') {
  const main = page.getByRole('main')
  await hostedField(page, 'Card number').pressSequentially(number.replaceAll(' ', ''))
  await main.getByLabel('Expiration (MM/YY)').pressSequentially('1230')
  await hostedField(page, 'Security code').pressSequentially(securityCode)
  await main.getByLabel('Billing zip code').pressSequentially('55121')
}

/** The guest's details and the card, then the validated totals a visitor waits for before Place order. */
export async function fillGuestAndCard(page: Page, number = VISA) {
  await fillGuest(page)
  await fillCard(page, number)
  await expectValidatedTotals(page)
}

/** Waits for the checkout's validated totals (taxes shown) before Place order. */
export async function expectValidatedTotals(page: Page) {
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText('MN Sales Tax')).toBeVisible()
  await expect(summary.getByText('Total', { exact: true })).toBeVisible()
}

export async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/order\/confirm\?id=[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
  const id = new URL(page.url()).searchParams.get('id')!
  await expect(page.getByText(id)).toBeVisible()
  await expect(page.getByText(/^Status:/)).toBeVisible()
  return id
}

/** Presses Place order and lands on the confirmation; returns the order's id. */
export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place order' }).click()
  return expectConfirmation(page)
}

/** Opens the cart panel from the header. */
export async function openCart(page: Page) {
  await page.getByRole('button', { name: /Your order/ }).click()
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart).toBeVisible()
  return cart
}

/** How many submits the page sends (each one is a press that reached the upstream). */
export function countSubmits(page: Page): () => number {
  let submits = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api') && /^orders\/[\w-]+\/submit$/.test(request.headers()['path'] ?? '')) submits++
  })
  return () => submits
}
