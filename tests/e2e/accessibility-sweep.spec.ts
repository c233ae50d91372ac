import { axeViolations } from './axe.ts'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { hydrated } from './account-helpers.ts'
import { restoreSession, signInThroughApi, type MemberSession } from './member-session.ts'
import {
  addFromMenu,
  chooseEagan,
  continueAsGuest,
  expectValidatedTotals,
  fillGuestAndCard,
  openCart,
  ORDERING_TEST_OPTIONS,
  placeOrder,
} from './ordering-steps.ts'

/*
 * The accessibility sweep. Target: WCAG 2.2 level AA. Every route of client/routes.tsx (and the Worker's pages
 * they render) is visited, with a chosen store and a signed-in member where a screen needs one, and every overlay
 * is opened; axe checks each against the WCAG 2.0, 2.1 and 2.2 A and AA rules at a phone (390 px) and a desktop
 * (1280 px) width. Any serious or critical violation fails the test, and the test lists every one it found.
 *
 * Each screen is reached once and checked at both widths by resizing the window, not by a second visit: the page
 * re-lays itself out as a visitor's browser would when it turns, and the journeys (a cart, a checkout, a member)
 * are not replayed to see the same screen wider.
 *
 * Adding a route: put its path in the list below that matches what it needs (no state, a chosen store, a member).
 * Adding an overlay: open it in the test of the screen it belongs to and `sweep.check(page, 'its name', dialog)`.
 * Run alone: `npm run build && E2E_PORT=<port> npx playwright test tests/e2e/accessibility-sweep.spec.ts`.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const PHONE_WIDTH = 390
const DESKTOP_WIDTH = 1280
const BOTH_WIDTHS = [PHONE_WIDTH, DESKTOP_WIDTH]
const PHONE_ONLY = [PHONE_WIDTH]
const WINDOW_HEIGHT = 844

/** CMS pages (worker/content/seed), the not-found page and the app's placeholder screens. */
const CONTENT_ROUTES = [
  '/',
  '/about',
  '/perks',
  '/perks/birthday-rewards',
  '/perks/how-points-work',
  '/franchising',
  '/franchising/why-perkins',
  '/franchising/process',
  '/franchising/blog',
  '/franchising/blog/bakery-in-every-restaurant',
  '/contact-us',
  '/contact',
  '/reviews',
  '/legal',
  '/privacy-policy',
  '/accessibility',
  '/ccpa',
  '/careers',
  '/gift-cards',
  '/faq',
  '/nutrition',
  '/twins',
  '/no-such-page',
]

/** Locations at every level, the account entry screens, and the ordering screens before a store is chosen. */
const APP_ROUTES = [
  '/locations',
  '/locations/us',
  '/locations/us/mn',
  '/locations/us/mn/eagan',
  '/locations/us/mn/eagan/eagan',
  '/signin',
  '/account/signin',
  '/account/signup',
  '/account/forgot-password',
  // An email-change link without its token: the screen's refusal.
  '/account/confirm-email',
  // These open the location selector; the sweep closes it to check the page (the selector has its own checks).
  '/menu',
  '/order',
  '/order/product?cat=1001&id=100101',
  '/order/checkout',
  '/order/confirm?id=no-such-order',
  '/order/signin',
]

/**
 * Also at 1280 px: one page of each template whose desktop layout differs from the phone's (inline navigation,
 * grids, two columns); the other pages share those templates and are swept at 390 px.
 */
const DESKTOP_ROUTES = new Set([
  '/',
  '/perks/birthday-rewards',
  '/franchising',
  '/franchising/blog',
  '/franchising/blog/bakery-in-every-restaurant',
  '/reviews',
  '/accessibility',
  '/faq',
  '/no-such-page',
  '/locations',
  '/locations/us/mn',
  '/locations/us/mn/eagan/eagan',
  '/signin',
  '/account/signup',
  '/order/checkout',
])

/** Member screens; the member is signed in once for the whole sweep (sign-in is rate limited per client). */
const MEMBER_ROUTES = ['/account', '/account/perks', '/account/history']

