import { test, expect } from './fixtures.ts'
import { builtChunkPath } from './built-chunks.ts'

// The browser's Core Web Vitals reach POST /_vitals by beacon when the page is hidden or left; never under Global
// Privacy Control, when the reporter is not even downloaded.

const isVitals = (url: string) => new URL(url).pathname === '/_vitals'

/** Records what the page hands navigator.sendBeacon (the request body of a beacon is not visible to Playwright). */
function recordBeacons() {
  const sent: Promise<string>[] = []
  ;(window as unknown as { beacons: Promise<string>[] }).beacons = sent
  const send = navigator.sendBeacon.bind(navigator)
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) sent.push(data.text())
    return send(url, data)
  }
}

/** The page being hidden (the visitor switches tab or app), which the headless browser never does by itself. */
// The reporter's own chunk (chunks are named by their hash alone).
const REPORTER = builtChunkPath('client/web-vitals/report-web-vitals.ts')

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

test("hiding a page sends its Core Web Vitals once: the path without query, the device class and each metric's value", async ({ page }) => {
  await page.addInitScript(recordBeacons)
  await page.goto('/locations/us/mn/eagan/eagan?utm_source=test')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The reporter loads after hydration, in its own chunk.
  await expect
    .poll(() =>
      page.evaluate((reporter) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(reporter)), REPORTER),
    )
    .toBe(true)
  await page.getByRole('heading', { level: 1, name: 'Perkins Eagan' }).click()

  const answered = page.waitForResponse((response) => isVitals(response.url()) && response.request().method() === 'POST')
  await page.evaluate(hidePage)
  // The Worker took it: 204 is its answer to a valid report only.
  expect((await answered).status()).toBe(204)
  const bodies = await page.evaluate(() => Promise.all((window as unknown as { beacons: Promise<string>[] }).beacons))
  expect(bodies).toHaveLength(1)
  const report = JSON.parse(bodies[0]!) as { path: string; device: string; metrics: { name: string; value: number }[] }
  expect(report.path).toBe('/locations/us/mn/eagan/eagan')
  expect(report.device).toBe('desktop')
  expect(report.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['TTFB', 'LCP', 'CLS']))
  for (const metric of report.metrics) expect(metric.value).toBeGreaterThanOrEqual(0)

  // Hidden again (back and away once more): nothing already sent goes twice.
  await page.evaluate(hidePage)
  await page.waitForTimeout(300)
  const again = await page.evaluate(() => Promise.all((window as unknown as { beacons: Promise<string>[] }).beacons))
  const sentNames = again.flatMap((body) => (JSON.parse(body) as { metrics: { name: string }[] }).metrics.map((metric) => metric.name))
  expect(sentNames).toHaveLength(new Set(sentNames).size)
})

test('sends nothing and loads no reporter when the browser sends Global Privacy Control', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const requests: string[] = []
  page.on('request', (request) => void requests.push(request.url()))
  await page.goto('/locations/us/mn/eagan/eagan')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Long enough for the analytics part to have mounted and chosen not to load the reporter.
  await page.waitForTimeout(1500)
  await page.evaluate(hidePage)
  await page.goto('about:blank')
  expect(requests.filter((url) => isVitals(url) || url.endsWith(REPORTER))).toEqual([])
})
