import type { ContentSource } from '#shared/content-source.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { storySchema, type Story } from '#shared/schemas/content.ts'
import type { SiteConfig } from '../env.ts'
import { BLOG_LIST_COMPONENT, postsByFolder } from './blog-posts.ts'
import { createStoryblokClient, storyblokApiBase, type FetchFn, type StoryblokClient } from './storyblok-client.ts'
import { storyToPage } from './stories-to-bundle.ts'
import { digestHex } from '#shared/hex.ts'
import { constantTimeEqual } from '#shared/constant-time-equal.ts'

// Preview for the Storyblok visual editor. The editor opens our pages in a frame with `_storyblok` and a
// `_storyblok_tk[...]` signature in the query; only a request whose signature checks out against our preview
// token gets draft content, fetched live from the CDN API. Everyone else gets the published site, so a
// `?_storyblok=1` typed by a visitor shows nothing unpublished.

const VISUAL_EDITOR_ORIGIN = 'https://app.storyblok.com'
// Storyblok's own guidance: an editor link is good for an hour.
const PREVIEW_LINK_LIFETIME_S = 60 * 60
const CLOCK_SKEW_S = 5 * 60

export interface PreviewSession {
  previewToken: string
}

/** The preview session for a request from the visual editor, or null for every other request. */
export async function previewSession(url: URL, config: SiteConfig, nowMs = Date.now()): Promise<PreviewSession | null> {
  const previewToken = config.STORYBLOK_PREVIEW_TOKEN
  if (!previewToken || !url.searchParams.has('_storyblok')) return null
  const spaceId = url.searchParams.get('_storyblok_tk[space_id]')
  const timestamp = url.searchParams.get('_storyblok_tk[timestamp]')
  const token = url.searchParams.get('_storyblok_tk[token]')
  if (!spaceId || !timestamp || !token || !/^\d+$/.test(spaceId) || !/^\d+$/.test(timestamp)) return null
  if (config.STORYBLOK_SPACE_ID && spaceId !== config.STORYBLOK_SPACE_ID) return null
  const age = nowMs / 1000 - Number(timestamp)
  if (age > PREVIEW_LINK_LIFETIME_S || age < -CLOCK_SKEW_S) return null
  const expected = await digestHex('SHA-1', `${spaceId}:${previewToken}:${timestamp}`)
  return (await constantTimeEqual(expected, token)) ? { previewToken } : null
}

function blogListFolders(value: unknown, folders = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) blogListFolders(item, folders)
  else if (typeof value === 'object' && value !== null) {
    const block = value as Record<string, unknown>
    if (block.component === BLOG_LIST_COMPONENT && typeof block.folder === 'string') folders.add(block.folder.replace(/^\/+|\/+$/g, ''))
    for (const field of Object.values(block)) if (typeof field === 'object') blogListFolders(field, folders)
  }
  return folders
}

/**
 * Pages as drafts straight from Storyblok (with the editor's `_editable` markers kept), marked `preview` so
 * the client loads the bridge. Site-wide content and location records stay the published ones from KV.
 */
function previewContentSource(published: ContentSource, client: StoryblokClient): ContentSource {
  return {
    globals: () => published.globals(),
    locations: () => published.locations(),
    async page(slug) {
      let raw: unknown
      try {
        raw = await client.getStory(slug, { version: 'draft' })
      } catch (cause) {
        throw new ContentUnavailable(`draft of ${slug} could not be loaded`, { cause })
      }
      if (raw === null) return null
      const story = storySchema.safeParse(raw)
      if (!story.success) throw new ContentUnavailable(`draft of ${slug} is malformed`)
      const posts: Story[] = []
      for (const folder of blogListFolders(story.data.content.body)) {
        let list: Awaited<ReturnType<StoryblokClient['listStories']>>
        try {
          list = await client.listStories({ version: 'draft', startsWith: `${folder}/` })
        } catch (cause) {
          throw new ContentUnavailable(`draft posts of ${folder} could not be loaded`, { cause })
        }
        for (const item of list.stories) {
          const post = storySchema.safeParse(item)
          if (post.success) posts.push(post.data)
        }
      }
      return { ...storyToPage(story.data, postsByFolder(posts)), preview: true, storyId: story.data.id }
    },
  }
}

/** The preview content source for a session, reaching Storyblok with the preview token. */
export function previewContentSourceFor(
  session: PreviewSession,
  config: SiteConfig,
  published: ContentSource,
  fetchFn: FetchFn,
): ContentSource {
  // The editor waits on each keystroke's reload; the single-story rate limit (50/s) is far away, so no pacing.
  const client = createStoryblokClient({
    token: session.previewToken,
    fetch: fetchFn,
    baseUrl: storyblokApiBase(config.STORYBLOK_REGION),
    minIntervalMs: 0,
  })
  return previewContentSource(published, client)
}

const PREVIEW_SOURCES = new Map<string, string[]>([
  ['script-src', [VISUAL_EDITOR_ORIGIN]],
  [
    'connect-src',
    [
      VISUAL_EDITOR_ORIGIN,
      'https://api.storyblok.com',
      'https://api-us.storyblok.com',
      'https://api-ca.storyblok.com',
      'https://api-ap.storyblok.com',
    ],
  ],
  // The editor shows the page in its own frame.
  ['frame-ancestors', [VISUAL_EDITOR_ORIGIN]],
])

/** Loosens the CSP for preview responses only: the editor may frame the page and the bridge may talk to it. */
function previewContentSecurityPolicy(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const extra = PREVIEW_SOURCES.get(directive.split(/\s+/)[0]!)
      return extra ? `${directive} ${extra.join(' ')}` : directive
    })
    .join('; ')
}

/** Page headers for a preview response: the relaxed CSP, and never indexed. */
export function previewPageHeaders(headers: Record<string, string>): Record<string, string> {
  const csp = headers['content-security-policy']
  return {
    ...headers,
    ...(csp ? { 'content-security-policy': previewContentSecurityPolicy(csp) } : {}),
    'x-robots-tag': 'noindex, nofollow',
  }
}
