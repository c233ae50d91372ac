import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { seedLocations } from '#shared/seed/index.ts'
import { locationPath } from '#shared/location-paths.ts'

const origin = 'https://perkins.test'

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('sitemap and robots', () => {
  it('lists every CMS page and every location page', async () => {
    const response = await exports.default.fetch(new Request(`${origin}/sitemap.xml`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    for (const path of ['/', '/perks', '/franchising/blog', '/contact-us', '/locations', '/locations/us/mn', '/locations/us/mn/eagan']) {
      expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
    }
    for (const location of seedLocations) expect(xml).toContain(`<loc>${origin}${locationPath(location)}</loc>`)
    expect(xml).not.toContain('/home<')
    expect(xml).not.toContain('globals/')
  })

  it('points crawlers at the sitemap and away from the API', async () => {
    const text = await (await exports.default.fetch(new Request(`${origin}/robots.txt`))).text()
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(text).toContain('Disallow: /api')
  })
})
