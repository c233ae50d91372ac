import { Hono } from 'hono'
import { slugForPath } from '#shared/content-slug.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { createContentStore } from './content-store.ts'
import { CONNECTION_MESSAGE } from '#shared/error-messages.ts'

const UNSAFE_PATH = /\.\.|\\|%|:|\/\/|^\/|[\u0000-\u001f\u007f]/

/** `/_data/{path}.json`: the same page data the loaders use, from the same store. */
export const contentRoute = new Hono<{ Bindings: Env }>()
  .get('/_locations.json', async (c) => {
    try {
      const store = createContentStore(c.env.CONTENT)
      const etag = `"${await store.version()}-locations"`
      if (c.req.header('if-none-match') === etag) return c.body(null, 304)
      c.header('etag', etag)
      c.header('cache-control', 'public, max-age=0, must-revalidate')
      return c.json(await store.locations())
    } catch (error) {
      if (!(error instanceof ContentUnavailable)) throw error
      console.error('Locations route unavailable', error)
      return c.json({ message: CONNECTION_MESSAGE }, 503)
    }
  })
  .get('/*', async (c) => {
    const raw = c.req.path.slice('/_data/'.length)
    // Checked on the path as sent, before any decoding, so an encoded form cannot sneak past.
    const rawPath = new URL(c.req.url).pathname.slice('/_data/'.length)
    if (!rawPath.endsWith('.json') || UNSAFE_PATH.test(rawPath) || UNSAFE_PATH.test(raw)) {
      return c.json({ message: 'Invalid content path.' }, 400)
    }
    const slug = slugForPath(rawPath.slice(0, -'.json'.length))
    // Well-formed but no story could have this slug (`__proto__`, capitals, underscores): simply not a page.
    if (!slug) return c.json({ message: 'This page could not be found' }, 404)
    try {
      const store = createContentStore(c.env.CONTENT)
      const page = await store.page(slug)
      if (!page) return c.json({ message: 'This page could not be found' }, 404)
      const etag = `"${await store.version()}-${slug}"`
      if (c.req.header('if-none-match') === etag) return c.body(null, 304)
      c.header('etag', etag)
      c.header('cache-control', 'public, max-age=0, must-revalidate')
      return c.json(page)
    } catch (error) {
      if (error instanceof ContentUnavailable) {
        console.error('Content route unavailable', error)
        return c.json({ message: CONNECTION_MESSAGE }, 503)
      }
      throw error
    }
  })
