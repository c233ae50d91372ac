import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2eServerOrigin } from './e2e-servers.ts'

/** A weekday late morning in Chicago (Tuesday 10:30 CST): every test restaurant is open, every handoff takes ASAP. */
export const WEEKDAY_LATE_MORNING = '2026-11-17T16:30:00Z'
/** The same Tuesday at 23:30 in Chicago: the test restaurants have closed for the night. */
export const WEEKDAY_LATE_EVENING = '2026-11-18T05:30:00Z'

/**
 * The instant a test's world starts at: the sandbox's clock, the site's rendered pages and the browser's `Date`,
 * each running on in real time from there. `SANDBOX_NOW` moves the suite's default; a test that
 * needs a particular hour says so with `test.use({ sandboxTime: … })`, so it passes whatever the default is.
 */
export const SUITE_NOW = process.env.SANDBOX_NOW || WEEKDAY_LATE_MORNING

/** Pins the sandbox's and the site's clock at `instant` (worker/dev-sandbox-routes.ts). */
export async function pinServerClock(request: APIRequestContext, instant: string) {
  const response = await request.put('/_sandbox/clock', { data: { now: instant } })
  expect(response.status(), `PUT /_sandbox/clock ${instant}`).toBe(200)
}

/**
 * The browser's clock at the test world's instant, running on in real time: `Date` (and so `Date.now()`, `new Date()`
 * and whatever formats them) reads the machine's time moved by `offsetMs`. Only `Date` moves: Playwright's clock
 * would fake timers and `performance` too, whose resource entries are how the site tells its service worker which
 * scripts and sheets to keep, so pages would stop opening offline under it.
 */
function shiftBrowserDate(offsetMs: number) {
  const RealDate = Date
  class TestWorldDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offsetMs)
      else super(...(args as ConstructorParameters<DateConstructor>))
    }
    static override now() {
      return RealDate.now() + offsetMs
    }
  }
  globalThis.Date = TestWorldDate as DateConstructor
}

/** This page's clock runs `ms` ahead of the test world's (the fixture's own shift stays underneath). */
export async function browserClockAhead(page: Page, ms: number) {
  await page.addInitScript(shiftBrowserDate, ms)
}

/** A private IPv4 address from a test's id, the same on every run of that test. */
function visitorAddress(id: string): string {
  let hash = 2166136261
  for (const character of id) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`
}

/**
 * Every test runs against its own worker's server (playwright.config.ts starts one per worker, each with its own
 * sandbox data), at the instant of `sandboxTime`. Every page it opens fails the test on a console error or an
 * uncaught exception, the way a visitor's broken page would; a test that expects one says so with
 * `allowConsoleErrors`.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[]
  sandboxTime: string
  worldNow: () => number
  waitForScriptsOnArrival: boolean
}>({
  allowConsoleErrors: [[], { option: true }],
  waitForScriptsOnArrival: [true, { option: true }],
  sandboxTime: [SUITE_NOW, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServerOrigin(testInfo.parallelIndex))
  },
  // Each test is a visitor of its own: the edge counts sign-ups, sign-ins and password calls per client
  // (CF-Connecting-IP, which Cloudflare sets and the local runtime passes on), so tests sharing a server never
  // spend each other's allowance.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': visitorAddress(`${testInfo.testId}-${testInfo.repeatEachIndex}`) })
  },
  context: async ({ context, request, sandboxTime }, use) => {
    await pinServerClock(request, sandboxTime)
    await context.addInitScript(shiftBrowserDate, Date.parse(sandboxTime) - Date.now())
    await use(context)
  },
  /** The test world's time now, in epoch milliseconds (never the machine's): for times a test computes itself. */
  worldNow: async ({ context: _pinned, sandboxTime }, use) => {
    const pinnedAt = Date.now()
    await use(() => Date.parse(sandboxTime) + (Date.now() - pinnedAt))
  },
  page: async ({ page, allowConsoleErrors, waitForScriptsOnArrival }, use) => {
    if (waitForScriptsOnArrival) arriveWhenScriptsRan(page)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      // Menu photos are drawn separately; a missing one shows the menu's fallback box, so its 404 is not a fault.
      if (text.startsWith('Failed to load resource') && message.location().url.includes('/images/menu/')) return
      if (allowConsoleErrors.some((pattern) => pattern.test(text))) return
      problems.push(`console.error: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    await use(page)
    expect(problems, 'the page logged errors').toEqual([])
  },
})

/**
 * Reading pages start their scripts only after the load event (worker/pages/start-after-paint.ts), so a test that
 * clicked as soon as `goto` returned would race the scripts a visitor waits for by reading. Every `goto` and `reload`
 * here returns once the page's scripts have run (`html[data-hydrated]`), or at once for a page that has none (the
 * offline page, a file). A test about the moments before the scripts run opts out with
 * `test.use({ waitForScriptsOnArrival: false })`.
 */
function arriveWhenScriptsRan(page: Page) {
  const waitForScripts = async () => {
    const runsScripts = await page
      .evaluate(() => document.querySelector('script#page-start, script[type="module"]') !== null)
      .catch(() => false)
    if (runsScripts) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  }
  const goto = page.goto.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForScripts()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForScripts()
    return response
  }
}

export { expect }
