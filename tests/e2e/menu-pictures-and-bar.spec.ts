import { test, expect } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// The menu's pictures show each dish or its kind, or nothing; the sticky category bar marks where the visitor is
// and keeps that category in view; the home headline fits in three lines on a tablet.

test.use(ORDERING_TEST_OPTIONS)

async function openMenu(page: import('@playwright/test').Page) {
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await expect(selector).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
}

test('a dish with no fitting picture shows none, and one with a picture shows its kind @any-width', async ({ page }) => {
  await openMenu(page)
  const pancakes = page.getByRole('link', { name: /^Buttermilk Pancakes/ })
  await expect(pancakes.locator('img')).toHaveAttribute('src', /\/pancakes\.webp$/)
  const meatloaf = page.getByRole('link', { name: /^Homestyle Meatloaf/ })
  await expect(meatloaf).toBeVisible()
  await expect(meatloaf.locator('img')).toHaveCount(0)
  await pancakes.click()
  await expect(page.getByRole('img', { name: 'A stack of pancakes with butter and syrup, and blueberries' })).toBeVisible()
})

test('the category bar marks the category being read and keeps it in view @any-width', async ({ page }) => {
  await openMenu(page)
  const bar = page.getByRole('navigation', { name: 'Menu categories' })
  await bar.getByRole('link', { name: 'Omelettes' }).click()
  await expect(bar.getByRole('link', { name: 'Omelettes' })).toHaveAttribute('aria-current', 'true')
  await expect(bar.locator('[aria-current]')).toHaveCount(1)

  // The last category, far along the bar: marked, and scrolled into the bar's view.
  await page.getByRole('heading', { level: 2, name: 'Sides' }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 200)
  const sides = bar.getByRole('link', { name: 'Sides' })
  await expect(sides).toHaveAttribute('aria-current', 'true')
  await expect(sides).toBeInViewport({ ratio: 1 })
})

for (const width of [768, 900, 1024]) {
  test(`the home headline fits in three lines at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const headline = page.getByRole('heading', { level: 1 })
    await expect(headline).toBeVisible()
    const lines = await headline.evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)))
    expect(lines).toBeLessThanOrEqual(3)
  })
}
