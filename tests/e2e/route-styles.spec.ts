import { test, expect } from './fixtures.ts'

const stylesheets = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => new URL(link.href).pathname),
  )

test.use({ viewport: { width: 1280, height: 900 } })

test('the home page inlines only the shell and links its own sheet, not the ordering or account sheets', async ({ page, request }) => {
  // The server's page; once the browser is idle, the cart panel loads ahead of its first opening, with its sheets.
  const html = await (await request.get('/')).text()
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
  expect(sheets.some((href) => href.includes('content-page'))).toBe(true)
  expect(sheets.some((href) => /ordering|account|controls/.test(href))).toBe(false)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The hero is styled by the content sheet: a grid with its cream background.
  await expect(page.locator('.hero')).toHaveCSS('display', 'grid')
})

test("a client navigation brings the next screen's sheet before it renders, and only once", async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.hero')).toHaveCSS('display', 'grid')
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
