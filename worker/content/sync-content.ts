import type { ContentKvWriter } from './content-kv.ts'
import { publishContent, type PublishOptions, type PublishResult } from './publish-content.ts'
import { seedStories } from './seed/index.ts'
import type { StoryblokClient } from './storyblok-client.ts'
import { storiesToBundle, type ContentWarning } from './stories-to-bundle.ts'

export interface SyncSource {
  /** Names the source in logs. */
  readonly name: string
  /** Every story the site publishes, in Storyblok's story format; throws rather than return a partial list. */
  stories(): Promise<unknown[]>
}

/** The bundled seed content: what a fresh checkout, or a deploy without a Storyblok token, serves. */
export const seedSource: SyncSource = { name: 'seed', stories: async () => seedStories }

/** Every published story in the Storyblok space. */
export function storyblokSource(client: StoryblokClient): SyncSource {
  return {
    name: 'storyblok',
    stories: async () => (await client.listStories({ version: 'published' })).stories,
  }
}

export interface SyncResult extends PublishResult {
  source: string
  stories: number
  /** What was published differently from the CMS (unsafe links shown as text), for the editors to fix. */
  warnings: ContentWarning[]
}

/**
 * Reads every story from the source and publishes them as one new content version. Nothing is written
 * unless the whole source was read and every story is valid; see publishContent for the write order.
 */
export async function syncContent(
  kv: ContentKvWriter,
  source: SyncSource,
  options: Omit<PublishOptions, 'readAt'> = {},
): Promise<SyncResult> {
  const readAt = options.now ?? new Date()
  const stories = await source.stories()
  const warnings: ContentWarning[] = []
  const bundle = storiesToBundle(stories, (warning) => warnings.push(warning))
  const result = await publishContent(kv, bundle, { ...options, readAt })
  return { source: source.name, stories: stories.length, ...result, warnings }
}
