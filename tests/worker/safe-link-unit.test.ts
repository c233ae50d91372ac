import { describe, expect, it } from 'vitest'
import { richTextHref, richTextToHtml } from '#shared/rich-text-html.ts'
import { multilinkHref, safeHref, storyPath } from '#shared/safe-link.ts'

// The one decision on which CMS addresses may become links (shared/safe-link.ts).

describe('safeHref', () => {
  it.each([
    ['https://www.facebook.com/perkins', 'https://www.facebook.com/perkins'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:guestrelations@perkinsrestaurants.com', 'mailto:guestrelations@perkinsrestaurants.com'],
    ['tel:+18005550142', 'tel:+18005550142'],
    ['/perks', '/perks'],
    ['/', '/'],
    ['/menu?store=3510#pies', '/menu?store=3510#pies'],
    ['/files/menu.pdf', '/files/menu.pdf'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['/franchising/../menu', '/franchising/../menu'],
    ['  https://example.com  ', 'https://example.com'],
  ])('links %j', (raw, href) => {
    expect(safeHref(raw)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\u0000:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/.\\/evil.example',
    'evil.example',
    '#top',
    '?q=1',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    '%6Aavascript:alert(1)',
    '\uFF4Aavascript:alert(1)',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(safeHref(raw)).toBeNull()
  })

  it('refuses anything that is not text', () => {
    for (const value of [null, undefined, 42, {}, ['https://example.com']]) expect(safeHref(value)).toBeNull()
  })
})

describe('CMS multilinks', () => {
  it('resolves story links to same-site paths', () => {
    expect(multilinkHref({ linktype: 'story', url: '', cached_url: 'about' })).toBe('/about')
    expect(multilinkHref({ linktype: 'story', url: '', cached_url: '/franchising/blog/' })).toBe('/franchising/blog')
    expect(multilinkHref({ linktype: 'story', url: '', cached_url: 'home' })).toBe('/')
    expect(storyPath('')).toBe('/')
  })

  it.each(['javascript:alert(1)', '//evil.example', '\\evil.example', '/\\evil.example', 'https://evil.example'])(
    'refuses the story link %j',
    (slug) => {
      expect(multilinkHref({ linktype: 'story', url: '', cached_url: slug })).toBeNull()
    },
  )

  it('builds mailto links from addresses and refuses smuggled ones', () => {
    expect(multilinkHref({ linktype: 'email', email: 'guest@example.com' })).toBe('mailto:guest@example.com')
    expect(multilinkHref({ linktype: 'email', email: 'mailto:guest@example.com' })).toBe('mailto:guest@example.com')
    expect(multilinkHref({ linktype: 'email', email: 'guest@example.com\n<script>' })).toBeNull()
  })

  it.each(['url', 'asset'])('checks %s links with the same rule', (linktype) => {
    expect(multilinkHref({ linktype, url: 'https://a.storyblok.com/f/1/menu.pdf' })).toBe('https://a.storyblok.com/f/1/menu.pdf')
    expect(multilinkHref({ linktype, url: 'javascript:alert(1)' })).toBeNull()
    expect(multilinkHref({ linktype, url: '', cached_url: 'data:text/html,x' })).toBeNull()
  })
})

describe('rich-text links', () => {
  const link = (href: string, linktype = 'url') => ({
    type: 'paragraph',
    content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href, linktype } }] }],
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '/\\evil.example',
    '//evil.example',
    'data:text/html,x',
    'vbscript:x',
    '&#106;avascript:alert(1)',
  ])('renders %j as plain text', (href) => {
    expect(richTextToHtml([link(href)])).toBe('<p>click</p>')
  })

  it('escapes what it does link, so an entity in an address stays text', () => {
    expect(richTextToHtml([link('/menu?a="x"&b=<y>')])).toBe('<p><a href="/menu?a=&quot;x&quot;&amp;b=&lt;y&gt;">click</a></p>')
    expect(richTextToHtml([link('/&#x2F;evil.example')])).toBe('<p><a href="/&amp;#x2F;evil.example">click</a></p>')
  })

  it('resolves story links to same-site paths and refuses other sites posing as stories', () => {
    expect(richTextHref({ linktype: 'story', href: '/perks' })).toBe('/perks')
    expect(richTextHref({ linktype: 'story', href: '\\evil.example' })).toBeNull()
    expect(richTextHref({ linktype: 'story', href: '//evil.example' })).toBeNull()
  })

  it('skips a node or mark whose type is an inherited property name', () => {
    expect(
      richTextToHtml([
        { type: 'constructor', content: [] },
        { type: 'paragraph', content: [{ type: 'text', text: 'ok', marks: [{ type: 'toString' }] }] },
      ]),
    ).toBe('<p>ok</p>')
  })
})
