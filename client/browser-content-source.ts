import type { Globals, PageData } from '#shared/schemas/content.ts'
import type { Location } from '#shared/schemas/location.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { LOCATIONS_DATA_PATH, type ContentSource } from './content-source.ts'

/** Content over the same-origin JSON route (_data/{path}.json), for client-side navigations. */
export const browserContentSource: ContentSource = {
  async page(slug) {
    let response: Response
    try {
      response = await fetch(`/_data/${slug}.json`, { headers: { accept: 'application/json' } })
    } catch (cause) {
      throw new ContentUnavailable('network error while loading content', { cause })
    }
    if (response.status === 404) return null
    if (!response.ok) throw new ContentUnavailable(`content route answered ${response.status}`)
    return (await response.json()) as PageData
  },
  async globals(): Promise<Globals> {
    // The root loader never revalidates in the browser: its data arrives with the page.
    throw new ContentUnavailable('site-wide content is only loaded with the page')
  },
  async locations(): Promise<Location[]> {
    let response: Response
    try {
      response = await fetch(LOCATIONS_DATA_PATH, { headers: { accept: 'application/json' } })
    } catch (cause) {
      throw new ContentUnavailable('network error while loading locations', { cause })
    }
    if (!response.ok) throw new ContentUnavailable(`locations route answered ${response.status}`)
    return (await response.json()) as Location[]
  },
}
