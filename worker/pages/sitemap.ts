import { HOME_SLUG } from '#shared/constants.ts'
import { cityPath, locationPath, statePath } from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Content slugs that are not pages a search engine should list. */
const UNLISTED = new Set(['404'])

/** sitemap.xml: every CMS page, the menu, and the location directory down to each restaurant. */
export function sitemapXml(origin: string, pageSlugs: readonly string[], locations: readonly Location[]): string {
  const paths = new Set<string>(['/', '/locations', '/menu'])
  for (const slug of pageSlugs) {
    if (UNLISTED.has(slug) || slug.startsWith('globals/')) continue
    paths.add(slug === HOME_SLUG ? '/' : `/${slug}`)
  }
  for (const location of locations) {
    paths.add(`/locations/${location.country}`)
    paths.add(statePath(location))
    paths.add(cityPath(location))
    paths.add(locationPath(location))
  }
  const urls = [...paths].sort().map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api\nDisallow: /order\nDisallow: /account\n\nSitemap: ${origin}/sitemap.xml\n`
}
