import { useLoaderData } from 'react-router'
import type { ContentPageData } from '../loaders.ts'
import { BlockList } from '../components/blocks/block-list.tsx'
import { PageMeta } from '../components/page-meta.tsx'

/** Any page whose content comes from the CMS: home, perks, franchising, contact, reviews and the catch-all. */
export function Component() {
  const { page } = useLoaderData() as ContentPageData
  const body = page.content.body
  const startsWithHero = body[0]?.component === 'hero'
  return (
    <article className="content-page">
      <PageMeta title={page.title} description={page.description} image={page.ogImage} />
      {startsWithHero ? null : (
        <header className="content-page__header">
          <h1>{page.name}</h1>
        </header>
      )}
      <BlockList blocks={body} />
    </article>
  )
}
