import type { PageData, PostSummary } from '#shared/schemas/content.ts'
import { isRecord } from './block-fields.ts'

type PageContent = PageData['content']

function collectPosts(value: unknown, found: Map<string, unknown>) {
  if (Array.isArray(value)) for (const item of value) collectPosts(item, found)
  else if (isRecord(value)) {
    if (value.component === 'blog_list' && typeof value._uid === 'string' && Array.isArray(value.posts)) found.set(value._uid, value.posts)
    for (const field of Object.values(value)) if (typeof field === 'object') collectPosts(field, found)
  }
}

function withPosts(value: unknown, posts: Map<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => withPosts(item, posts))
  if (!isRecord(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) copy[key] = withPosts(field, posts)
  if (copy.component === 'blog_list' && typeof copy._uid === 'string' && !Array.isArray(copy.posts) && posts.has(copy._uid))
    copy.posts = posts.get(copy._uid) as PostSummary[]
  return copy
}

/**
 * The editor's live content (from bridge `input` events) carries blog lists without their resolved posts;
 * they keep the posts the server resolved for the same block.
 */
export function mergeLiveContent(live: unknown, served: PageContent): PageContent {
  if (!isRecord(live)) return served
  const posts = new Map<string, unknown>()
  collectPosts(served, posts)
  const merged = withPosts(live, posts) as Record<string, unknown>
  return {
    ...merged,
    _uid: served._uid,
    component: served.component,
    body: Array.isArray(merged.body) ? (merged.body as PageContent['body']) : [],
  } as PageContent
}
