import { Hono } from 'hono'
import { routes } from '#client/routes.tsx'
import { apiDepsFromEnv, apiRoute } from './api/api-route.ts'
import { proxyApiCall } from './api/api-proxy.ts'
import { serverLocationSearch } from './pages/server-location-search.ts'
import { isLocationSearchAddress } from '#shared/location-search-params.ts'
import { contentRoute } from './content/content-route.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { createContentStore } from './content/content-store.ts'
import { previewContentSourceFor, previewPageHeaders, previewSession, type PreviewSession } from './content/preview.ts'
import { webhookRoute } from './content/webhook-route.ts'
import { healthRoute } from './health-route.ts'
import { adminRoute } from './content/admin-route.ts'
import { devSandboxRoutes } from './dev-sandbox-routes.ts'
import { formRoute } from './forms/form-route-deps.ts'
import { nearbyRoute } from './nearby/nearby-route.ts'
import { vitalsRoute } from './vitals/vitals-route-deps.ts'
import { siteConfig } from './env.ts'
import { renderPage } from './pages/render-page.tsx'
import { robotsTxt, sitemapXml } from './pages/sitemap.ts'
import { createNonce, pageHeaders, RESPONSE_SECURITY_HEADERS } from './pages/security-headers.ts'
import { isOfflineCacheablePath } from './pages/offline-cacheable-path.ts'
import { cacheablePageUrl, EDGE_CACHE_HEADER, serveFromEdgeCache, type EdgeCacheOutcome } from './pages/edge-page-cache.ts'
import { pageCacheKey, pageRenderSettings } from './pages/page-cache-key.ts'
import { providerOrigin } from './pages/checkout-provider.ts'
import { noteRequest, requestLog } from './request-log.ts'
import { ConfigInvalidError, isMissingRequiredSetting } from './required-settings.ts'
import { routePattern } from '#shared/route-pattern.ts'
import { earlyPostRequest } from './pages/early-post-request.ts'
import { siteFlagProvider } from './feature-flags/flag-provider.ts'
import { isRouteHidden } from '#shared/feature-flags.ts'
import { CONNECTION_MESSAGE, TROUBLE_MESSAGE } from '#shared/error-messages.ts'

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
  .get('*', async (c) => {
    const config = siteConfig(c.env)
    // Without it outside development, browsers get no bot-check (the forms then fail closed); say so once.
    isMissingRequiredSetting(config, 'RECAPTCHA_SITE_KEY')
    const nonce = createNonce()
    // With a GA4 id the CSP lets the browser reach Google's tag and collection hosts; without one, nothing foreign.
    const analytics = config.GA4_MEASUREMENT_ID !== null
    const store = createContentStore(c.env.CONTENT)
    // The KV store is the loaders' content source on the server; its outages already throw ContentUnavailable.
    const published = store
    const url = new URL(c.req.url)
    const settings = pageRenderSettings(config, url)
    const headers = pageHeaders(nonce, { dev, analytics, checkoutOrigin: providerOrigin(settings.checkout) })
    // Started now and awaited by the root loader beside the content pointer: never a round trip of its own.
    const featureFlags = siteFlagProvider(c.env).anonymous()
    const pageOptions = {
      routes,
      assets: settings.assets,
      environment: settings.environment,
      recaptchaSiteKey: settings.recaptchaSiteKey,
      analyticsId: settings.analyticsId,
      checkout: settings.checkout,
      featureFlags,
      // A search sent as the address (/locations?zip=…) goes through the proxy like the browser's; its outcome
      // joins this page's log line.
      locationSearch: serverLocationSearch((request) => proxyApiCall(request, apiDepsFromEnv(c.env, c.req.raw)), config.ENVIRONMENT),
      nonce,
    }
    // A route a feature flag hides renders the not-found page (client/components/layout/app-shell.tsx): say so, and
    // so never store it either (only 200 answers are stored).
    const withHiddenRoutes = async (rendered: Response) =>
      rendered.status === 200 && isRouteHidden(url.pathname, (await featureFlags).flags)
        ? new Response(rendered.body, { status: 404, headers: rendered.headers })
        : rendered
    // An anonymous public page comes from the edge cache, rendered from its key's address alone (no geo, no headers).
    const pageUrl = cacheablePageUrl(c.req.raw)
    const cacheKey = pageUrl && (await pageCacheKey({ pageUrl, content: store, settings, featureFlags }))
    let preview: PreviewSession | null = null
    let response: Response
    let edgeCache: EdgeCacheOutcome = 'bypass'
    if (pageUrl && cacheKey) {
      const served = await serveFromEdgeCache({
        cache: caches.default,
        key: cacheKey,
        pageUrl,
        nonce,
        headers,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        render: async (request) => {
          let failed = false
          const rendered = await renderPage(c, {
            ...pageOptions,
            request,
            contentSource: published,
            headers,
            onStreamError: () => (failed = true),
          })
          return { response: await withHiddenRoutes(rendered), failed: () => failed }
        },
      })
      response = served.response
      edgeCache = served.outcome
    } else {
      // The Storyblok visual editor, verified: draft content, the bridge, and a CSP that lets the editor frame us.
      preview = await previewSession(url, config)
      response = await withHiddenRoutes(
        await renderPage(c, {
          ...pageOptions,
          contentSource: preview ? previewContentSourceFor(preview, config, published, (input, init) => fetch(input, init)) : published,
          headers: preview ? previewPageHeaders(headers) : headers,
        }),
      )
    }
    response.headers.set(EDGE_CACHE_HEADER, edgeCache)
    // A public page may be kept by the service worker for offline visits (it revalidates online every time);
    // previews, errors and screens with a visitor's own data stay no-store.
    if (!preview && response.status === 200 && isOfflineCacheablePath(url.pathname) && !isLocationSearchAddress(url))
      response.headers.set('cache-control', 'no-cache')
    // The loaders (or the cache key) have read the pointer already, so the version costs no further KV read.
    const contentVersion = preview ? 'preview' : await store.version().catch(() => undefined)
    noteRequest(c.req.raw, { route: routePattern(routes, url.pathname), edgeCache, ...(contentVersion ? { contentVersion } : {}) })
    return response
  })
  // A form sent before the page's scripts ran arrives as a POST: the screen's action answers it with the same page
  // and the fields typed so far (client/early-post.ts). A page without a form, or another method, gets the 405 page
  // in the site's frame; nothing here is cached or calls the upstream.
  .all('*', async (c) => {
    const path = c.req.path
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/_')) return c.notFound()
    const config = siteConfig(c.env)
    const nonce = createNonce()
    const settings = pageRenderSettings(config)
    const headers = { ...pageHeaders(nonce, { dev, analytics: config.GA4_MEASUREMENT_ID !== null }), 'cache-control': 'no-store' }
    const response = await renderPage(c, {
      routes,
      assets: settings.assets,
      environment: settings.environment,
      recaptchaSiteKey: settings.recaptchaSiteKey,
      analyticsId: settings.analyticsId,
      featureFlags: siteFlagProvider(c.env).anonymous(),
      nonce,
      request: await earlyPostRequest(c.req.raw),
      contentSource: createContentStore(c.env.CONTENT),
      headers,
    })
    response.headers.set('cache-control', 'no-store')
    if (response.status === 405) response.headers.set('allow', 'GET, HEAD')
    noteRequest(c.req.raw, { route: routePattern(routes, new URL(c.req.url).pathname), edgeCache: 'bypass' })
    return response
  })

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
