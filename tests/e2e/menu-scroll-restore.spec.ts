import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// The menu lays out categories off screen only when the browser is idle (client/styles/ordering.css), with an
// estimated height until then (docs/decisions/140-menu-categories-laid-out-when-idle.md). The visitor must still come
// back to the dish they were at: after a reload or a Back that loads the menu again (the browser restores a scroll
// offset, which lands on other food if the categories above are estimates: 700 to 1,500 px away before the head
// marked such loads), and after a jump along the category bar made before the idle pass, then Back from the dish.

test.use(ORDERING_TEST_OPTIONS)

const PIE = /^Whole Chocolate Silk Pie/
const WAITING_CATEGORIES = '.menu-category:not([data-laid-out]), #category-sides:not([data-laid-out])'

async function openMenu(page: Page, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await page.goto('/menu?store=3510', { waitUntil })
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
}

const topOf = (page: Page) => page.getByRole('link', { name: PIE }).evaluate((element) => Math.round(element.getBoundingClientRect().top))

test('a reload or Back to the menu returns to the dish far down it @any-width', async ({ page }) => {
  await openMenu(page)
  await page.getByRole('link', { name: PIE }).scrollIntoViewIfNeeded()
  // Every category has its real height before the offset the browser keeps is taken.
  await expect(page.locator(WAITING_CATEGORIES)).toHaveCount(0)
  const before = await topOf(page)

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-restores-scroll', '')
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
  await expect.poll(async () => Math.abs((await topOf(page)) - before)).toBeLessThan(10)

  await page.goto('about:blank')
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
  await expect.poll(async () => Math.abs((await topOf(page)) - before)).toBeLessThan(10)
})

test('a jump along the category bar before the page is idle, then Back from a dish, returns to that dish @any-width', async ({ page }) => {
  // The web fonts never arrive, so the idle pass waits (up to 3 s) and the jump meets estimated categories. The
  // page's load event waits for them too; the menu's scripts start at its first frame and need not.
  await page.route('**/*.woff2', () => undefined)
  await openMenu(page, 'domcontentloaded')
  await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Pies', exact: true }).click()
  const pie = page.getByRole('link', { name: PIE })
  await expect(pie).toBeInViewport()
  // Wholly in view, so that clicking it scrolls nothing more.
  await pie.scrollIntoViewIfNeeded()
  const before = await topOf(page)

  await pie.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Whole Chocolate Silk Pie' })).toBeVisible()
  await page.goBack({ waitUntil: 'commit' })
  await expect(pie).toBeInViewport()
  await expect.poll(async () => Math.abs((await topOf(page)) - before)).toBeLessThan(10)
})
