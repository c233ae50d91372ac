import { test, expect } from './fixtures.ts'
import { chooseEagan, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

interface Offer {
  '@type': string
  price: string
  priceCurrency: string
  url: string
}
interface MenuItem {
  '@type': string
  name: string
  offers: Offer
}
interface MenuSection {
  '@type': string
  name: string
  hasMenuSection?: MenuSection[]
  hasMenuItem?: MenuItem[]
}

test("/menu describes the chosen restaurant's menu as schema.org Menu, priced as the page shows it", async ({ page, baseURL }) => {
  await chooseEagan(page)
  await page.goto('/menu')
  const card = page.getByRole('link', { name: /^Belgian Waffle/ })
  await expect(card).toBeVisible()
  const shownPrice = /\$(\d+\.\d{2})/.exec((await card.textContent()) ?? '')?.[1]
  expect(shownPrice).toBeTruthy()

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const menus = scripts
    .map((text) => JSON.parse(text) as { '@type': string; name: string; url: string; hasMenuSection: MenuSection[] })
    .filter((data) => data['@type'] === 'Menu')
  expect(menus).toHaveLength(1)
  const menu = menus[0]!
  expect(menu.name).toBe('Perkins Restaurant & Bakery Eagan menu')
  expect(menu.url).toBe(`${baseURL}/menu`)

  // Every group heading of the page is a section, each category a section inside it.
  const groupHeadings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  expect(menu.hasMenuSection.map((section) => section.name)).toEqual(groupHeadings)
  const items = menu.hasMenuSection.flatMap((section) => [
    ...(section.hasMenuItem ?? []),
    ...(section.hasMenuSection ?? []).flatMap((category) => category.hasMenuItem ?? []),
  ])
  expect(items.length).toBeGreaterThan(5)
  const waffle = items.find((item) => item.name === 'Belgian Waffle')
  expect(waffle?.offers).toMatchObject({ '@type': 'Offer', price: shownPrice, priceCurrency: 'USD' })
  expect(new URL(waffle!.offers.url).pathname).toBe('/order/product')
  await expect(card).toHaveAttribute('href', new URL(waffle!.offers.url).pathname + new URL(waffle!.offers.url).search)
})
