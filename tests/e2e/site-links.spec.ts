import { test, expect } from './fixtures.ts'
import { hydrated } from './account-helpers.ts'

// Internal links are plain anchors the router takes over on an ordinary click (client/in-app-navigation.ts): the
// page is not reloaded, a link to the page shown adds no history entry, a modified click is the browser's, and the
// header's tab for the page shown says so.

/** Set on the window of the document loaded first: it survives only client-side navigations. */
const markDocument = (page: import('@playwright/test').Page) => page.evaluate(() => Object.assign(window, { firstDocument: true }))
const sameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as Window & { firstDocument?: boolean }).firstDocument === true)

test('a link to another page opens it in the same document, and a link to the page shown adds no history entry', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await markDocument(page)
  const main = page.getByRole('navigation', { name: 'Main' })
  await expect(main.getByRole('link', { name: 'Locations' })).not.toHaveAttribute('aria-current')

  await main.getByRole('link', { name: 'Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(main.getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('link', { name: 'Menu' })).not.toHaveAttribute('aria-current')
  expect(await sameDocument(page)).toBe(true)

  // Which history call the router makes, recorded as it makes it (it makes one after the screen's data is in).
  await page.evaluate(() => {
    const calls: string[] = []
    Object.assign(window, { historyCalls: calls })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => (calls.push(method), original(...args))
    }
  })
  await main.getByRole('link', { name: 'Locations' }).click()
  await expect.poll(() => page.evaluate(() => (window as Window & { historyCalls?: string[] }).historyCalls)).toEqual(['replaceState'])
  await expect(page).toHaveURL(/\/locations$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
  expect(await sameDocument(page)).toBe(true)
})

test('a modified click on a link is left to the browser: the page stays where it was', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await markDocument(page)
  // Whether the site left the click to the browser, read once every handler of the page has had it. The listener then
  // keeps the browser from opening the tab: Debian's headless shell, which runs these tests, often aborts or crashes a
  // tab opened by a modified click, and this page with it (a two-file static site does the same there, never in the
  // full browser).
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      Object.assign(window, { clickLeftToBrowser: !event.defaultPrevented })
      event.preventDefault()
    }),
  )
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Menu' })
    .click({ modifiers: ['ControlOrMeta'] })
  expect(await page.evaluate(() => (window as Window & { clickLeftToBrowser?: boolean }).clickLeftToBrowser)).toBe(true)
  await expect(page).toHaveURL(/\/about$/)
  expect(await sameDocument(page)).toBe(true)
})
