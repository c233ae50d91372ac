import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Block, PostSummary } from '#shared/schemas/content.ts'
import { BlogListBlock } from '#client/components/blocks/blog-list-block.tsx'

// A blog list's post slugs are CMS data like any other link: only one that makes a same-site path becomes a link.

const post = (slug: string, title: string): PostSummary => ({ slug, title, excerpt: '', date: '2026-11-20' })

function listHtml(posts: PostSummary[]): string {
  const block: Block = { _uid: 'list', component: 'blog_list', heading: 'From the blog', posts }
  return renderToString(<BlogListBlock block={block} />)
}

describe('a blog list', () => {
  it('links each post by its slug', () => {
    const html = listHtml([post('franchising/blog/choosing-your-market', 'Choosing your market')])
    expect(html).toContain('<a href="/franchising/blog/choosing-your-market">Choosing your market</a>')
  })

  it('keeps a slug that starts with a slash on this site, never `//host`', () => {
    const html = listHtml([post('/evil.example/x', 'Leading slash')])
    expect(html).toContain('<a href="/evil.example/x">Leading slash</a>')
  })

  it('shows a post whose slug is no same-site path as its title, never as a link', () => {
    const hostile = [
      post('//evil.example/y', 'Two slashes'),
      post('javascript:alert(1)', 'Script'),
      post('https://evil.example/x', 'Another site'),
      post('\\\\evil.example', 'Backslashes'),
      post('./%2e%2e//evil.example', 'Dot segments'),
    ]
    const html = listHtml(hostile)
    expect(html).not.toContain('<a ')
    for (const { title } of hostile) expect(html).toContain(`<h3>${title}</h3>`)
  })
})
