import { launchBenchChromium } from './bench-chromium.ts'

const PAGES = { home: '/', '/menu': '/menu', locations: '/locations', 'location page': '/locations/us/mn/eagan/eagan' }

/**
 * Cumulative layout shift of a first visit (fresh profile, no cache) to home, /menu, /locations and a location page at
 * phone and desktop widths, measured until the page has loaded, hydrated and its fonts have swapped in; and the
 * bytes of web fonts the home page downloads.
 */
export async function benchLayoutShift(origin: string): Promise<Record<string, number>> {
  const browser = await launchBenchChromium()
  const results: Record<string, number> = {}
  try {
    for (const width of [390, 1280]) {
      for (const [name, path] of Object.entries(PAGES)) {
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        const page = await context.newPage()
        await page.addInitScript(() => {
          const shifts: number[] = []
          ;(window as unknown as { __shifts: number[] }).__shifts = shifts
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) shifts.push(entry.value)
          }).observe({ type: 'layout-shift', buffered: true })
        })
        let fontBytes = 0
        page.on('response', async (response) => {
          if (!/\.woff2$/.test(response.url())) return
          fontBytes += (await response.body()).length
        })
        await page.goto(`${origin}${path}`, { waitUntil: 'load' })
        await page.waitForSelector('html[data-hydrated="true"]')
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(500)
        const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0))
        results[`CLS ${name} at ${width} px (goal 0)`] = Number(cls.toFixed(4))
        if (name === 'home') results[`home: web fonts at ${width} px (bytes, goal ≤ 61440)`] = fontBytes
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
