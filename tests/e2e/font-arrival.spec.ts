import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { layoutShiftSinceWatch, watchLayoutShift } from './layout-shift.ts'

// The web fonts arrive after the first paint on a slow phone, and the fallback faces stand in for them until then
// with matched metrics (client/styles/site.css). Their arrival must move nothing the visitor is reading: Chromium
// counts a text node whose first word lands elsewhere after the swap as a layout shift, which a split sentence
// (React's `text<!-- --> more` for `{a} b`) would be.

/** Holds every web font until `release` is called. */
async function holdFonts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.woff2', async (route) => {
    await released
    await route.continue()
  })
  return release
}

// Home's scripts wait for the load event, which waits for the fonts (/menu's start at its first paint): arriving
// returns at once, with the fonts still held.
test.use({ waitForScriptsOnArrival: false })

/** The heading face and the body face (client/styles/site.css), as `document.fonts.check` reads a font. */
const WEB_FONTS = ['700 20px Fraunces', '400 17px "Source Sans 3"']

for (const [name, path] of [
  ['home', '/'],
  ['/menu', '/menu'],
] as const) {
  test(`the web fonts arriving late move nothing on ${name}, the holiday banner included @any-width`, async ({ page }) => {
    const release = await holdFonts(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    // The sandbox's Thanksgiving pre-order window is open at the suite's instant.
    await expect(page.getByText('Thanksgiving pies', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Order by .* Choose a holiday pickup at checkout\.$/)).toBeVisible()
    const webFontsLoaded = () => page.evaluate((fonts) => fonts.every((font) => document.fonts.check(font)), WEB_FONTS)
    expect(await webFontsLoaded()).toBe(false)
    // The page as the fallback faces draw it; from here on, the fonts' arrival and the scripts that start after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await watchLayoutShift(page)

    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect.poll(webFontsLoaded).toBe(true)
    // The swap is laid out and observed a frame or two after the fonts load.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))))
    expect(await layoutShiftSinceWatch(page)).toBe(0)
  })
}
