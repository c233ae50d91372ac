import type { PageData } from '#shared/schemas/content.ts'
import { BlockList } from './block-list.tsx'
import { field, image, text } from './block-fields.ts'
import { PostDate } from './post-date.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { SiteLink } from '../layout/site-link.tsx'

/** A story of content type `post`: headline, byline and lead image, then the body blocks. */
export function BlogPost({ page, content }: { page: PageData; content: PageData['content'] }) {
  const headline = text(field(content, 'headline')) ?? page.name
  const date = text(field(content, 'date'))
  const author = text(field(content, 'author'))
  const picture = image(field(content, 'image'))
  const folder = page.slug.slice(0, page.slug.lastIndexOf('/'))
  return (
    <article className="blog-post">
      <header className="blog-post__header">
        {folder ? (
          <p className="blog-post__back">
            <SiteLink to={`/${folder}`}>Back to all posts</SiteLink>
          </p>
        ) : null}
        <h1>{headline}</h1>
        {date || author ? (
          <p className="blog-post__meta">
            {date ? <PostDate date={date} /> : null}
            {author ? <span>{`${date ? ' · ' : ''}By ${author}`}</span> : null}
          </p>
        ) : null}
        {picture ? (
          <ResponsiveImage className="blog-post__image" picture={picture} sizes="(min-width: 860px) 800px, 100vw" priority />
        ) : null}
      </header>
      <BlockList blocks={content.body} />
    </article>
  )
}