const SERIOUS = new Set(['serious', 'critical'])
const ROUTES_PER_TEST = 8

/** Collects every serious or critical violation of a test, so one run shows them all, and fails at the end. */
class Sweep {
  private readonly problems: string[] = []

  /** Checks the screen as it is at each width, starting with the window's current one to spare a resize. */
  async check(page: Page, screen: string, scope?: Locator, widths: readonly number[] = BOTH_WIDTHS) {
    const current = page.viewportSize()?.width
    const ordered = [...widths].sort((a, b) => Number(b === current) - Number(a === current))
    for (const width of ordered) {
      if (width !== page.viewportSize()?.width) await resizeTo(page, width)
      await this.checkAtWidth(page, screen, width, scope)
    }
  }

  private async checkAtWidth(page: Page, screen: string, width: number, scope?: Locator) {
    await test.step(`axe: ${screen} at ${width}px`, async () => {
      // Embedded partner forms are not ours to fix (axe.ts leaves frames out); they are stubbed below anyway.
      const violations = await axeViolations(page, { tags: WCAG_TAGS, ...(scope ? { include: await selectorOf(scope) } : {}) })
      const outline = await headingProblems(page, scope ? await selectorOf(scope) : 'body')
      if (outline.length > 0)
        this.problems.push(
          `${screen} at ${width}px: heading order (1.3.1, 2.4.6)\n${outline.map((problem) => `    • ${problem}`).join('\n')}`,
        )
      for (const violation of violations.filter((found) => SERIOUS.has(found.impact ?? ''))) {
        const nodes = violation.nodes
          .slice(0, 5)
          .map((node) => `    • ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`)
        const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : ''
        this.problems.push(
          `${screen} at ${width}px: ${violation.id} (${violation.impact}) ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}${more}`,
        )
      }
    })
  }

  expectNone() {
    expect(this.problems.length, `Accessibility violations (serious or critical):\n\n${this.problems.join('\n\n')}`).toBe(0)
  }
}

/**
 * axe's heading-order rule is not in the WCAG tags, so the sweep checks the outline itself: a page has one h1,
 * and no visible heading skips a level below the one before it (an h2 then an h4). A dialog starts at its own level.
 */
async function headingProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const scope = document.querySelector(scopeSelector)
    if (!scope) return []
    const headings = Array.from(scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')).filter(
      (heading) =>
        heading.getClientRects().length > 0 &&
        !heading.closest('[aria-hidden="true"], [inert]') &&
        (scope.tagName === 'DIALOG' || !heading.closest('dialog')),
    )
    const levelOf = (heading: HTMLElement) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))
    const problems: string[] = []
    if (scope.tagName === 'BODY') {
      const ones = headings.filter((heading) => levelOf(heading) === 1).length
      if (ones !== 1) problems.push(`${ones} h1 headings on the page (one expected)`)
    }
    let previous = 0
    for (const heading of headings) {
      const level = levelOf(heading)
      if (previous > 0 && level > previous + 1)
        problems.push(`h${level} "${heading.textContent?.trim().slice(0, 50)}" follows an h${previous}`)
      previous = level
    }
    return problems
  }, selector)
}

/** Resizes the window and lets the page lay itself out (media queries, resize listeners) before it is checked. */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: WINDOW_HEIGHT })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** axe takes CSS selectors; a dialog is found by its accessible name, then named by its id or its class. */
async function selectorOf(scope: Locator): Promise<string> {
  return scope.evaluate((element) => {
    if (element.id) return `#${CSS.escape(element.id)}`
    if (element.tagName === 'DIALOG') return 'dialog[open]'
    return element.tagName.toLowerCase() + Array.from(element.classList, (name) => `.${CSS.escape(name)}`).join('')
  })
}

/**
 * The partner forms in frames (reviews, twins, ccpa, franchising) answer with a small page, so no test waits on the
 * network. Only the tests that visit CMS pages stub them: a route makes the browser hold every request of the page
 * until the test runner answers it, which the journeys through the app's own screens would pay for nothing.
 */
