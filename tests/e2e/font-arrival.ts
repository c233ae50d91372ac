import type { LaunchOptions, Page } from '@playwright/test'
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './chromium-flags.ts'
import { expect } from './fixtures.ts'
import { layoutShiftSinceWatch, watchLayoutShift } from './layout-shift.ts'

// The web fonts arrive after the first paint on a slow phone, and the fallback faces stand in for them until then
// with matched metrics (client/styles/site.css). Their arrival must move nothing the visitor is reading: Chromium
// counts a text node whose first word lands elsewhere after the swap as a layout shift, which a split sentence
// (React's `text<!-- --> more` for `{a} b`) would be.

/**
 * The browser the font tests draw with. Chromium's headless shell hints glyphs to whole pixels, which no phone does:
 * there, home's heading at 390 px took 3 lines in the fallback face and 4 in Fraunces, a shift of 0.03 that phones
 * and the full browser do not have (both 4 lines). So these tests draw text unhinted, as phones do. `env` sets the
 * browser's environment (which fonts fontconfig offers it).
 */
export function fontTestLaunchOptions(env?: Record<string, string | undefined>): LaunchOptions {
  return { executablePath: E2E_CHROMIUM_PATH, args: [...E2E_CHROMIUM_ARGS, '--font-render-hinting=none'], ...(env ? { env } : {}) }
}

/** Pages whose text covers the first screen: the hero, the menu's cards, a restaurant's hours, a CMS page. */
export const FONT_ARRIVAL_PAGES = [
  { name: 'home', path: '/', holidayBanner: true },
  { name: '/menu', path: '/menu', holidayBanner: true },
  { name: 'a location page', path: '/locations/us/fl/ocala/ocala', holidayBanner: false },
  { name: 'a content page', path: '/about', holidayBanner: false },
] as const

/** The heading face and the body face (client/styles/site.css), as `document.fonts.check` reads a font. */
const WEB_FONTS = ['700 20px Fraunces', '400 17px "Source Sans 3"']

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

/**
 * Opens `path` with the web fonts held back, so the fallback faces draw it, then lets them through and returns the
 * layout shift their arrival (and the scripts that start after it) caused. Home's scripts wait for the load event,
 * which waits for the fonts, so the page's fixture must not wait for scripts on arrival
 * (`test.use({ waitForScriptsOnArrival: false })`).
 */
export async function layoutShiftWhenFontsArrive(page: Page, { path, holidayBanner }: { path: string; holidayBanner: boolean }) {
  const release = await holdFonts(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  if (holidayBanner) {
    // The sandbox's Thanksgiving pre-order window is open at the suite's instant.
    await expect(page.getByText('Thanksgiving pies', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Order by .* Choose a holiday pickup at checkout\.$/)).toBeVisible()
  }
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
  return layoutShiftSinceWatch(page)
}
