import AxeBuilder from '@axe-core/playwright'
import { test, expect } from './fixtures.ts'

// Every kind of screen, at phone and desktop widths: axe must find nothing serious or critical.
const SCREENS = ['/', '/perks', '/perks/birthday-rewards', '/franchising', '/franchising/blog', '/contact-us', '/reviews', '/faq', '/menu', '/account']

test.beforeEach(async ({ page }) => {
  await page.route('https://forms.perkinsrestaurants.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Form</title><main><p>Form</p></main></html>' }))
})

for (const path of SCREENS) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width}px has no serious accessibility problems`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      // The ordering routes open the location selector; close it to check the page behind as well.
      await page.keyboard.press('Escape')
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
      expect(serious).toEqual([])
    })
  }
}