async function stubPartnerForms(page: Page) {
  await page.route('https://forms.perkinsrestaurants.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Form</title><main><p>Form</p></main></html>' }),
  )
}

/** Ann (a seed member with orders, a saved card, a favourite and a banked reward), signed in once through /api. */
let member: MemberSession | null = null
async function signInMemberOnce(page: Page) {
  member ??= await signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123')
  await restoreSession(page, member)
  return member
}

test.use(ORDERING_TEST_OPTIONS)

// The not-found page and an unknown ?store= answer 404, which the browser logs.
test.use({ allowConsoleErrors: [/status of 404/] })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: WINDOW_HEIGHT })
})

// A few routes a test: a test's first page pays for a fresh browser context, later ones reuse its cache, and
// several tests let the sweep spread over the workers.
const ROUTES = [...CONTENT_ROUTES, ...APP_ROUTES]
for (let first = 0; first < ROUTES.length; first += ROUTES_PER_TEST) {
  const group = ROUTES.slice(first, first + ROUTES_PER_TEST)
  test(`${group[0]} … ${group.at(-1)}`, async ({ page }) => {
    if (group.some((path) => CONTENT_ROUTES.includes(path))) await stubPartnerForms(page)
    const sweep = new Sweep()
    for (const path of group) {
      await page.goto(path)
      await hydrated(page)
      if (/^\/(menu|order)/.test(path)) {
        const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
        await expect(selector).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(selector).toBeHidden()
      }
      await sweep.check(page, path, undefined, DESKTOP_ROUTES.has(path) ? BOTH_WIDTHS : PHONE_ONLY)
    }
    sweep.expectNone()
  })
}

test(`the overlays of the public pages`, async ({ page }) => {
  test.setTimeout(180_000)
  await stubPartnerForms(page)
  const sweep = new Sweep()
  await page.goto('/')
  await hydrated(page)

  // The navigation menu is a phone's; the desktop header is checked with the page.
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await sweep.check(page, 'mobile navigation menu', page.locator('header'), PHONE_ONLY)
  await menuButton.click()

  const cart = await openCart(page)
  await expect(cart.getByRole('button', { name: 'Start your order' })).toBeVisible()
  await sweep.check(page, 'cart panel (empty)', cart)
  await cart.getByRole('button', { name: 'Start your order' }).click()
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await expect(selector).toBeVisible()
  await sweep.check(page, 'location selector', selector)
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByText('Please enter an address, city or zip code.')).toBeVisible()
  await sweep.check(page, 'location selector with an error', selector)
  await selector.getByLabel('Address, city or zip code').fill('55121')
  await selector.getByRole('button', { name: 'Search' }).click()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toBeVisible()
  await sweep.check(page, 'location selector with results', selector)
  await selector.getByRole('radio', { name: 'Delivery' }).check()
  const delivery = page.getByRole('dialog', { name: /deliver/i })
  await expect(delivery.getByLabel('Zip code')).toBeVisible()
  await sweep.check(page, 'location selector, delivery', delivery)
  await page.keyboard.press('Escape')
  await expect(delivery).toBeHidden()

  await page.goto('/faq')
  await hydrated(page)
  await page.locator('summary').first().click()
  await sweep.check(page, '/faq with an answer open')

  await page.goto('/signin')
  await hydrated(page)
  await page.getByRole('button', { name: 'Join VIP Perks' }).click()
  const optIn = page.getByRole('dialog', { name: 'Please Confirm Your Details Below' })
  await expect(optIn).toBeVisible()
  await sweep.check(page, 'VIP Perks opt-in modal', optIn)
  await optIn.getByRole('button', { name: 'Sign Up' }).click()
  await expect(optIn.getByText('Please enter your first name.')).toBeVisible()
  await sweep.check(page, 'VIP Perks opt-in modal with errors', optIn)
  await page.keyboard.press('Escape')
  await expect(optIn).toBeHidden()

  await page.goto('/account/signup')
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Please enter your first name.')).toBeVisible()
  await sweep.check(page, '/account/signup with errors')

  // An unknown ?store= says so in the error modal.
  await page.goto('/menu?store=99999')
  const error = page.getByRole('dialog', { name: 'Something went wrong' })
  await expect(error).toBeVisible()
  await sweep.check(page, 'error modal', error)
  await page.keyboard.press('Escape')

  // The lead form opens in a dialog on a phone only (wider, it sits on the page).
  await resizeTo(page, PHONE_WIDTH)
  await page.goto('/franchising')
  await hydrated(page)
  await page.getByRole('button', { name: 'Learn More!' }).click()
  const leadForm = page.getByRole('dialog')
  await expect(leadForm).toBeVisible()
  await sweep.check(page, 'franchising lead form dialog', leadForm, PHONE_ONLY)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Menu' }).click()
  await sweep.check(page, 'franchising navigation menu', page.locator('header'), PHONE_ONLY)
  sweep.expectNone()
})

