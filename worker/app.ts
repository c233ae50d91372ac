import { Hono } from 'hono'
import { clientAssets } from 'virtual:client-assets'
import { routes } from '../client/routes.tsx'
import { apiRoute } from './api/api-route.ts'
import { contentRoute } from './content/content-route.ts'
import { ContentUnavailable } from '../shared/content-unavailable.ts'
import { createContentStore } from './content/content-store.ts'
import { previewContentSourceFor, previewPageHeaders, previewSession } from './content/preview.ts'
import { webhookRoute } from './content/webhook-route.ts'
import { healthRoute } from './health-route.ts'
import { adminRoute } from './content/admin-route.ts'
import { devOutboxRoute } from './dev-outbox-route.ts'
import { siteConfig } from './env.ts'
import { renderPage } from './pages/render-page.tsx'
import { robotsTxt, sitemapXml } from './pages/sitemap.ts'
import { createNonce, pageHeaders, RESPONSE_SECURITY_HEADERS } from './pages/security-headers.ts'
import { isOfflineCacheablePath } from './pages/offline-cacheable-path.ts'
import { visitorGeoFrom } from '../shared/visitor-geo.ts'
import { noteRequest, requestLog } from './request-log.ts'
import { isMissingRequiredSetting } from './required-settings.ts'
import { routePattern } from './pages/route-pattern.ts'
import { TROUBLE_MESSAGE } from '../shared/error-messages.ts'

const dev = import.meta.env.DEV

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
  .route('/_sandbox', devOutboxRoute)
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
  .get('*', async (c) => {
    const config = siteConfig(c.env)
    // Without it outside development, browsers get no bot-check (the forms then fail closed); say so once.
    isMissingRequiredSetting(config, 'RECAPTCHA_SITE_KEY')
    const nonce = createNonce()
    const store = createContentStore(c.env.CONTENT)
    // The KV store is the loaders' content source on the server; its outages already throw ContentUnavailable.
    const published = store
    const url = new URL(c.req.url)
    // The Storyblok visual editor, verified: draft content, the bridge, and a CSP that lets the editor frame us.
    const preview = await previewSession(url, config)
    const response = await renderPage(c, {
      routes,
      contentSource: preview ? previewContentSourceFor(preview, config, published, (input, init) => fetch(input, init)) : published,
      assets: clientAssets,
      visitorGeo: visitorGeoFrom(c.req.raw.cf),
      environment: config.ENVIRONMENT,
      recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
      nonce,
      headers: preview ? previewPageHeaders(pageHeaders(nonce, { dev })) : pageHeaders(nonce, { dev }),
    })
    // A public page may be kept by the service worker for offline visits (it revalidates online every time);
    // previews, errors and screens with a visitor's own data stay no-store.
    if (!preview && response.status === 200 && isOfflineCacheablePath(url.pathname)) response.headers.set('cache-control', 'no-cache')
    // The loaders have read the pointer already, so the version costs no further KV read.
    const contentVersion = preview ? 'preview' : await store.version().catch(() => undefined)
    noteRequest(c.req.raw, { route: routePattern(routes, url.pathname), ...(contentVersion ? { contentVersion } : {}) })
    return response
  })

app.onError((error, c) => {
  console.error('Unhandled error', error)
  return c.json({ message: TROUBLE_MESSAGE }, 500)
})
