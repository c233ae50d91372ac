import { globalsSchema, storySchema, type PageData, type Story } from '../../shared/schemas/content.ts'
import type { ContentBundle } from './content-bundle.ts'

/** Stories under this folder hold site-wide content, not pages. */
export const GLOBALS_SLUG = 'globals/site'

const DEFAULT_DESCRIPTION = 'Perkins family restaurants: breakfast all day, fresh-baked pies, and a table for everyone.'

function layoutFor(story: Story): PageData['layout'] {
  if (story.content.layout) return story.content.layout
  return story.full_slug.startsWith('franchising') ? 'franchising' : 'default'
}

export function storyToPage(story: Story): PageData {
  const slug = story.full_slug.replace(/\/+$/, '')
  return {
    slug,
    name: story.name,
    title: story.content.title?.trim() || story.name,
    description: story.content.description?.trim() || DEFAULT_DESCRIPTION,
    ...(story.content.og_image ? { ogImage: story.content.og_image } : {}),
    layout: layoutFor(story),
    publishedAt: story.published_at ?? null,
    component: story.content.component,
    content: story.content,
  }
}

/** Turns the CMS stories into one content bundle; throws when the globals story is missing or malformed. */
export function storiesToBundle(rawStories: unknown[]): ContentBundle {
  const stories = rawStories.map((raw) => storySchema.parse(raw))
  const globalsStory = stories.find((story) => story.full_slug === GLOBALS_SLUG)
  if (!globalsStory) throw new Error(`content has no ${GLOBALS_SLUG} story`)
  const globals = globalsSchema.parse(globalsStory.content)
  const pages: Record<string, PageData> = {}
  for (const story of stories) {
    if (story.full_slug.startsWith('globals/')) continue
    const page = storyToPage(story)
    pages[page.slug] = page
  }
  return { pages, globals }
}
