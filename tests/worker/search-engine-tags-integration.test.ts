import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { seedLocations } from '#shared/seed/index.ts'
import { locationPath } from '#shared/location-paths.ts'

const origin = 'https://perkins.test'
const html = async (path: string) => (await exports.default.fetch(new Request(origin + path))).text()

/** Every application/ld+json block of a page, parsed. */
function jsonLd(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match): Array<Record<string, unknown>> => {
    const value = JSON.parse(match[1] ?? 'null') as Record<string, unknown> | Array<Record<string, unknown>>
    return Array.isArray(value) ? value : [value]
  })
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('search engine tags in the server HTML', () => {
  it.each([
    ['/', `${origin}/`],
    ['/legal', `${origin}/legal`],
    ['/locations/us/mn', `${origin}/locations/us/mn`],
    ['/menu?store=3510', `${origin}/menu`],
  ])('gives %s a canonical URL, Open Graph and Twitter tags', async (path, canonical) => {
    const page = await html(path)
    expect(page).toContain(`<link rel="canonical" href="${canonical}"/>`)
    expect(page).toContain(`<meta property="og:url" content="${canonical}"/>`)
    expect(page).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${origin}/`))
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(page).toMatch(/<meta name="twitter:title" content="[^"]+"\/>/)
  })

  it('describes the brand and the site on the home page', async () => {
    const types = jsonLd(await html('/')).map((entry) => entry['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  })

  it('gives a location page a Restaurant with an order action for that restaurant', async () => {
    const location = seedLocations[0]!
    const restaurant = jsonLd(await html(locationPath(location))).find((entry) => entry['@type'] === 'Restaurant')
    expect(restaurant).toMatchObject({
      potentialAction: { '@type': 'OrderAction', target: { urlTemplate: `${origin}/menu?store=${location.id}` } },
    })
  })

  it('gives a dine-in-only restaurant no order action', async () => {
    const wausau = seedLocations.find((location) => location.id === 4146)!
    const restaurant = jsonLd(await html(locationPath(wausau))).find((entry) => entry['@type'] === 'Restaurant')
    expect(restaurant).toMatchObject({ name: 'Perkins Restaurant & Bakery Wausau' })
    expect(restaurant).not.toHaveProperty('potentialAction')
  })
})

describe('sitemap and robots for search engines', () => {
  it('lists the menu and the location levels', async () => {
    const xml = await html('/sitemap.xml')
    for (const path of ['/menu', '/locations', '/locations/us', '/locations/us/mn', '/legal'])
      expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
    expect(xml).not.toContain('/order')
    expect(xml).not.toContain('/account')
  })

  it('keeps crawlers out of the API, ordering and accounts', async () => {
    const lines = (await html('/robots.txt')).split('\n')
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api', 'Disallow: /order', 'Disallow: /account']))
  })
})
