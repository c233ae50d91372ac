import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { addFromMenu, chooseEagan, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'
import { withMeasurementId } from './analytics-helpers.ts'

test.use(ORDERING_TEST_OPTIONS)

interface PageView {
  event: string
  page_path: string
  page_location: string
  page_title: string
}

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: PageView[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view'))

test('pushes one page_view for the first load and one per client-side navigation, loading no third-party script', async ({
  page,
  baseURL,
}) => {
  const foreignRequests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreignRequests.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => pageViews(page)).toHaveLength(1)
  expect((await pageViews(page))[0]).toMatchObject({ page_path: '/', page_location: `${baseURL}/` })

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => pageViews(page)).toHaveLength(2)
  const second = (await pageViews(page))[1]
  expect(second).toMatchObject({ page_path: '/locations', page_location: `${baseURL}/locations` })
  expect(second?.page_title).toBe(await page.title())

  await page.goBack()
  await expect.poll(() => pageViews(page)).toHaveLength(3)
  expect(foreignRequests).toEqual([])
})

test('pushes nothing when the browser sends Global Privacy Control', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([])

  // Not the cart events either.
  await chooseEagan(page)
  await addFromMenu(page, 'Belgian Waffle')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([])
})

test("with a GA4 id configured, Google's tag loads for that id and page views also reach gtag", async ({ page }) => {
  const tagRequests = await withMeasurementId(page, 'G-TEST12345')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345'])
  const commands = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null && '0' in entry)
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  )
  expect(commands).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }])
  expect(commands).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/' })])
})

test('with a GA4 id configured and Global Privacy Control on, no analytics script loads and nothing is pushed', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const tagRequests = await withMeasurementId(page, 'G-TEST12345')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Long enough for an idle-time load to have happened.
  await page.waitForTimeout(1500)
  expect(tagRequests).toEqual([])
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([])
})
