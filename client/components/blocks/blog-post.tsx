import type { PageData } from '#shared/schemas/content.ts'
import { BlockList } from './block-list.tsx'
import { field, image, text } from './block-fields.ts'
import { PostDate } from './post-date.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { SiteLink } from '../layout/site-link.tsx'
import { storyPath } from '#shared/safe-link.ts'

/** A story of content type `post`: headline, byline and lead image, then the body blocks. */
export function BlogPost({ page, content }: { page: PageData; content: PageData['content'] }) {
  const headline = text(field(content, 'headline')) ?? page.name
  const date = text(field(content, 'date'))
  const author = text(field(content, 'author'))
  const picture = image(field(content, 'image'))
  const slash = page.slug.lastIndexOf('/')
  // The folder's page lists the posts; a post at the top level has none to go back to.
  const folderHref = slash > 0 ? storyPath(page.slug.slice(0, slash)) : null
  return (
    <article className="blog-post">
      <header className="blog-post__header">
        {folderHref ? (
          <p className="blog-post__back">
            <SiteLink to={folderHref}>Back to all posts</SiteLink>
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
