import { createContext } from 'react-router'
import type { ContentSource } from '#shared/content-source.ts'

export type { ContentSource }

/** The content source loaders read (shared/content-source.ts), set by the server render and the browser entry. */
export const contentSourceContext = createContext<ContentSource>()

/** The CMS location records as JSON; the leading underscore keeps it apart from every page slug. */
export const LOCATIONS_DATA_PATH = '/_data/_locations.json'
