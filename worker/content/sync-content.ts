import { publishContent, type PublishResult } from './publish-content.ts'
import { seedStories } from './seed/index.ts'
import { storiesToBundle } from './stories-to-bundle.ts'

export interface SyncSource {
  /** Every story the site publishes, in Storyblok's story format. */
  stories(): Promise<unknown[]>
}

/** The bundled seed content: what a fresh checkout, or a deploy without a Storyblok token, serves. */
export const seedSource: SyncSource = { stories: async () => seedStories }

/** Reads every story from the source and publishes them as one new content version. */
export async function syncContent(kv: Pick<KVNamespace, 'get' | 'put'>, source: SyncSource, now = new Date()): Promise<PublishResult> {
  const stories = await source.stories()
  return publishContent(kv, storiesToBundle(stories), now)
}
