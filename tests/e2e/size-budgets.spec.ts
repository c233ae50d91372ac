import { expect, test } from './fixtures.ts'
import { firstLoadJsBytes, htmlBeforeHeadingBytes } from '../bench/page-scripts.ts'

// Size budgets, held on every `npm test` because sizes are deterministic (timings live in `npm run bench`).
// First-load JS: the brotli bytes (quality 11, as the edge keeps static assets) of every script and modulepreload
// the server HTML asks for. HTML before the main heading: the page's bytes up to its <h1>, brotli at quality 5 as
// the edge compresses a streamed page; the goal is under 14,000 B, one round trip on a new connection.
// Each budget is the figure measured on 2026-11-24 plus headroom (1 KB for JS, 512 B for HTML), so a regression
// fails here; lower a budget when a change makes a page smaller. The README lists them. Raised on 2026-11-26 by
// what every page's start-up gained (a new page opening at its top with focus on its heading, Back returning to
// where the visitor was, Home and Contact us in the error dialog, the router's action data for forms sent before
// the scripts ran: 384 B; location page 256 B) and, on the menu and product pages, by the chain's menu shown
// before a restaurant is chosen (512 B).

const FIRST_LOAD_JS_BUDGETS: Record<string, number> = {
  // Home's goal is 1.10 × the react + react-dom + react-router + valtio floor (`npm run bench` reports the ratio). Its
  // budget was 1.18 × the floor (86.0 KB), where home stood when the brand work began; 384 B more since 2026-11-26.
  '/': 101_440 + 384,
  '/about': 101_112 + 1024,
  '/locations': 103_297 + 1024,
  '/locations/us/mn/eagan/eagan': 99_644 + 1024 + 256,
  '/menu': 98_241 + 1024 + 512,
  '/order/product?cat=1001&id=100106': 102_882 + 1024 + 512,
  '/order/checkout': 123_240 + 1024,
  '/account': 112_476 + 1024,
}

const HTML_BEFORE_HEADING_GOAL = 14_000
const HTML_BEFORE_HEADING_BUDGETS: Record<string, number> = {
  '/': 4_855 + 512,
  '/menu': 4_703 + 512,
  '/locations/us/mn/eagan/eagan': 5_298 + 512,
}

for (const [path, budget] of Object.entries(FIRST_LOAD_JS_BUDGETS)) {
  test(`${path}: first-load JS stays within ${budget.toLocaleString('en-US')} B (brotli)`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const bytes = firstLoadJsBytes(await response.text())
    expect(bytes, `${path} first-load JS is ${bytes} B`).toBeLessThanOrEqual(budget)
  })
}

for (const [path, budget] of Object.entries(HTML_BEFORE_HEADING_BUDGETS)) {
  test(`${path}: HTML before the main heading stays within ${budget.toLocaleString('en-US')} B (brotli)`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const bytes = htmlBeforeHeadingBytes(await response.text())
    expect(bytes, `${path} HTML before <h1> is ${bytes} B`).toBeLessThanOrEqual(Math.min(budget, HTML_BEFORE_HEADING_GOAL - 1))
  })
}
