import { Hono } from 'hono'
import { apiRoute } from './api/api-route.ts'
import { contentRoute } from './content/content-route.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { createContentStore } from './content/content-store.ts'
import { webhookRoute } from './content/webhook-route.ts'
import { healthRoute } from './health-route.ts'
import { adminRoute } from './content/admin-route.ts'
import { devSandboxRoutes } from './dev-sandbox-routes.ts'
import { formRoute } from './forms/form-route-deps.ts'
import { nearbyRoute } from './nearby/nearby-route.ts'
import { vitalsRoute } from './vitals/vitals-route-deps.ts'
import { pageRoute } from './pages/page-route.ts'
import { robotsTxt, sitemapXml } from './pages/sitemap.ts'
import { RESPONSE_SECURITY_HEADERS } from './pages/security-headers.ts'
import { requestLog } from './request-log.ts'
import { ConfigInvalidError } from './required-settings.ts'
import { CONNECTION_MESSAGE, TROUBLE_MESSAGE } from '#shared/error-messages.ts'

/** What a visitor sees while the site's configuration is broken: no scripts, nothing that needs the configuration. */
const CONFIG_INVALID_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Perkins Restaurant &amp; Bakery</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1>Our site is taking a short break.</h1><p>Please try again in a minute.</p></body></html>'

/** The site Worker's HTTP surface: content JSON, the API proxy, and every page. */
export const app = new Hono<{ Bindings: Env }>()
  // Outermost: it sees the final status of every answer, the error handler's too.
  .use(requestLog())
  // Next, so every answer below (and the error handler's) leaves with them.
  .use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(RESPONSE_SECURITY_HEADERS)) c.res.headers.set(name, value)
  })
  .route('/_data', contentRoute)
  .route('/api', apiRoute)
  .route('/_storyblok', webhookRoute)
  .route('/_health', healthRoute)
  .route('/_admin', adminRoute)
  .route('/_sandbox', devSandboxRoutes)
  .route('/_forms', formRoute)
  .route('/_nearby', nearbyRoute)
  .route('/_vitals', vitalsRoute)
  .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin)))
  .get('/sitemap.xml', async (c) => {
    const store = createContentStore(c.env.CONTENT)
    try {
      const [slugs, locations] = await Promise.all([store.pageSlugs(), store.locations()])
      c.header('content-type', 'application/xml; charset=UTF-8')
      c.header('cache-control', 'public, max-age=3600')
      return c.body(sitemapXml(new URL(c.req.url).origin, slugs, locations))
    } catch (error) {
      if (!(error instanceof ContentUnavailable)) throw error
      console.error('Sitemap unavailable', error)
      return c.text('The sitemap is temporarily unavailable.', 503)
    }
  })
  // Every page, last: the screens of client/routes.tsx rendered by the Worker (worker/pages/page-route.ts).
  .route('/', pageRoute)

app.onError((error, c) => {
  // A malformed var or secret was logged once as config-invalid; every request it touches answers a plain 503.
  if (error instanceof ConfigInvalidError) {
    const headers = { 'cache-control': 'no-store', 'retry-after': '60' }
    if (c.req.path === '/api' || c.req.path.startsWith('/api/') || c.req.path.startsWith('/_'))
      return c.json({ message: CONNECTION_MESSAGE }, 503, headers)
    return c.html(CONFIG_INVALID_PAGE, 503, headers)
  }
  console.error('Unhandled error', error)
  return c.json({ message: TROUBLE_MESSAGE }, 500)
})
