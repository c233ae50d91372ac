import type { Block, PostSummary } from '#shared/schemas/content.ts'
import { field, image, isRecord, text } from './block-fields.ts'
import { PostDate } from './post-date.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { SiteLink } from '../layout/site-link.tsx'
import { storyPath } from '#shared/safe-link.ts'

function posts(value: unknown): PostSummary[] {
  if (!Array.isArray(value)) return []
  return value.filter((post): post is PostSummary => isRecord(post) && typeof post.slug === 'string' && typeof post.title === 'string')
}

/** `blog_list`: the posts of a folder, newest first; the sync fills `posts` when it publishes the page. */
export function BlogListBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const intro = text(field(block, 'intro'))
  const items = posts(field(block, 'posts'))
  return (
    <section className="blog-list">
      {heading ? <h2>{heading}</h2> : null}
      {intro ? <p>{intro}</p> : null}
      {items.length === 0 ? (
        <p>New posts are on their way. Check back soon.</p>
      ) : (
        <ul className="blog-list__posts">
          {items.map((post) => {
            const picture = image(post.image)
            // A slug is CMS data: one that would not make a same-site path (`/evil.example`) shows as plain text.
            const href = storyPath(post.slug)
            return (
              <li key={post.slug} className="blog-list__post">
                <article>
                  {picture ? (
                    <ResponsiveImage
                      className="blog-list__image"
                      picture={picture}
                      alt=""
                      sizes="(min-width: 1000px) 33vw, (min-width: 640px) 50vw, 100vw"
                    />
                  ) : null}
                  <h3>{href ? <SiteLink to={href}>{post.title}</SiteLink> : post.title}</h3>
                  <p className="blog-list__meta">
                    <PostDate date={post.date} />
                    {post.author ? <span>{` · ${post.author}`}</span> : null}
                  </p>
                  {post.excerpt ? <p>{post.excerpt}</p> : null}
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
