import { ContentUnavailable, type ContentSource } from '../../client/content-source.ts'
import { ContentUnavailableError, type ContentStore } from '../content/content-store.ts'

/** The loaders' content source on the server: the KV content store, with its outage error in the loaders' terms. */
export function serverContentSource(store: ContentStore): ContentSource {
  const translate = (error: unknown): never => {
    if (error instanceof ContentUnavailableError) throw new ContentUnavailable(error.message, { cause: error })
    throw error
  }
  return {
    page: (slug) => store.page(slug).catch(translate),
    globals: () => store.globals().catch(translate),
    locations: () => store.locations().catch(translate),
  }
}
