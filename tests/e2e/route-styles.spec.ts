import { test, expect } from './fixtures.ts'
import { builtStylesheetPaths } from './built-chunks.ts'

const stylesheets = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => new URL(link.href).pathname),
  )

test.use({ viewport: { width: 1280, height: 900 } })

test("the home page inlines the shell's and its own sheet, blocks on no stylesheet, and links its sheet once running", async ({
  page,
  request,
}) => {
  // The server's page: nothing in the head holds the first paint; the content sheet is inline, the ordering and
  // account sheets are not there at all.
  const html = await (await request.get('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).not.toContain('rel="stylesheet"')
  expect(head).toMatch(/<style nonce="[^"]+">[^<]*\.hero\{/)
  expect(head).not.toContain('.ordering-location{')
  expect(head).not.toContain('.account-page{')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The hero is styled by the content sheet: a grid with its cream background.
  await expect(page.locator('.hero')).toHaveCSS('display', 'grid')
  // Once the screen's module has loaded, its sheet is linked too, so the browser keeps it for later pages.
  const [contentSheet] = builtStylesheetPaths('client/routes/content-page.tsx')
  await expect.poll(async () => (await stylesheets(page)).filter((href) => href === contentSheet).length).toBe(1)
})

test("a client navigation brings the next screen's sheet before it renders, and only once", async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.hero')).toHaveCSS('display', 'grid')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true') // a client navigation needs the scripts running
  // Record how the cards are laid out in the very frame they enter the page.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const cards = document.querySelector('.location-cards')
      if (!cards) return
      document.documentElement.dataset.firstCardsDisplay = getComputedStyle(cards).display
      observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Cards are a grid from the moment the directory enters the page, not once a late stylesheet arrives.
  await expect(page.locator('html')).toHaveAttribute('data-first-cards-display', 'grid')
  const sheets = await stylesheets(page)
  expect(sheets.length).toBeGreaterThan(1)
  expect(new Set(sheets).size).toBe(sheets.length)
})

test('the build manifest is not served', async ({ request }) => {
  const response = await request.get('/.vite/manifest.json')
  expect(response.status()).toBe(404)
})

test('reading pages start their scripts after the load event; ordering and sign-in screens at the first frame', async ({ request }) => {
  const startOf = async (path: string) => /<script id="page-start"[^>]*data-start="(\w+)"/.exec(await (await request.get(path)).text())?.[1]
  expect(await startOf('/')).toBe('load')
  expect(await startOf('/locations')).toBe('load')
  // A password manager fills these at once, and a press before the scripts ran could only say "press again".
  expect(await startOf('/signin')).toBe('paint')
  expect(await startOf('/account/signup')).toBe('paint')
  expect(await startOf('/account/forgot-password')).toBe('paint')
  expect(await startOf('/order')).toBe('paint')
})
