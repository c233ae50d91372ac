import { Hono } from 'hono'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { createContentStore } from './content/content-store.ts'
import { siteConfig } from './env.ts'

// A few seconds of caching lets a monitor poll every edge location often without each poll reading KV.
const HEALTH_MAX_AGE_SECONDS = 5

/**
 * `GET /_health`: is this deployment serving, and which content version. An operator's first look (docs/operations.md, Watching it):
 * the environment, the published content version and its age. Nothing secret: no settings, no bindings' ids.
 * 503 while no content version can be read, which is also what every page answers then.
 */
export const healthRoute = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const environment = siteConfig(c.env).ENVIRONMENT
  const headers = { 'cache-control': `public, max-age=${HEALTH_MAX_AGE_SECONDS}` }
  try {
    const { version, publishedAt } = await createContentStore(c.env.CONTENT).publication()
    const ageSeconds = Math.max(0, Math.round((Date.now() - Date.parse(publishedAt)) / 1000))
    return c.json({ status: 'ok', environment, content: { version, publishedAt, ageSeconds } }, 200, headers)
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error
    console.error(JSON.stringify({ level: 'error', event: 'health-content-unavailable', message: error.message }))
    return c.json({ status: 'content-unavailable', environment }, 503, { 'cache-control': 'no-store' })
  }
})
