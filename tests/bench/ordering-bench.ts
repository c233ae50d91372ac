import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { launchBenchChromium } from './bench-chromium.ts'
import { brotli, scriptUrls } from './home-page-bench.ts'
import { fetchText, htmlBeforeHeadingBytes } from './page-scripts.ts'

const RUNS = 20
const PRODUCT = '/order/product?cat=1001&id=100106'
const ADD_LIMIT_MS = 15_000

async function firstLoadJs(origin: string, path: string): Promise<{ js: number; beforeHeading: number }> {
  const html = await fetchText(`${origin}${path}`)
  let js = 0
  for (const url of scriptUrls(html)) js += brotli(readFileSync(resolve('dist/client', `.${url}`)))
  return { js, beforeHeading: htmlBeforeHeadingBytes(html) }
}

/**
 * The ordering screens' first-load JS (brotli, every script and modulepreload the server HTML asks for), /menu's
 * HTML before its heading, and the time from pressing "Add to order" to the header's cart count showing the new
 * count: Chromium at 4x CPU slowdown (CDP), median of 20.
 */
export async function benchOrdering(origin: string): Promise<Record<string, number>> {
  const home = await firstLoadJs(origin, '/')
  const menu = await firstLoadJs(origin, '/menu')
  const product = await firstLoadJs(origin, PRODUCT)
  const checkout = await firstLoadJs(origin, '/order/checkout')

  const browser = await launchBenchChromium()
  const samples: number[] = []
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    // ?store= makes Eagan the restaurant; the first add creates the basket, so it is a warm-up, not a sample.
    await page.goto(`${origin}/menu?store=3510`)
    // The chain's menu is in the first HTML; Eagan's is there once the page says where it orders from.
    await page.getByText('Ordering from').waitFor()
    await page.getByRole('link', { name: /^Belgian Waffle/ }).waitFor()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${origin}${PRODUCT}`)
      await page.getByRole('button', { name: 'Add to order' }).waitFor()
      await page.locator('html[data-hydrated="true"]').waitFor()
      // The product is in the server's HTML, so its button is there before the visitor's order is restored: press
      // it only once the page orders from Eagan, as a visitor who sees "Ordering from" would.
      await page.getByText('Ordering from').waitFor()
      const elapsed = await page.evaluate(
        (limitMs) =>
          new Promise<number>((resolve, reject) => {
            const count = document.querySelector('[data-testid="cart-count"]')!
            const before = count.textContent
            const start = performance.now()
            // A press that adds nothing must fail the section, not hold the bench for ever.
            const timer = setTimeout(() => reject(new Error(`the cart count did not change within ${limitMs} ms`)), limitMs)
            const observer = new MutationObserver(() => {
              if (count.textContent === before) return
              observer.disconnect()
              clearTimeout(timer)
              requestAnimationFrame(() => resolve(performance.now() - start))
            })
            observer.observe(count, { childList: true, characterData: true, subtree: true })
            const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Add to order')!
            button.click()
          }),
        ADD_LIMIT_MS,
      )
      if (run > 0) samples.push(elapsed)
      await page.keyboard.press('Escape')
    }
  } finally {
    await browser.close()
  }
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    '/menu: first-load JS (brotli bytes)': menu.js,
    '/menu: first-load JS minus home (goal ≤ 15360)': menu.js - home.js,
    '/menu: HTML before <h1> (brotli bytes, goal < 14000)': menu.beforeHeading,
    '/order/product: first-load JS (brotli bytes)': product.js,
    '/order/checkout: first-load JS (brotli bytes)': checkout.js,
    'Add to order → cart count, 4x CPU, median ms (20 runs)': Math.round(sorted[Math.floor(sorted.length / 2)]!),
    'Add to order → cart count, slowest of 20, ms': Math.round(sorted.at(-1)!),
  }
}
