import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { seedLocations } from '#shared/seed/index.ts'
import { pageHtml } from './site-pages.ts'

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
    const html = await pageHtml('/locations')
    for (const location of seedLocations) expect(html).toContain(`Perkins ${location.name}, ${location.address}`)
    expect(html).toContain('id="state-mn">Minnesota')
    expect(html).toContain('href="/locations/us/mn/eagan/eagan"')
  })

  it('shows a location with its address, phone link, hours and an order action', async () => {
    const html = await pageHtml('/locations/us/mn/eagan/eagan')
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
    for (const path of [
      '/locations/mx',
      '/locations/ca/mn',
      '/locations/us/on',
      '/locations/us/zz',
      '/locations/us/mn/atlantis',
      '/locations/us/mn/eagan/nowhere',
    ]) {
      expect(await pageHtml(path, 404), path).toContain('This page could not be found')
    }
  })

  it('renders the same /locations wherever the visitor is: the nearby box waits for /_nearby, empty', async () => {
    const near = await (await get('/locations', { latitude: '44.83', longitude: '-93.17', city: 'Eagan', postalCode: '55199' })).text()
    const nowhere = await (await get('/locations')).text()
    for (const html of [near, nowhere]) {
      const box = /<section aria-labelledby="nearby-heading".*?<\/section>/s.exec(html)?.[0] ?? ''
      expect(box).toContain('>Near you</h2>')
      expect(box).not.toContain('Perkins')
      expect(html).not.toContain('Near Eagan')
      expect(html).not.toContain('55199')
      const bootstrap = JSON.parse(/<script id="page-bootstrap"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
        router: { loaderData: { root: Record<string, unknown> } }
      }
      expect(Object.keys(bootstrap.router.loaderData.root)).not.toContain('nearby')
    }
  })

  it('serves the locations as JSON for client-side navigation', async () => {
    const response = await get('/_data/_locations.json')
    expect(response.status).toBe(200)
    const locations = (await response.json()) as { id: number }[]
    expect(locations.map((location) => location.id).sort()).toEqual(seedLocations.map((location) => location.id).sort())
  })
})

describe('Canadian restaurants', () => {
  it('has its own country, province and city levels under /locations/ca', async () => {
    const country = await (await get('/locations/ca')).text()
    expect(country).toContain('<h1>Perkins Restaurants in Canada</h1>')
    expect(country).toContain('id="state-mb">Manitoba')
    expect(country).toContain('id="state-on">Ontario')
    expect(country).not.toContain('id="state-mn"')
    // The country is where the visitor is: the last crumb, not a link to itself.
    expect(country).toMatch(/<li aria-current="page">Canada<\/li><\/ol>/)
    expect(country).not.toMatch(/<a [^>]*href="\/locations\/ca"[^>]*>Canada/)
    const manitoba = await (await get('/locations/ca/mb')).text()
    expect(manitoba).toMatch(/>Canada<\/a><\/li><li aria-current="page">Manitoba<\/li>/)
    expect(manitoba).toContain('Perkins Restaurants in Manitoba')
    const winnipeg = await (await get('/locations/ca/mb/winnipeg')).text()
    expect(winnipeg).toContain('Perkins Restaurants in Winnipeg, MB')
    expect(winnipeg).toContain('href="/locations/ca/mb/winnipeg/winnipeg"')
    expect(winnipeg).toContain('href="/locations/ca/mb/winnipeg/winnipeg-pembina-highway"')
  })

  it('shows a Canadian restaurant with its postal code, phone in the same mask, and hours in its own time zone', async () => {
    const html = await pageHtml('/locations/ca/on/thunder-bay/thunder-bay')
    expect(html).toContain('<h1>Perkins Thunder Bay</h1>')
    expect(html).toContain('Thunder Bay, ON P7B 4A3')
    expect(html).toMatch(/href="tel:\+18076231740"[^>]*>807-623-1740</)
    expect(html).toMatch(/<a[^>]*href="\/locations\/ca"[^>]*>Canada<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/locations\/ca\/on"[^>]*>Ontario<\/a>/)
    const data = jsonLd(html)
    expect(data.address).toMatchObject({ addressRegion: 'ON', postalCode: 'P7B 4A3', addressCountry: 'CA' })
    expect(data.telephone).toBe('+1-807-623-1740')
    const location = seedLocations.find((candidate) => candidate.id === 9104)!
    expect(location.timezone).toBe('America/Toronto')
    expect(seedLocations.find((candidate) => candidate.id === 9101)!.timezone).toBe('America/Winnipeg')
  })

  it('lists the provinces after the states on /locations, and the map keeps to the states it draws', async () => {
    const html = await (await get('/locations')).text()
    expect(html).toMatch(/\d+ restaurants in \d+ states and 2 provinces/)
    expect(html.indexOf('id="state-wi"')).toBeLessThan(html.indexOf('id="state-mb"'))
    const map = /<figure class="location-map">.*?<\/figure>/s.exec(html)?.[0] ?? ''
    expect(map).toContain('href="/locations/us/mn/eagan/eagan"')
    expect(map).not.toContain('/locations/ca/')
    expect(map).toContain('our Canadian restaurants are listed below')
  })

  it('puts every Canadian level and restaurant in the sitemap', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    for (const path of [
      '/locations/ca',
      '/locations/ca/mb',
      '/locations/ca/on/ottawa',
      '/locations/ca/mb/winnipeg/winnipeg-pembina-highway',
      '/locations/ca/on/sudbury/sudbury',
    ]) {
      expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
    }
  })
})

