import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'

const OFFLINE_NOTICE = /You're offline\. Some things may be out of date/

/** Waits until the service worker controls the page, so the next navigations go through it. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search)
    }
    return urls
  })
}

// This file is about the service worker, which the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// Offline, the page's own background calls fail; that is what the test is about.
test.use({ allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] })

/**
 * Offline as the page reads it, from the next page on, until `goOnline`. A page opened while Playwright emulates the
 * network offline still reads `navigator.onLine` as true in Chromium 150 (an open page hears the change), which no
 * offline phone does; the flag says what a real one would.
 */
async function readOfflineFromNextPage(page: Page) {
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get
    Object.defineProperty(Navigator.prototype, 'onLine', {
      get(this: Navigator) {
        return sessionStorage.getItem('test:offline') === 'yes' ? false : (real?.call(this) ?? true)
      },
    })
  })
  await page.evaluate(() => sessionStorage.setItem('test:offline', 'yes'))
}

test('visited pages open offline with a notice, others show the offline page, /api is never cached', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // Visited once the worker is in control.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/legal')
  // A page is kept for offline use with the scripts it runs on: read it until they have started, as a visitor would.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const legalHeading = await page.getByRole('heading', { level: 1 }).textContent()
  await page.goto('/menu?store=3510')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A page opened with a query (which can hold a one-time sign-in code) is never stored; offline, its bare path's
  // copy opens.
  await page.goto('/legal?utm_source=email')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalHeading ?? '')

  await readOfflineFromNextPage(page)
  await context.setOffline(true)
  await page.goto('/legal')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalHeading ?? '')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()

  await page.goto('/legal?utm_campaign=spring')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalHeading ?? '')

  await page.goto('/franchising')
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()

  // Never cached: the API, data, account and checkout screens.
  await page.goto('/order/checkout')
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
  const urls = await cachedUrls(page)
  expect(urls).toContain('/legal')
  expect(urls.filter((path) => /^\/(api|_data|account|order)(\/|$)/.test(path))).toEqual([])
  expect(urls.filter((path) => path.includes('?'))).toEqual([])

  await context.setOffline(false)
  await page.evaluate(() => sessionStorage.removeItem('test:offline'))
  await page.goto('/legal')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0)
})

test('the first page a visitor ever opens opens offline too', async ({ page, context }) => {
  // Loaded before there was a worker to see it: the page asks the worker to keep it once it is in control.
  await page.goto('/legal')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  await waitForServiceWorker(page)
  await expect.poll(() => cachedUrls(page)).toContain('/legal')
  await page.waitForLoadState('networkidle')

  await readOfflineFromNextPage(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await context.setOffline(false)
})

test('the offline page opens the page asked for by itself once the connection returns', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await page.goto('/franchising')
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await context.setOffline(false)
  await expect(page).toHaveURL(/\/franchising$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline")
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})

test('the notice appears and goes as the connection drops and returns', async ({ page, context }) => {
  await page.goto('/locations')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The parts that load after hydration (analytics) have arrived: this test is about the notice, not about a part
  // cut off mid-load (platform-late-parts.spec.ts covers that).
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0)
})

test('a page changed to while offline says so, from its top, and opens once the connection returns', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Our Story' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't load this page" })).toBeVisible()
  await expect(page.getByText('Connection Issue. Please try again.')).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await context.setOffline(false)
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't load this page" })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a page opened through a link inside the site opens offline later too', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const homeHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  // Followed by the router: no page load passes the worker; the page asks it to keep this one.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click()
  await expect(page).toHaveURL(/\/about$/)
  // The address changes as the router starts; the page's heading once its screen is drawn.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeHeading)
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  await expect.poll(() => cachedUrls(page)).toContain('/about')

  await readOfflineFromNextPage(page)
  await context.setOffline(true)
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  await context.setOffline(false)
})
