import { createContext } from 'react-router'
import type { Globals, PageData } from '#shared/schemas/content.ts'
import type { Location } from '#shared/schemas/location.ts'

/**
 * Where loaders read content. On the server it is the KV content store; in the browser it is the same
 * data over /_data/{path}.json. Loaders never know which.
 */
export interface ContentSource {
  page(slug: string): Promise<PageData | null>
  globals(): Promise<Globals>
  /** The CMS location records: every restaurant the site lists. */
  locations(): Promise<Location[]>
}

export const contentSourceContext = createContext<ContentSource>()

/** The CMS location records as JSON; the leading underscore keeps it apart from every page slug. */
export const LOCATIONS_DATA_PATH = '/_data/_locations.json'
