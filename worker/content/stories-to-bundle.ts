import { z } from 'zod'
import {
  cmsLocationSchema,
  globalsSchema,
  storySchema,
  type CmsLocation,
  type PageData,
  type PostSummary,
  type Story,
} from '#shared/schemas/content.ts'
import { postsByFolder, resolveBlogLists } from './blog-posts.ts'
import type { ContentBundle } from './content-bundle.ts'
import { pageSlugProblems } from './page-slug-rules.ts'
import { prerenderRichText } from './prerender-rich-text.ts'
import { sanitizeLinks, sanitizeSocialLinks } from './sanitize-links.ts'
import { safeHref } from '#shared/safe-link.ts'
import { describeSkippedField, formBlocksOf, readFormBlock } from '#shared/forms/form-block.ts'

/** Stories under this folder hold site-wide content, not pages. */
export const GLOBALS_SLUG = 'globals/site'
/** Stories of this component are CMS location records, not pages. */
export const LOCATION_COMPONENT = 'location'

const DEFAULT_DESCRIPTION = 'Perkins family restaurants: breakfast all day, fresh-baked pies, and a table for everyone.'

/** Something in the CMS the sync published differently from how the editor wrote it, so an editor can fix it. */
export type ContentWarning =
  | {
      problem: 'unsafe-link'
      /** The story's full slug. */
      story: string
      /** The refused address, as the CMS holds it; it is shown as text. */
      link: string
    }
  | {
      /** A CMS form's field the site cannot use (shared/forms/form-block.ts): the form renders without it. */
      problem: 'form-field-skipped'
      story: string
      /** Which field and why, in words. */
      field: string
    }

type ReportContentWarning = (warning: ContentWarning) => void

const unsafeLinkReporter = (story: Story, report: ReportContentWarning) => (link: string) =>
  report({ problem: 'unsafe-link', story: story.full_slug, link })

/** Thrown when the CMS content cannot become a content version; the sync then publishes nothing. */
class InvalidContentError extends Error {
  override name = 'InvalidContentError'
}

function layoutFor(story: Story): PageData['layout'] {
  if (story.content.layout) return story.content.layout
  return story.full_slug.startsWith('franchising') ? 'franchising' : 'default'
}

export function storyToPage(
  story: Story,
  posts: ReadonlyMap<string, PostSummary[]> = new Map(),
  report: ReportContentWarning = () => {},
): PageData {
  const slug = story.full_slug.replace(/\/+$/, '')
  // Links are checked before anything renders, so an unsafe one never reaches the prerendered HTML either.
  const content = sanitizeLinks(story.content, unsafeLinkReporter(story, report))
  return {
    slug,
    name: story.name,
    title: story.content.title?.trim() || story.name,
    description: story.content.description?.trim() || DEFAULT_DESCRIPTION,
    ...(story.content.og_image ? { ogImage: story.content.og_image } : {}),
    layout: layoutFor(story),
    publishedAt: story.published_at ?? null,
    component: content.component,
    // Rich text is rendered here, once per publish, rather than in every browser on every visit.
    content: prerenderRichText({ ...content, body: resolveBlogLists(content.body, posts) }),
  }
}

/** Drops the visual editor's `_editable` markers: published content never needs them. */
function withoutEditorMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorMarkers)
  if (typeof value !== 'object' || value === null) return value
  // fromEntries defines own properties: a CMS field named __proto__ stays data and never becomes a prototype.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_editable')
      .map(([key, field]) => [key, withoutEditorMarkers(field)]),
  )
}

function parseStory(raw: unknown): Story {
  const result = storySchema.safeParse(raw)
  if (result.success) return result.data
  const label =
    typeof raw === 'object' && raw !== null
      ? ((raw as { full_slug?: unknown; id?: unknown }).full_slug ?? (raw as { id?: unknown }).id)
      : raw
  throw new InvalidContentError(`story ${String(label)} is malformed: ${z.prettifyError(result.error)}`)
}

function locationRecord(story: Story, report: ReportContentWarning): CmsLocation {
  // The store number is `store_id` in the CMS (a story has its own `id`); the schema drops the block fields.
  const { store_id: storeId, ...fields } = story.content as Record<string, unknown>
  const result = cmsLocationSchema.safeParse({ ...fields, id: typeof storeId === 'string' ? Number(storeId) : storeId })
  if (!result.success) throw new InvalidContentError(`location story ${story.full_slug} is malformed: ${z.prettifyError(result.error)}`)
  // The location page links to the Google listing; an unsafe address is shown as text there (and reported here).
  const { google_business_link: listing } = result.data
  if (safeHref(listing) === null) report({ problem: 'unsafe-link', story: story.full_slug, link: listing })
  return result.data
}

/** Turns the CMS stories into one content bundle; throws when any story, or the globals story, is malformed. */
export function storiesToBundle(rawStories: readonly unknown[], report: ReportContentWarning = () => {}): ContentBundle {
  const stories = rawStories.map((raw) => parseStory(withoutEditorMarkers(raw)))
  const globalsStory = stories.find((story) => story.full_slug === GLOBALS_SLUG)
  if (!globalsStory) throw new InvalidContentError(`content has no ${GLOBALS_SLUG} story`)
  const globals = globalsSchema.safeParse(sanitizeLinks(globalsStory.content, unsafeLinkReporter(globalsStory, report)))
  if (!globals.success) throw new InvalidContentError(`the ${GLOBALS_SLUG} story is malformed: ${z.prettifyError(globals.error)}`)

  const isPage = (story: Story) => !story.full_slug.startsWith('globals/') && story.content.component !== LOCATION_COMPONENT
  // A bad slug fails the whole sync, so the live content stays as it was and the log line names the stories.
  const slugProblems = pageSlugProblems(stories.filter(isPage))
  if (slugProblems.length > 0) throw new InvalidContentError(slugProblems.join('; '))

  const posts = postsByFolder(stories)
  // By slug in a Map: a story whose slug is __proto__ or constructor is one more page, not a prototype.
  const pages = new Map<string, PageData>()
  const locations: CmsLocation[] = []
  for (const story of stories) {
    if (story.full_slug.startsWith('globals/')) continue
    if (story.content.component === LOCATION_COMPONENT) {
      locations.push(locationRecord(story, report))
      continue
    }
    const page = storyToPage(story, posts, report)
    for (const block of formBlocksOf(page.content.body)) {
      const { form, skipped } = readFormBlock(block)
      for (const field of skipped)
        report({ problem: 'form-field-skipped', story: story.full_slug, field: describeSkippedField(form.uid, field) })
    }
    pages.set(page.slug, page)
  }
  locations.sort((a, b) => a.id - b.id)
  const social = sanitizeSocialLinks(globals.data.social, unsafeLinkReporter(globalsStory, report))
  return { pages: Object.fromEntries(pages), globals: { ...globals.data, social }, locations }
}