describe('/locations?zip=… answered by the server', () => {
  const resultIds = (html: string) => {
    const bootstrap = JSON.parse(/<script id="page-bootstrap"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
      router: { loaderData: Record<string, { search?: { state: { kind: string; results?: { id: number }[] } } }> }
    }
    const directory = Object.values(bootstrap.router.loaderData).find((data) => data && 'search' in data)
    return directory?.search?.state.results?.map((location) => location.id)
  }

  it('lists the nearest restaurants for a zip, Minnesota first, and never from the shared page cache', async () => {
    const response = await get('/locations?zip=55401')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-edge-cache')).toBe('bypass')
    // The visitor's own answer, maybe with an address they typed: no offline copy either (the service worker keeps
    // only pages that allow it).
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await get('/locations')).headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toMatch(/\d+ restaurants found/)
    const states = resultIds(html)!.map((id) => seedLocations.find((location) => location.id === id)?.state)
    // The Twin Cities' restaurants and farther Minnesota first; Eau Claire, across the Wisconsin line, comes later.
    expect(states.slice(0, 5)).toEqual(['MN', 'MN', 'MN', 'MN', 'MN'])
    expect(html).toContain('value="55401"')
  })

  it('lists the nearest Canadian restaurants for a postal code', async () => {
    const html = await (await get('/locations?zip=R3T%202N2')).text()
    expect(resultIds(html)).toEqual([9102, 9101])
    expect(html).toContain('Perkins Winnipeg, 2525 Pembina Hwy')
  })

  it('says "No nearby locations." for a place with none, and "Incorrect format." for a malformed code, unsent', async () => {
    expect(await (await get('/locations?zip=Atlantis')).text()).toContain('No nearby locations.')
    for (const text of ['1234', 'R3T%202N', 'D3T%202N2']) {
      const html = await (await get(`/locations?zip=${text}`)).text()
      expect(html, text).toMatch(/<p id="[^"]+-error" class="field-error" aria-live="polite">Incorrect format\.<\/p>/)
      expect(resultIds(html), text).toBeUndefined()
    }
  })

  it('echoes what was typed as text, never as markup', async () => {
    const html = await (await get(`/locations?zip=${encodeURIComponent('"><script>alert(1)</script>')}`)).text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  })
})
