import { Hono } from 'hono'
import { clientAssets } from 'virtual:client-assets'
import { routes } from '../client/routes.tsx'
import { apiRoute } from './api/api-route.ts'
import { contentRoute } from './content/content-route.ts'
import { ContentUnavailableError, createContentStore } from './content/content-store.ts'
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
import { serverContentSource } from './pages/server-content-source.ts'
import { visitorGeoFrom } from '../client/visitor-geo.ts'
import { noteRequest, requestLog } from './request-log.ts'
import { ConfigInvalidError, isMissingRequiredSetting } from './required-settings.ts'
import { routePattern } from './pages/route-pattern.ts'
import { siteFlagProvider } from './feature-flags/flag-provider.ts'
import { isRouteHidden } from '../shared/feature-flags.ts'

const dev = import.meta.env.DEV

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
      if (!(error instanceof ContentUnavailableError)) throw error
      console.error('Sitemap unavailable', error)
      return c.text('The sitemap is temporarily unavailable.', 503)
    }
  })
  .get('*', async (c) => {
    const config = siteConfig(c.env)
    // Without it outside development, browsers get no bot-check (the forms then fail closed); say so once.
    isMissingRequiredSetting(config, 'RECAPTCHA_SITE_KEY')
    const nonce = createNonce()
    // With a GA4 id the CSP lets the browser reach Google's tag and collection hosts; without one, nothing foreign.
    const analytics = config.GA4_MEASUREMENT_ID !== null
    const store = createContentStore(c.env.CONTENT)
    const published = serverContentSource(store)
    const url = new URL(c.req.url)
    // Started now and awaited by the root loader beside the content pointer: never a round trip of its own.
    const featureFlags = siteFlagProvider(c.env).anonymous()
    // The Storyblok visual editor, verified: draft content, the bridge, and a CSP that lets the editor frame us.
    const preview = await previewSession(url, config)
    let response = await renderPage(c, {
      routes,
      contentSource: preview ? previewContentSourceFor(preview, config, published, (input, init) => fetch(input, init)) : published,
      assets: clientAssets,
      visitorGeo: visitorGeoFrom(c.req.raw.cf),
      featureFlags,
      environment: config.ENVIRONMENT,
      // Without required verification the browser loads no reCAPTCHA and sends development tokens nobody checks.
      recaptchaSiteKey: config.VERIFICATION_REQUIRED ? config.RECAPTCHA_SITE_KEY : null,
      analyticsId: config.GA4_MEASUREMENT_ID,
      nonce,
      headers: preview ? previewPageHeaders(pageHeaders(nonce, { dev, analytics })) : pageHeaders(nonce, { dev, analytics }),
    })
    // A route a feature flag hides renders the not-found page (client/components/layout/app-shell.tsx): say so.
    if (response.status === 200 && isRouteHidden(url.pathname, (await featureFlags).flags)) {
      response = new Response(response.body, { status: 404, headers: response.headers })
    }
    // A public page may be kept by the service worker for offline visits (it revalidates online every time);
    // previews, errors and screens with a visitor's own data stay no-store.
    if (!preview && response.status === 200 && isOfflineCacheablePath(url.pathname)) response.headers.set('cache-control', 'no-cache')
    // The loaders have read the pointer already, so the version costs no further KV read.
    const contentVersion = preview ? 'preview' : await store.version().catch(() => undefined)
    noteRequest(c.req.raw, { route: routePattern(routes, url.pathname), ...(contentVersion ? { contentVersion } : {}) })
    return response
  })

app.onError((error, c) => {
  // A malformed var or secret was logged once as config-invalid; every request it touches answers a plain 503.
  if (error instanceof ConfigInvalidError) {
    const headers = { 'cache-control': 'no-store', 'retry-after': '60' }
    if (c.req.path === '/api' || c.req.path.startsWith('/api/') || c.req.path.startsWith('/_')) return c.json({ message: 'Connection Issue. Please try again.' }, 503, headers)
    return c.html(CONFIG_INVALID_PAGE, 503, headers)
  }
  console.error('Unhandled error', error)
  return c.json({ message: 'There was an error processing your request. This error has been logged' }, 500)
})
