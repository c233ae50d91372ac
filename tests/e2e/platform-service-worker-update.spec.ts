import { readFileSync, writeFileSync } from 'node:fs'
import { test, expect } from './fixtures.ts'
import type { BrowserContext, Page } from '@playwright/test'

// A new deploy, simulated honestly: the site starts serving a service worker stamped with a new build version
// (scripts/service-worker-version-plugin.ts stamps it from the bundle's file names) and HTML that names a new
// hashed asset: the heading font, a file no script imports, so the old scripts stay one consistent set. The browser finds the new worker on its own update check, installs and activates it; the
// old deploy's caches must go, and every page after that must run on the new deploy's assets alone.
// The browser fetches a worker's script for an update check outside page.route's reach, so the new sw.js is
// written where the test server serves it (dist/client, read on every request) and put back afterwards.

const SERVED_SERVICE_WORKER = 'dist/client/sw.js'

const NEXT_ASSET_SUFFIX = '-nextdeploy'

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

const cachedAssetPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of (await caches.keys()).filter((key) => key.startsWith('perkins-assets-'))) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })

const cachedPagePaths = (page: Page, version: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    `perkins-pages-${version}`,
  )

/** From now on the site serves the next deploy: a re-stamped sw.js, and pages that name the font by a new hashed name. */
async function deployNext(context: BrowserContext, oldVersion: string, oldFont: string) {
  const nextVersion = `${oldVersion.slice(0, 6)}next00`
  const nextFont = oldFont.replace(/\.woff2$/, `${NEXT_ASSET_SUFFIX}.woff2`)
  writeFileSync(SERVED_SERVICE_WORKER, readFileSync(SERVED_SERVICE_WORKER, 'utf8').replaceAll(oldVersion, nextVersion))
  // The local server keeps the ETag it computed at start; a real deploy's new file has a new one. Without the
  // browser's cached copy the update check cannot be answered 304 for the changed file.
  const cdp = await context.newCDPSession(context.pages()[0]!)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await context.route(`**${nextFont}`, async (route) => {
    // The new deploy's file: the same font under its new hashed name.
    const response = await route.fetch({ url: new URL(oldFont, route.request().url()).href })
    await route.fulfill({ response })
  })
  await context.route('**/*', async (route) => {
    // Pages, whether the page asks or the service worker fetches them for the page.
    const request = route.request()
    if (request.resourceType() !== 'document' && !(request.headers()['accept'] ?? '').includes('text/html')) return route.fallback()
    const response = await route.fetch()
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response })
    await route.fulfill({ response, body: (await response.text()).replaceAll(oldFont, nextFont) })
  })
  return { nextVersion, nextFont }
}

// This file is about the service worker, which the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })
test.use({ allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] })

const deployedServiceWorker = readFileSync(SERVED_SERVICE_WORKER, 'utf8')
test.afterEach(() => writeFileSync(SERVED_SERVICE_WORKER, deployedServiceWorker))

test("a new deploy's assets load after the service worker updates, and no page mixes the two deploys", async ({ page, context }) => {
  const loaded: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) loaded.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto('/legal')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const html = await page.content()
  const oldFont = /\/assets\/[\w.-]+\.woff2/.exec(html)?.[0]
  expect(oldFont).toBeTruthy()
  expect(loaded).toContain(oldFont)
  const oldCaches = await cacheNames(page)
  const oldVersion = /^perkins-assets-(\w+)$/.exec(oldCaches.find((name) => name.startsWith('perkins-assets-')) ?? '')?.[1]
  expect(oldVersion).toBeTruthy()
  await expect.poll(() => cachedAssetPaths(page)).toContain(oldFont)
  // The parts the old page loads when idle have arrived before the deploy; otherwise the new worker, once in
  // control, would fetch them for the old page, which is fine but makes the caches below a race.
  await page.waitForLoadState('networkidle')

  const { nextVersion, nextFont } = await deployNext(context, oldVersion!, oldFont!)

  // The browser's update check finds the new worker; it takes over at once and drops the old deploy's caches.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    await registration.update()
    await changed
  })
  // What matters is that nothing of the old deploy is left; the new assets cache may already exist if the old
  // page asked for anything after the switch.
  await expect.poll(async () => (await cacheNames(page)).filter((name) => !name.endsWith(`-${nextVersion}`))).toEqual([])
  expect(await cacheNames(page)).toContain(`perkins-pages-${nextVersion}`)
  // The page on screen was kept by the old worker, in the caches that just went: the new one keeps it again, as the
  // new deploy serves it, so it opens offline before the visitor opens another page.
  await expect.poll(() => cachedPagePaths(page, nextVersion)).toContain('/legal')

  // The next page is the new deploy's HTML: it loads the new deploy's font, never the old one, and it starts.
  loaded.length = 0
  await page.goto('/legal')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect.poll(() => loaded).toContain(nextFont)
  expect(loaded).not.toContain(oldFont)
  await expect.poll(() => cachedAssetPaths(page)).toContain(nextFont)
  expect(await cachedAssetPaths(page)).not.toContain(oldFont)
  expect((await cacheNames(page)).sort()).toEqual([`perkins-assets-${nextVersion}`, `perkins-pages-${nextVersion}`])

  // Offline, the stored copy is the new deploy's page, and the new deploy's assets start it from the worker's
  // caches alone. (Routes off first: an intercepted request would go around the service worker.) The parts the page
  // loads when idle (cart panel, analytics) have arrived first: cut off mid-load they are never cached, which is
  // platform-late-parts' case, not this one.
  await page.waitForLoadState('networkidle')
  await context.unrouteAll({ behavior: 'wait' })
  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await page.content()).toContain(nextFont)
  await context.setOffline(false)
})
