import { test, expect } from './fixtures.ts'
import { hydrated } from './account-helpers.ts'
import { startWithBasket } from './basket-setup.ts'
import { fillGuestAndCard, ORDERING_TEST_OPTIONS, placeOrder } from './ordering-steps.ts'

// A link to another page opens it at its top with focus on its heading, as a full page load would; Back returns to
// where the visitor was (client/components/layout/page-arrival.tsx).

test.use(ORDERING_TEST_OPTIONS)

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY)

test('a dish opened from far down the menu shows its name at the top, and Back returns to it @any-width', async ({ page }) => {
  await startWithBasket(page, [])
  await page.goto('/menu')
  // The listing laid out whole (docs/decisions/140-menu-categories-laid-out-when-idle.md), so nothing above the dish
  // changes size between the look below and the click; a jump before that is menu-scroll-restore.spec.ts's case.
  await expect(page.locator('.menu-category:not([data-laid-out]), #category-sides:not([data-laid-out])')).toHaveCount(0)
  const pie = page.getByRole('link', { name: /^Whole Chocolate Silk Pie/ })
  await pie.scrollIntoViewIfNeeded()
  // Where the pointer will press it: when something covers the card's middle (a sticky bar), Playwright scrolls the
  // page before pressing, as a visitor would to reach it, and the place Back returns to is the one after that scroll.
  await pie.hover()
  expect(await scrollY(page)).toBeGreaterThan(1000)
  // Where the visitor sees the dish, not the scroll offset, is what Back must give back.
  const pieTop = async () => (await pie.boundingBox())?.y ?? Number.NaN
  const seenAt = await pieTop()

  await pie.click()
  const heading = page.getByRole('heading', { level: 1, name: 'Whole Chocolate Silk Pie' })
  await expect(heading).toBeInViewport()
  await expect(heading).toBeFocused()
  await expect(page.getByRole('button', { name: 'Add to order' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/menu$/)
  await expect(pie).toBeInViewport()
  expect(Math.abs((await pieTop()) - seenAt)).toBeLessThan(50)
  // Focus is back on the dish it left from, where the page shows it: the next Tab goes on from there, not from the top.
  await expect(pie).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: /^Whole Chocolate Silk Pie/ })).not.toBeFocused()
  await expect(page.locator(':focus')).toBeInViewport()
})

test('a footer link opens the next page at its top with focus on its heading @any-width', async ({ page }) => {
  await page.goto('/about')
  // A content page's scripts start after its load event; a click before then is a plain page load.
  await hydrated(page)
  const footer = page.getByRole('contentinfo')
  const link = footer.getByRole('link', { name: 'Frequently Asked Questions' })
  await link.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(200)
  await link.click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await scrollY(page)).toBe(0)
})

test('the confirmation opens at its thank-you, whatever was scrolled at checkout @any-width', async ({ page }) => {
  await startWithBasket(page, [{ name: 'Belgian Waffle' }], { asGuest: true })
  await page.goto('/order/checkout')
  await fillGuestAndCard(page)
  await page.getByRole('button', { name: 'Place order' }).scrollIntoViewIfNeeded()
  await placeOrder(page)
  await expect(page.getByText('Thank you for your order!')).toBeInViewport()
})
