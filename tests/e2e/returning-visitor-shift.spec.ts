import type { Page } from '@playwright/test'
import { startWithBasket } from './basket-setup.ts'
import { test, expect } from './fixtures.ts'
import { recordShiftsBelowHeader, shiftsBelowHeader } from './layout-shift.ts'
import { restoreSession, signInThroughApi } from './member-session.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// A returning visitor's restaurant, basket and session live in the browser, so the server renders every page as for
// a first visit and the browser swaps in what it kept after hydration: the chosen restaurant above the menu, the
// checkout, a member's account. None of that may move what the visitor is already looking at. These pages used to:
// the footer swept through the view as a loading line gave way to the screen (0.1 to 0.36 at 390 px), and the menu's
// food dropped when "Ordering from" replaced the server's note (0.02 to 0.04).
//
// Only the header is let off: the store chip's label, and the account link a member gets, change its items' widths
// by a few pixels sideways (about 0.001), which the server cannot know ahead. The web fonts are left out (every page
// draws with the fallback faces): when they arrive is the font tests' question (font-arrival.spec.ts), and here they
// would arrive at a different moment on every run.

test.use(ORDERING_TEST_OPTIONS)

const RETURNING_PAGES = [
  { path: '/menu', arrived: (page: Page) => page.getByRole('button', { name: 'Change location' }) },
  { path: '/order', arrived: (page: Page) => page.getByRole('link', { name: 'Proceed to Checkout' }) },
  { path: '/order/product?cat=1001&id=100101', arrived: (page: Page) => page.getByRole('button', { name: 'Change location' }) },
  { path: '/order/checkout', arrived: (page: Page) => page.getByRole('button', { name: 'Place order' }) },
  { path: '/account', arrived: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/account/history', arrived: (page: Page) => page.getByRole('heading', { name: 'Favorite orders' }) },
  { path: '/account/perks', arrived: (page: Page) => page.getByRole('heading', { level: 1 }) },
]

test('@any-width a returning member with a restaurant and a basket: nothing below the header moves as the pages fill in', async ({
  page,
}) => {
  // An empty answer: the face fails to load, quietly, and the fallback stays.
  await page.route('**/*.woff2', (route) => route.fulfill({ status: 200, contentType: 'font/woff2', body: '' }))
  const cara = await signInThroughApi(page.request, 'cara.novak@example.com', 'Syrup789!')
  await restoreSession(page, cara)
  await startWithBasket(page, [{ name: 'Classic French Toast', quantity: 2 }])
  await recordShiftsBelowHeader(page)
  const moved: Record<string, string> = {}
  for (const { path, arrived } of RETURNING_PAGES) {
    await page.goto(path)
    await expect(arrived(page)).toBeVisible()
    await expect(page.getByText(/^Loading your /)).toHaveCount(0)
    // Whatever the page asked for after hydration (the restaurant's menu, the points) has come and been laid out.
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await shiftsBelowHeader(page)
    if (shifts.length > 0) moved[path] = shifts.join('; ')
  }
  expect(moved).toEqual({})
})
