import { expect, test } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'
import { hydrated } from './account-helpers.ts'

// A page's first Intl formatter loads the browser's locale data: 15-30 ms of the main thread in Chromium, at the
// moment a page hydrates. No page builds one while it starts: prices and dates are printed by hand (shared/money.ts,
// client/components/blocks/post-date.tsx), the chain's calendar day is asked only by the server
// (shared/promoted-preorder-window.ts), and restaurants' clocks are drawn from the zone offsets the page carries
// (shared/store-clock.ts).

test.use(ORDERING_TEST_OPTIONS)

const PAGES = ['/', '/about', '/menu', '/order/product?cat=1001&id=100106', '/locations', '/locations/us/mn/eagan/eagan']

for (const path of PAGES) {
  test(`${path} starts without building an Intl formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const uses: string[] = []
      Object.defineProperty(window, '__intlUses', { value: uses })
      const note = (what: string) => uses.push(`${what}\n${new Error().stack ?? ''}`)
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator'] as const) {
        const Original = Intl[name]
        Object.defineProperty(Intl, name, {
          value: new Proxy(Original, {
            construct: (target, args) => (note(`Intl.${name}`), Reflect.construct(target, args)),
            apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
          }),
        })
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ]
      for (const [prototype, method] of methods) {
        const original = Reflect.get(prototype, method) as (...args: unknown[]) => string
        Object.defineProperty(prototype, method, {
          value(this: unknown, ...args: unknown[]) {
            note(method)
            return original.apply(this, args)
          },
        })
      }
    })
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Past the work a page leaves for the browser's idle time (the analytics, the default menu).
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })))
    expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses)).toEqual([])
  })
}
