import { test, expect } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS, stubMissingMenuPhotos } from './ordering-steps.ts'

// The menu lays out categories off screen only when the browser is idle (client/styles/ordering.css), with an
// estimated height until then. A reload, or Back to the menu loaded again, must still bring the visitor back to the
// dish they were looking at: the browser restores the scroll offset, which lands on other food if the categories
// above it are still estimates. Before the head marked such loads, the dish was 700 to 1,500 px away.

test.use(ORDERING_TEST_OPTIONS)

test('a reload or Back to the menu returns to the dish far down it @any-width', async ({ page }) => {
  await stubMissingMenuPhotos(page)
  await page.goto('/menu?store=3510')
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
  const pie = page.getByRole('link', { name: /^Whole Chocolate Silk Pie/ })
  await pie.scrollIntoViewIfNeeded()
  const top = () => pie.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  const before = await top()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
  await expect(pie).toBeInViewport()
  expect(Math.abs((await top()) - before)).toBeLessThan(50)

  await page.goto('about:blank')
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible()
  await expect(pie).toBeInViewport()
  expect(Math.abs((await top()) - before)).toBeLessThan(50)
})
