import type { Page } from '@playwright/test'

/**
 * The page as an environment with GA4_MEASUREMENT_ID set serves it: the id in the page bootstrap (the Worker's
 * CSP for that case is checked in tests/worker/platform-flags-config-integration.test.ts). Google's tag is a
 * stub that records what it is asked to load, so nothing leaves the machine.
 */
export async function withMeasurementId(page: Page, id: string) {
  const tagRequests: string[] = []
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace('"analyticsId":null', `"analyticsId":"${id}"`)
    await route.fulfill({ response, body })
  })
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return tagRequests
}

/** Everything in window.dataLayer as text, gtag's `arguments` entries included: what analytics could ever read. */
export const dataLayerText = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
        typeof entry === 'object' && entry !== null && '0' in entry ? Array.from(entry as unknown as ArrayLike<unknown>) : entry,
      ),
    ),
  )

/** The page_view entries pushed so far. */
export const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view'),
  )
