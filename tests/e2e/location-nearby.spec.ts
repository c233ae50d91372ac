import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { layoutShiftSinceWatch, watchLayoutShift } from './layout-shift.ts'

// The restaurants near the visitor come from /_nearby after hydration (the page's HTML is everyone's). The local
// site's edge position is whatever Miniflare makes up, so each test answers /_nearby itself.

interface NearbyAnswer {
  located: boolean
  city: string | null
  locations: ({ id: number } & Record<string, unknown>)[]
}

/** What /_nearby answers a visitor in Eagan, built from the published restaurants. */
async function eaganAnswer(request: APIRequestContext): Promise<NearbyAnswer> {
  const locations = (await (await request.get('/_data/_locations.json')).json()) as NearbyAnswer['locations']
  const byId = (id: number) => locations.find((location) => location.id === id)!
  return {
    located: true,
    city: 'Eagan',
    locations: [
      { ...byId(3510), distance: 0.4 },
      { ...byId(218), distance: 5.3 },
    ],
  }
}

/** Holds /_nearby until `release` is called, then answers `answer`. */
async function holdNearby(page: Page, answer: NearbyAnswer): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_nearby', async (route) => {
    await released
    await route.fulfill({ json: answer, headers: { 'cache-control': 'private, max-age=300' } })
  })
  return release
}

test('/locations shows the restaurants near the visitor once they arrive, moving nothing on the page', async ({ page, request }) => {
  const release = await holdNearby(page, await eaganAnswer(request))
  await page.goto('/locations')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const nearby = page.getByRole('region', { name: 'Near you' })
  await expect(nearby).toBeVisible()
  const filter = page.getByRole('navigation', { name: 'Filter by state or province' })
  const before = await filter.boundingBox()
  await watchLayoutShift(page)

  release()
  const eagan = page.getByRole('region', { name: 'Near Eagan' })
  await expect(eagan.getByRole('link', { name: 'Perkins Eagan, 1340 Yankee Doodle Rd' })).toBeVisible()
  await expect(eagan.getByText('0.4 mi')).toBeVisible()
  await expect(eagan.getByRole('link', { name: 'Start your order at Eagan (1340 Yankee Doodle Rd)' })).toHaveAttribute(
    'href',
    '/menu?store=3510',
  )
  expect(await filter.boundingBox()).toEqual(before)
  // Observers report a frame late.
  await page.waitForTimeout(200)
  expect(await layoutShiftSinceWatch(page)).toBe(0)
})

test('/locations says so when no restaurant is within reach, or the edge cannot place the visitor', async ({ page }) => {
  await page.route('**/_nearby', (route) => route.fulfill({ json: { located: true, city: 'Anchorage', locations: [] } }))
  await page.goto('/locations')
  await expect(
    page.getByText('No Perkins within 100 miles of Anchorage. Search by address, city or zip code, or pick a state below.'),
  ).toBeVisible()

  // A visitor the edge places in Canada reads how far it looked in kilometres.
  await page.unroute('**/_nearby')
  await page.route('**/_nearby', (route) => route.fulfill({ json: { located: true, city: 'Nakina', country: 'ca', locations: [] } }))
  await page.reload()
  await expect(
    page.getByText('No Perkins within 160 km of Nakina. Search by address, city or zip code, or pick a state below.'),
  ).toBeVisible()

  await page.unroute('**/_nearby')
  await page.route('**/_nearby', (route) => route.fulfill({ json: { located: false, city: null, locations: [] } }))
  await page.reload()
  await expect(
    page.getByText('Search by address, city or zip code to find the restaurants nearest you, or pick a state below.'),
  ).toBeVisible()
})

test('the location selector opens with the restaurants near the visitor, even when they arrive after it', async ({ page, request }) => {
  const release = await holdNearby(page, await eaganAnswer(request))
  await page.goto('/menu')
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await expect(selector).toBeVisible()
  release()
  await expect(selector.getByRole('heading', { name: 'Choose a Restaurant:' })).toBeVisible()
  await expect(selector.getByRole('button', { name: 'Order from Eagan' })).toBeVisible()
  await expect(selector.getByText('0.4 mi')).toBeVisible()
})