test(`ordering from menu to confirmation as a guest`, async ({ page }) => {
  test.setTimeout(180_000)
  const sweep = new Sweep()
  await chooseEagan(page)
  await sweep.check(page, '/order (empty basket)')

  await page.goto('/menu')
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()
  await sweep.check(page, '/menu')

  await page.getByRole('link', { name: /^Buttermilk Pancakes/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
  await sweep.check(page, '/order/product')
  await page.getByRole('button', { name: 'Add to order' }).click()
  await expect(page.getByText('Please choose one.')).toBeVisible()
  await sweep.check(page, '/order/product with an error')

  await addFromMenu(page, 'Belgian Waffle')
  const cart = await openCart(page)
  await expect(cart.getByText('Order Subtotal')).toBeVisible()
  await sweep.check(page, 'cart panel with a line', cart)
  await cart.getByRole('link', { name: 'View or edit your order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible()
  await sweep.check(page, '/order')

  await page.getByRole('main').getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/signin$/)
  await hydrated(page)
  await sweep.check(page, '/order/signin')
  await continueAsGuest(page)
  await sweep.check(page, '/order/checkout')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText('Please enter your first name.')).toBeVisible()
  await sweep.check(page, '/order/checkout with errors')

  await fillGuestAndCard(page)
  await placeOrder(page)
  await sweep.check(page, '/order/confirm')
  sweep.expectNone()
})

test(`member screens and overlays`, async ({ page }) => {
  test.setTimeout(180_000)
  const sweep = new Sweep()
  const session = await signInMemberOnce(page)
  for (const path of MEMBER_ROUTES) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByText(/Loading/)).toHaveCount(0)
    await sweep.check(page, `${path} (member)`)
  }

  await page.goto('/account')
  await hydrated(page)
  await page.getByRole('button', { name: /favorite location/ }).click()
  const favorite = page.getByRole('dialog')
  await expect(favorite).toBeVisible()
  await sweep.check(page, 'favourite location selector', favorite)
  await page.keyboard.press('Escape')

  await page.goto('/locations')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'My favorite location' })).toBeVisible()
  await sweep.check(page, '/locations (member)')

  // A member's checkout: saved card, rewards, no guest fields.
  await page.goto('/menu?store=3510')
  await expect(page).toHaveURL(/\/menu$/)
  await addFromMenu(page, 'Belgian Waffle')
  await page.goto('/order/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectValidatedTotals(page)
  await sweep.check(page, '/order/checkout (member)')

  // A login link for another member asks first.
  const other = { ...(session.user as Record<string, unknown>), id: 'someone-else', email: 'ben.ortiz@example.com' }
  await page.route('**/api', (route) => {
    const path = route.request().headers()['path']
    if (path === 'members/code') return route.fulfill({ json: { ...(session.token as Record<string, unknown>), id: 'someone-else' } })
    if (path === 'members/get') return route.fulfill({ json: other })
    return route.fallback()
  })
  await page.goto('/locations?code=link-for-someone-else')
  const switchDialog = page.getByRole('dialog', { name: 'Switch accounts?' })
  await expect(switchDialog).toBeVisible()
  await sweep.check(page, 'account-switch dialog', switchDialog)
  await page.keyboard.press('Escape')
  sweep.expectNone()
})
