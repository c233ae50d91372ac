import { describe, expect, it } from 'vitest'
import { assetDimensions, richTextHref, richTextSegments, richTextToHtml } from '#shared/rich-text-html.ts'

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) })
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content })
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs })

describe('rich text through the Storyblok renderer', () => {
  it('renders paragraphs, marks, lists and tables', () => {
    const html = richTextToHtml([
      paragraph(text('Pie is '), text('always', [{ type: 'bold' }]), text(' fresh.')),
      { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('Apple'))] }] },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [{ type: 'tableHeader', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [paragraph(text('Item'))] }],
          },
        ],
      },
    ])
    expect(html).toBe(
      '<p>Pie is <strong>always</strong> fresh.</p><ul><li><p>Apple</p></li></ul><table><thead><tr><th><p>Item</p></th></tr></thead></table>',
    )
  })

  it('skips nodes of unknown types, and malformed nodes, instead of failing', () => {
    const html = richTextToHtml([
      paragraph(text('Before.')),
      { type: 'mystery_widget', content: [paragraph(text('Hidden inside an unknown node.'))] },
      null,
      'a bare string',
      { type: 'paragraph', content: [{ type: 'text' }, text('Kept.'), { nope: true }] },
      { content: [] },
    ])
    expect(html).toBe('<p>Before.</p><p>Kept.</p>')
  })

  it('drops styling attributes and marks our CSP would refuse, keeping the text', () => {
    const html = richTextToHtml([
      {
        type: 'paragraph',
        attrs: { textAlign: 'center' },
        content: [
          text('Centered', [
            { type: 'textStyle', attrs: { color: '#f00' } },
            { type: 'highlight', attrs: { color: 'yellow' } },
          ]),
        ],
      },
    ])
    expect(html).toBe('<p>Centered</p>')
  })

  it('starts headings at h2, because the page owns the h1', () => {
    expect(richTextToHtml([{ type: 'heading', attrs: { level: 1 }, content: [text('Title')] }])).toBe('<h2>Title</h2>')
    expect(richTextToHtml([{ type: 'heading', attrs: { level: 3 }, content: [text('Sub')] }])).toBe('<h3>Sub</h3>')
  })

  it('links by Storyblok link type, and refuses unsafe targets', () => {
    const html = richTextToHtml([
      paragraph(
        text('perks', [link({ href: '/perks', linktype: 'story' })]),
        text(' home', [link({ href: 'home', linktype: 'story' })]),
        text(' mail', [link({ href: 'guestrelations@perkinsrestaurants.com', linktype: 'email' })]),
        text(' out', [link({ href: 'https://example.com/x?a=1&b=2', linktype: 'url', target: '_blank', onclick: 'steal()' })]),
        text(' bad', [link({ href: 'javascript:alert(1)', linktype: 'url' })]),
      ),
    ])
    expect(html).toBe(
      '<p><a href="/perks">perks</a><a href="/"> home</a><a href="mailto:guestrelations@perkinsrestaurants.com"> mail</a><a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer"> out</a> bad</p>',
    )
    expect(richTextHref({ linktype: 'story', href: 'https://evil.example/' })).toBeNull()
    expect(richTextHref({ linktype: 'story', href: 'franchising/blog', anchor: 'latest' })).toBe('/franchising/blog#latest')
    expect(richTextHref({ linktype: 'url', href: 'tel:+18005550142' })).toBe('tel:+18005550142')
  })

  it('escapes text, so content cannot inject markup', () => {
    expect(richTextToHtml([paragraph(text('<script>alert(1)</script> & "quotes"'))])).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>',
    )
  })

  it('sizes Storyblok images from their URL and leaves out images it cannot size', () => {
    expect(assetDimensions('https://a.storyblok.com/f/123/1200x800/abc/pie.jpg')).toEqual({ width: 1200, height: 800 })
    const html = richTextToHtml([
      {
        type: 'image',
        attrs: { src: 'https://a.storyblok.com/f/123/1200x800/abc/pie.jpg', alt: 'Apple pie', meta_data: { copyright: 'x' } },
      },
      { type: 'image', attrs: { src: 'https://elsewhere.example/pie.jpg', alt: 'No size' } },
    ])
    expect(html).toBe(
      '<img src="https://a.storyblok.com/f/123/1200x800/abc/pie.jpg" alt="Apple pie" width="1200" height="800" loading="lazy" decoding="async">',
    )
  })

  it('splits a document at embedded bloks so they render as blocks', () => {
    const segments = richTextSegments({
      type: 'doc',
      content: [
        paragraph(text('Intro.')),
        {
          type: 'blok',
          attrs: {
            id: 'x',
            body: [
              {
                _uid: 'b1',
                component: 'call_to_action',
                heading: 'Join',
                link: { title: 'Go', url: { linktype: 'story', cached_url: 'perks' } },
              },
            ],
          },
        },
        paragraph(text('Outro.')),
      ],
    })
    expect(segments).toEqual([
      { kind: 'html', html: '<p>Intro.</p>' },
      { kind: 'blocks', blocks: [expect.objectContaining({ _uid: 'b1', component: 'call_to_action' })] },
      { kind: 'html', html: '<p>Outro.</p>' },
    ])
    expect(richTextSegments(null)).toEqual([])
    expect(richTextSegments({ type: 'doc', content: 'not a list' })).toEqual([])
  })
})
