import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { seedLocations } from '#shared/seed/index.ts'

const origin = 'https://perkins.test'
const get = (path: string, cf?: Record<string, unknown>) => exports.default.fetch(new Request(origin + path, cf ? { cf } : {}))

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)
  expect(match, 'the page has JSON-LD').not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

describe('location pages', () => {
  it('lists every CMS location on /locations, grouped by state and city', async () => {
    const response = await get('/locations')
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const location of seedLocations) expect(html).toContain(`Perkins ${location.name}, ${location.address}`)
    expect(html).toContain('id="state-mn">Minnesota')
    expect(html).toContain('href="/locations/us/mn/eagan/eagan"')
  })

  it('shows a location with its address, phone link, hours and an order action', async () => {
    const response = await get('/locations/us/mn/eagan/eagan')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Perkins Eagan</h1>')
    expect(html).toContain('1340 Yankee Doodle Rd')
    expect(html).toContain('href="tel:+16514527180"')
    expect(html).toContain('href="/menu?store=3510"')
    expect(html).toMatch(/aria-current="date"/)
    expect(html).toMatch(/<img[^>]*width="\d+"[^>]*height="\d+"/)
  })

  it('describes the location as a schema.org Restaurant', async () => {
    const data = jsonLd(await (await get('/locations/us/mn/eagan/eagan')).text())
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Restaurant')
    expect(data.name).toBe('Perkins Restaurant & Bakery Eagan')
    expect(data.telephone).toBe('+1-651-452-7180')
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1340 Yankee Doodle Rd',
      addressLocality: 'Eagan',
      addressRegion: 'MN',
      postalCode: '55121',
      addressCountry: 'US',
    })
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 44.8347, longitude: -93.1664 })
    const hours = data.openingHoursSpecification as { '@type': string; dayOfWeek: string; opens: string; closes: string }[]
    expect(hours.length).toBeGreaterThan(0)
    for (const day of hours) {
      expect(day['@type']).toBe('OpeningHoursSpecification')
      expect(day.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/)
      expect(day.opens).toMatch(/^\d\d:\d\d$/)
      expect(day.closes).toMatch(/^\d\d:\d\d$/)
    }
    const action = data.potentialAction as { '@type': string; target: { urlTemplate: string } }
    expect(action['@type']).toBe('OrderAction')
    expect(action.target.urlTemplate).toBe(`${origin}/menu?store=3510`)
  })

  it('lists the state and city levels, and answers unknown levels with the 404 page', async () => {
    expect(await (await get('/locations/us/mn')).text()).toContain('Perkins Restaurants in Minnesota')
    expect(await (await get('/locations/us/mn/eagan')).text()).toContain('Perkins Restaurants in Eagan, MN')
    for (const path of ['/locations/ca', '/locations/us/zz', '/locations/us/mn/atlantis', '/locations/us/mn/eagan/nowhere']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('This page could not be found')
    }
  })

  it('prefills the nearest restaurants from the edge position, with no permission prompt', async () => {
    const html = await (await get('/locations', { latitude: '44.83', longitude: '-93.17', city: 'Eagan', postalCode: '55121' })).text()
    expect(html).toContain('Near Eagan')
    const nearby = /<section aria-labelledby="nearby-heading".*?<\/section>/s.exec(html)?.[0] ?? ''
    expect(nearby).toContain('Perkins Eagan, 1340 Yankee Doodle Rd')
    expect(nearby).toMatch(/0\.\d mi/)
    const bootstrap = JSON.parse(/<script id="page-bootstrap"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
      router: { loaderData: { root: { nearby: { locations: { id: number }[] } } } }
    }
    expect(bootstrap.router.loaderData.root.nearby.locations[0]!.id).toBe(3510)
  })

  it('shows no nearby section when the edge has no position', async () => {
    const html = await (await get('/locations')).text()
    expect(html).not.toContain('nearby-heading')
  })

  it('serves the locations as JSON for client-side navigation', async () => {
    const response = await get('/_data/_locations.json')
    expect(response.status).toBe(200)
    const locations = (await response.json()) as { id: number }[]
    expect(locations.map((location) => location.id).sort()).toEqual(seedLocations.map((location) => location.id).sort())
  })
})
