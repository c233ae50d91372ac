import { test, expect } from './fixtures.ts'
import { recordShiftsBelowHeader, shiftsBelowHeader } from './layout-shift.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// Pages stream in: a slow phone paints what has arrived, then lays the page out again as the rest streams in and as
// the scripts start. Nothing a visitor already sees may move then. The product page's bar did: painted before its
// button had arrived, the price line took the room the button would, and the quantity jumped 500 px to the left when
// it came. A CPU six times slower than this machine's paints between the stream's pieces on every load here.
//
// The header's own items are let off. Its actions sit at the right end of the bar, so if the browser paints while it
// is partway through them (on this loaded machine, about once in twenty loads), the restaurant chip paints further
// right and moves left by 0.003 when the cart button arrives. Nothing below the header may move.
//
// The web fonts are left out (every page draws with the fallback faces): when they arrive is the font tests' question
// (font-arrival.spec.ts), and here they would arrive at a different moment on every run.

test.use(ORDERING_TEST_OPTIONS)

const SLOW_PHONE_CPU = 6
const PAGES = ['/', '/menu', '/order/product?cat=1001&id=100101', '/locations/us/mn/eagan/eagan', '/about']

test('@any-width on a slow CPU, nothing moves while a page streams in and starts', async ({ page }) => {
  test.setTimeout(120_000)
  await page.route('**/*.woff2', (route) => route.fulfill({ status: 200, contentType: 'font/woff2', body: '' }))
  await recordShiftsBelowHeader(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU })
  const moved: Record<string, string[]> = {}
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // Whatever was laid out last has been painted, and its shift reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await shiftsBelowHeader(page)
    if (shifts.length > 0) moved[path] = shifts
  }
  expect(moved).toEqual({})
})
