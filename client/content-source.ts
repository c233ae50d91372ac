import { createContext } from 'react-router'
import type { Globals, PageData } from '../shared/schemas/content.ts'

/**
 * Where loaders read content. On the server it is the KV content store; in the browser it is the same
 * data over /_data/{path}.json. Loaders never know which.
 */
export interface ContentSource {
  page(slug: string): Promise<PageData | null>
  globals(): Promise<Globals>
}

export const contentSourceContext = createContext<ContentSource>()

/** Thrown by a content source when content cannot be read at all (KV outage, network down). */
export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable'
}
