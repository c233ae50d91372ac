import { Hono, type Context } from 'hono'
import { routes } from '#client/routes.tsx'
import { isRouteHidden } from '#shared/feature-flags.ts'
import { isLocationSearchAddress } from '#shared/location-search-params.ts'
import { routePattern } from '#shared/route-pattern.ts'
import { apiDepsFromEnv } from '../api/api-route.ts'
import { proxyApiCall } from '../api/api-proxy.ts'
import { createContentStore } from '../content/content-store.ts'
import { previewContentSourceFor, previewPageHeaders, previewSession, type PreviewSession } from '../content/preview.ts'
import { siteConfig } from '../env.ts'
import { siteFlagProvider } from '../feature-flags/flag-provider.ts'
import { noteRequest } from '../request-log.ts'
import { isMissingRequiredSetting } from '../required-settings.ts'
import { providerOrigin } from './checkout-provider.ts'
import { earlyPostRequest } from './early-post-request.ts'
import { cacheablePageUrl, EDGE_CACHE_HEADER, serveFromEdgeCache, type EdgeCacheOutcome } from './edge-page-cache.ts'
import { isOfflineCacheablePath } from './offline-cacheable-path.ts'
import { pageCacheKey, pageRenderSettings } from './page-cache-key.ts'
import { renderPage } from './render-page.tsx'
import { createNonce, pageHeaders } from './security-headers.ts'
import { serverDefaultMenu } from './server-default-menu.ts'
import { serverLocationSearch, type ProxyCall } from './server-location-search.ts'

// The site's pages: every path the Worker's other routes leave, rendered from the app's route table
// (client/routes.tsx) and streamed. A public page is served from the edge cache when it can be; a form sent before
// the page's scripts ran (a POST) is answered with the same page.

const dev = import.meta.env.DEV

/** This Worker's own API proxy, called in process for a page's reads as the browser's call would go through it. */
const inProcessProxy =
  (c: Context<{ Bindings: Env }>): ProxyCall =>
  (request) =>
    proxyApiCall(request, apiDepsFromEnv(c.env, c.req.raw))

export const pageRoute = new Hono<{ Bindings: Env }>()
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
    // A call to this Worker's own API proxy, as the browser's would be; its outcome joins this page's log line.
    const proxy = inProcessProxy(c)
    // /menu and the product pages show the chain's default menu in their first HTML (read only by their loaders).
    const defaultMenu = serverDefaultMenu(proxy, config.ENVIRONMENT)
    const pageOptions = {
      routes,
      assets: settings.assets,
      environment: settings.environment,
      recaptchaSiteKey: settings.recaptchaSiteKey,
      analyticsId: settings.analyticsId,
      checkout: settings.checkout,
      featureFlags,
      // A search sent as the address (/locations?zip=…) goes through the proxy like the browser's.
      locationSearch: serverLocationSearch(proxy, config.ENVIRONMENT),
      defaultMenu: defaultMenu.read,
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
          // A page rendered without the default menu (the upstream failed or was late) is answered but never kept,
          // so one slow answer does not leave /menu empty for everyone until the copy expires.
          return { response: await withHiddenRoutes(rendered), failed: () => failed || defaultMenu.missed() }
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
  // in the site's frame. Nothing here is cached or sent upstream; a product page reads the chain's menu for its own
  // page, as its GET does.
  .all('*', async (c) => {
    const path = c.req.path
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/_')) return c.notFound()
    const config = siteConfig(c.env)
    const nonce = createNonce()
    const settings = pageRenderSettings(config)
    const headers = { ...pageHeaders(nonce, { dev, analytics: config.GA4_MEASUREMENT_ID !== null }), 'cache-control': 'no-store' }
    // A product page pressed before its scripts ran comes back with its product, as its GET did.
    const defaultMenu = serverDefaultMenu(inProcessProxy(c), config.ENVIRONMENT)
    const response = await renderPage(c, {
      routes,
      assets: settings.assets,
      environment: settings.environment,
      recaptchaSiteKey: settings.recaptchaSiteKey,
      analyticsId: settings.analyticsId,
      featureFlags: siteFlagProvider(c.env).anonymous(),
      nonce,
      request: await earlyPostRequest(c.req.raw),
      defaultMenu: defaultMenu.read,
      contentSource: createContentStore(c.env.CONTENT),
      headers,
    })
    response.headers.set('cache-control', 'no-store')
    if (response.status === 405) response.headers.set('allow', 'GET, HEAD')
    noteRequest(c.req.raw, { route: routePattern(routes, new URL(c.req.url).pathname), edgeCache: 'bypass' })
    return response
  })
