// `npm run shots`: screenshots of every kind of route and overlay at 390 and 1280 px, for review, into shots/
// (ignored by git). Needs the site running: `npm start` first; SHOTS_BASE (default http://localhost:8787) says where.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const base = process.env.SHOTS_BASE ?? `http://localhost:${process.env.PORT ?? 8787}`
const out = join(process.cwd(), 'shots')
mkdirSync(out, { recursive: true })

const ROUTES = [
  '/',
  '/menu-page',
  '/perks',
  '/perks/birthday-rewards',
  '/franchising',
  '/franchising/blog',
  '/contact-us',
  '/reviews',
  '/faq',
  '/about-us',
  '/locations',
  '/locations/us',
  '/locations/us/mn',
  '/locations/us/mn/eagan',
  '/locations/us/mn/eagan/eagan',
  '/menu',
  '/order',
  '/account',
  '/signin',
  '/no-such-page',
]

/** Overlays: how to open each, at which widths. */
const OVERLAYS = [
  { name: 'location-selector', path: '/', open: (page) => page.getByRole('button', { name: /Find a restaurant|Find us/ }).click() },
  {
    name: 'location-selector-results',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: /Find a restaurant|Find us/ }).click()
      await page.getByRole('dialog').getByLabel('Address, city or zip code').fill('55121')
      await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click()
      await page.getByRole('dialog').getByText('Choose a Restaurant:').waitFor()
    },
  },
  { name: 'cart-panel', path: '/', open: (page) => page.getByRole('button', { name: /^Your order/ }).click() },
  { name: 'menu-drawer', path: '/', widths: [390], open: (page) => page.getByRole('button', { name: 'Menu' }).click() },
  { name: 'learn-more', path: '/franchising', widths: [390], open: (page) => page.getByRole('button', { name: 'Learn More!' }).click() },
]

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
    for (const route of ROUTES) {
      const response = await page.goto(base + route)
      await page.waitForLoadState('networkidle').catch(() => {})
      const file = join(out, `${width}${route.replace(/\//g, '_') || '_'}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(response?.status(), file)
    }
    for (const overlay of OVERLAYS) {
      if (overlay.widths && !overlay.widths.includes(width)) continue
      await page.goto(base + overlay.path)
      await page.locator('html[data-hydrated="true"]').waitFor()
      await overlay.open(page)
      await page.waitForTimeout(400)
      const file = join(out, `${width}_overlay_${overlay.name}.png`)
      await page.screenshot({ path: file })
      console.log('overlay', file)
    }
    await page.close()
  }
} finally {
  await browser.close()
}
