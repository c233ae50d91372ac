import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { globalsStory } from '#worker/content/seed/globals-story.ts'
import { seedStories } from '#worker/content/seed/index.ts'
import { a, callToAction, cards, doc, hero, p, page, richText, storyLink, text, urlLink } from '#worker/content/seed/story-helpers.ts'
import { seedSource, syncContent, type SyncResult, type SyncSource } from '#worker/content/sync-content.ts'

// Links from the CMS are checked when content is published: anything but http(s), mailto, tel and same-site
// paths is shown as text, and the sync names the story and the link so an editor can fix it.

const origin = 'https://perkins.test'
const get = (path: string) => exports.default.fetch(new Request(origin + path))

const emailLink = (title: string, email: string) => ({ title, url: { linktype: 'email' as const, url: '', cached_url: '', email } })

const trapStory = page(9001, 'link-trap', 'Link trap', {
  title: 'Link trap',
  description: 'Every kind of unsafe link an editor could paste.',
  body: [
    hero({
      headline: 'Trap hero',
      cta: urlLink('Hero script', 'JaVaScRiPt:alert(1)'),
      secondary_cta: storyLink('Hero story', '/\\evil.example'),
    }),
    text({ paragraphs: ['Text block.'], link: urlLink('Text data', 'data:text/html,<script>alert(1)</script>') }),
    cards('Trap cards', [
      { title: 'Card one', text: 'One.', link: urlLink('Card vbscript', 'vbscript:msgbox(1)') },
      { title: 'Card two', text: 'Two.', link: urlLink('Card host', '//evil.example/x') },
      { title: 'Card three', text: 'Three.', link: urlLink('Card fine', 'https://example.com/ok') },
    ]),
    callToAction({
      heading: 'Trap call',
      link: urlLink('Call tab', 'java\tscript:alert(1)'),
      secondary_link: emailLink('Call mail', 'guest@example.com\r\nBcc: all@example.com'),
    }),
    richText(
      doc(
        p(
          a('rich leading space', ' javascript:alert(1)', 'url'),
          ' ',
          a('rich backslash', '/\\evil.example', 'url'),
          ' ',
          a('rich entity', '&#106;avascript:alert(1)', 'url'),
          ' ',
          a('rich story', '//evil.example', 'story'),
          ' ',
          a('rich fine', '/perks', 'story'),
        ),
      ),
    ),
  ],
})

const trapGlobals = {
  ...globalsStory,
  content: {
    ...globalsStory.content,
    headerMenu: [...globalsStory.content.headerMenu, urlLink('Header trap', 'javascript:void(0)')],
    social: globalsStory.content.social.map((social) =>
      social.network === 'facebook' ? { ...social, url: 'javascript:alert(document.cookie)' } : social,
    ),
  },
}

const trapSource: SyncSource = {
  name: 'trap',
  stories: async () => [
    ...seedStories.filter((story) => (story as { full_slug: string }).full_slug !== globalsStory.full_slug),
    trapGlobals,
    trapStory,
  ],
}

let result: SyncResult

beforeAll(async () => {
  result = await syncContent(env.CONTENT, trapSource)
})

// In the order of the story: the hero's story link and the rich text both try `/\evil.example`.
const UNSAFE = [
  'JaVaScRiPt:alert(1)',
  '/\\evil.example',
  '/\\evil.example',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'java\tscript:alert(1)',
  'guest@example.com\r\nBcc: all@example.com',
  ' javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '//evil.example',
]

describe('unsafe CMS links', () => {
  it('publishes, and reports every refused link with its story', () => {
    expect(result.status).toBe('published')
    const links = result.warnings.flatMap((warning) => (warning.problem === 'unsafe-link' ? [warning] : []))
    const trap = links.filter((warning) => warning.story === 'link-trap').map((warning) => warning.link)
    expect(trap.sort(), JSON.stringify(trap)).toEqual([...UNSAFE].sort())
    expect(
      links
        .filter((warning) => warning.story === 'globals/site')
        .map((warning) => warning.link)
        .sort(),
    ).toEqual(['javascript:alert(document.cookie)', 'javascript:void(0)'])
    expect(result.warnings.every((warning) => warning.problem === 'unsafe-link')).toBe(true)
  })

  it('publishes no unsafe address in the page data', async () => {
    const response = await get('/_data/link-trap.json')
    expect(response.status).toBe(200)
    const json = await response.text()
    for (const link of ['javascript:', 'JaVaScRiPt:', 'vbscript:', 'data:text', 'evil.example', 'Bcc']) expect(json).not.toContain(link)
    expect(json).toContain('https://example.com/ok')
  })

  it('renders refused links as their text, and safe ones as links', async () => {
    const response = await get('/link-trap')
    expect(response.status).toBe(200)
    const html = await response.text()
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)
    // The page's own skip link (#main) is the one href that is not from the CMS.
    for (const href of hrefs) expect(href, href).toMatch(/^(\/(?![/\\])|https?:|mailto:|tel:|#main$)/i)
    for (const words of [
      'Hero script',
      'Hero story',
      'Text data',
      'Card vbscript',
      'Card host',
      'Call tab',
      'Call mail',
      'rich leading space',
      'rich backslash',
      'rich entity',
      'rich story',
      'Header trap',
      'Perkins on Facebook',
    ]) {
      expect(html, words).toContain(words)
    }
    expect(html).toContain('href="https://example.com/ok"')
    expect(html).toContain('href="/perks"')
    expect(hrefs.some((href) => /javascript|evil|vbscript|data:/i.test(href))).toBe(false)
  })

  it('reports nothing for the bundled seed content', async () => {
    const seed = await syncContent(env.CONTENT, seedSource)
    expect(seed.warnings).toEqual([])
  })
})
