import { fetchText } from './page-scripts.ts'

// The floor every page's paint is held to: a static page with home's hero image, main heading and first paragraph,
// no script, no web font, no stylesheet but a few inline rules. It is served by the bench's compressing proxy from
// the same origin as the site (so the image comes over the same connection, compressed the same way) and measured
// in the same Lighthouse loop, so a busy machine slows it as much as the pages: a page's LCP ÷ the floor's is what
// our own code adds, whatever the load.

/** Where the proxy serves the floor page: a path the site never answers. */
export const FLOOR_PATH = '/_bench/floor'

const firstMatch = (html: string, pattern: RegExp, what: string): string => {
  const found = pattern.exec(html)?.[0]
  if (!found) throw new Error(`home has no ${what} to build the floor page from`)
  return found
}

/** The floor page, built from the site's own home HTML so it follows the content (same image, same words). */
export async function floorPageHtml(siteOrigin: string): Promise<string> {
  const home = await fetchText(`${siteOrigin}/`)
  const image = firstMatch(home, /<img[^>]*class="hero__image"[^>]*>/, 'hero image')
  const heading = firstMatch(home, /<h1[^>]*>[\s\S]*?<\/h1>/, 'main heading')
  const paragraph = firstMatch(home, /<p class="hero__lede"[^>]*>[\s\S]*?<\/p>/, 'first paragraph')
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Bench floor</title>',
    '<style>body{margin:0;font:17px/1.55 system-ui,sans-serif}main{padding:16px}img{display:block;max-width:100%;height:auto}</style>',
    `</head><body><main>${heading}${paragraph}${image}</main></body></html>`,
  ].join('')
}
