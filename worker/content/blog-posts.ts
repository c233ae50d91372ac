import type { Block, PostSummary, Story } from '#shared/schemas/content.ts'

// Blog posts are stories of component `post`. A `blog_list` block names a folder; when content is published
// (or previewed) the block gets the summaries of that folder's posts, newest first, so the list renders
// from the page's own data with no second read.

const POST_COMPONENT = 'post'
export const BLOG_LIST_COMPONENT = 'blog_list'

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function imageOf(value: unknown): PostSummary['image'] {
  if (typeof value !== 'object' || value === null) return undefined
  const image = value as Record<string, unknown>
  const { filename, alt, width, height } = image
  if (typeof filename !== 'string' || typeof width !== 'number' || typeof height !== 'number') return undefined
  return { filename, alt: typeof alt === 'string' ? alt : '', width, height }
}

const folderOf = (slug: string) => slug.slice(0, Math.max(0, slug.lastIndexOf('/')))
const normalizeFolder = (folder: string) => folder.replace(/^\/+|\/+$/g, '')

function isPost(story: Story): boolean {
  return story.content.component === POST_COMPONENT
}

function postSummary(story: Story): PostSummary {
  const content = story.content as Record<string, unknown>
  const slug = story.full_slug.replace(/\/+$/, '')
  const image = imageOf(content.image)
  const author = text(content.author)
  return {
    slug,
    // `title` is the document title for search engines; lists show the headline.
    title: text(content.headline) ?? story.name,
    excerpt: text(content.excerpt) ?? text(content.description) ?? '',
    // The editor's publication date when set, else when Storyblok first published the story.
    date: text(content.date) ?? (story.first_published_at ?? story.published_at ?? '').slice(0, 10),
    ...(author ? { author } : {}),
    ...(image ? { image } : {}),
  }
}

/** Post summaries by folder (`franchising/blog`), newest first, ties by title so the order is stable. */
export function postsByFolder(stories: readonly Story[]): Map<string, PostSummary[]> {
  const folders = new Map<string, PostSummary[]>()
  for (const story of stories) {
    if (!isPost(story)) continue
    const summary = postSummary(story)
    const folder = folderOf(summary.slug)
    folders.set(folder, [...(folders.get(folder) ?? []), summary])
  }
  for (const posts of folders.values()) posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
  return folders
}

/** Fills every blog list in a body (nested ones too) with the posts of its folder, up to its limit. */
export function resolveBlogLists(body: readonly Block[], posts: ReadonlyMap<string, PostSummary[]>): Block[] {
  return body.map((block) => resolveBlock(block, posts))
}

function resolveBlock(block: Block, posts: ReadonlyMap<string, PostSummary[]>): Block {
  let resolved: Block = block
  for (const [key, value] of Object.entries(block)) {
    if (Array.isArray(value) && value.every(isBlock)) {
      resolved = { ...resolved, [key]: value.map((child) => resolveBlock(child, posts)) }
    }
  }
  if (block.component !== BLOG_LIST_COMPONENT) return resolved
  const folder = normalizeFolder(text(block.folder) ?? '')
  // Storyblok number fields arrive as strings.
  const limit = Number(block.limit) > 0 ? Math.floor(Number(block.limit)) : undefined
  const list = posts.get(folder) ?? []
  return { ...resolved, posts: limit ? list.slice(0, limit) : list }
}

function isBlock(value: unknown): value is Block {
  return typeof value === 'object' && value !== null && typeof (value as Block).component === 'string'
}
