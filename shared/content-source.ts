import type { Globals, PageData } from './schemas/content.ts'
import type { Location } from './schemas/location.ts'

/**
 * Where loaders read content. On the server it is the KV content store (or the editor's preview); in the browser it
 * is the same data over /_data/{path}.json. Loaders never know which.
 */
export interface ContentSource {
  page(slug: string): Promise<PageData | null>
  globals(): Promise<Globals>
  /** The CMS location records: every restaurant the site lists. */
  locations(): Promise<Location[]>
}
