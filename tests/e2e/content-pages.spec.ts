import { test, expect } from './fixtures.ts'
import { holdScripts } from './hold-scripts.ts'
import { builtChunkPath } from './built-chunks.ts'

// The embedded forms live on the forms host; tests answer for it so nothing leaves this machine.
test.beforeEach(async ({ page }) => {
  await page.route('https://forms.perkinsrestaurants.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Form</title><form><label>Name <input name="name"></label><button>Send</button></form>',
    }),
  )
})

test('a VIP Perks page renders from KV content in the default layout', async ({ page }) => {
  await page.goto('/perks/birthday-rewards')
  await expect(page).toHaveTitle('Birthday Rewards | VIP Perks at Perkins')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('a franchising blog post renders in the franchising layout', async ({ page }) => {
  await page.goto('/franchising/blog/choosing-your-market')
  await expect(page).toHaveTitle('How We Help You Choose a Market | Perkins Franchising')
  await expect(page.getByRole('heading', { level: 1, name: 'How we help you choose a market' })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('Franchising')
  // The franchising layout has no ordering cart.
  await expect(page.getByRole('button', { name: /Your order/ })).toHaveCount(0)
})

test('the franchising blog lists its posts and links to them client-side', async ({ page }) => {
  await page.goto('/franchising/blog')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.getByRole('link', { name: 'How we help you choose a market' }).first().click()
  await expect(page).toHaveURL(/\/franchising\/blog\/choosing-your-market$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How we help you choose a market' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('contact us renders with its page title', async ({ page }) => {
  await page.goto('/contact-us')
  await expect(page).toHaveTitle('Contact Us | Perkins Restaurant & Bakery')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('reviews renders without the header and footer', async ({ page }) => {
  await page.goto('/reviews')
  await expect(page).toHaveTitle('How Was Your Visit? | Perkins')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.locator('iframe.embed-frame--eclubfeedback')).toHaveCSS('height', '1500px')
})

test("the franchising 'Learn More!' bar opens the lead form on a phone @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/franchising')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const learnMore = page.getByRole('button', { name: 'Learn More!' })
  await expect(learnMore).toBeVisible()
  await learnMore.click()
  const dialog = page.getByRole('dialog', { name: 'Request franchise information' })
  await expect(dialog).toBeVisible()
  const frame = dialog.locator('iframe[title="Request franchise information"]')
  await expect(frame).toHaveCSS('height', '700px')
  await expect(frame.contentFrame().getByRole('button', { name: 'Send' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(learnMore).toBeFocused()
})

test.describe('before the scripts run', () => {
  test.use({ waitForScriptsOnArrival: false })

  test("the 'Learn More!' bar that only a script opens is not shown @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/franchising', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Learn More!' })).toBeHidden()
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('button', { name: 'Learn More!' })).toBeVisible()
  })
})

test("the 'Learn More!' bar stays out of the way on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/franchising')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Learn More!' })).toBeHidden()
})

test.describe('a block whose code loads apart', () => {
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false })

  // The CMS form and an embedded form's frame load apart from the content screen. Their server HTML must stay in
  // place while their code is on its way: thrown away, the page below them would jump up and back.
  for (const { path, source, selector } of [
    { path: '/reviews', source: 'client/components/blocks/embedded-frame.tsx', selector: 'main .embed-form__box' },
    { path: '/contact-us', source: 'client/components/blocks/form-block.tsx', selector: 'main form' },
  ]) {
    test(`keeps its server HTML on ${path} until its code arrives, then works`, async ({ page }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const chunk = builtChunkPath(source)
      await page.route(
        (url) => url.pathname === chunk,
        async (route) => {
          await held
          await route.fallback()
        },
      )
      await page.goto(path)
      // React may stream a large block after the page around it and reveal it a moment later: watch the block once
      // it is in place, which is before the page's scripts start (after the load event) and long before its held code.
      await expect(page.locator(selector)).toHaveCount(1)
      await page.evaluate((selector) => {
        const element = document.querySelector(selector)
        new MutationObserver(() => {
          if (!element?.isConnected) document.documentElement.dataset.blockLost = 'true'
        }).observe(document.body, { childList: true, subtree: true })
      }, selector)
      // Long enough for the page's scripts to start and wait for the held block.
      await page.waitForTimeout(2_000)
      release()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await expect(page.locator('html')).not.toHaveAttribute('data-block-lost', 'true')
      await expect(page.locator(selector)).toHaveCount(1)
    })
  }
})
