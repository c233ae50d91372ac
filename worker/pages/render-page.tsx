import type { Context } from 'hono'
import { reactRenderer } from '@hono/react-renderer'
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router'
import type { ContentSource } from '#client/content-source.ts'
import { contentSourceContext } from '#client/content-source.ts'
import { defaultMenuContext, type DefaultMenuSource } from '#client/state/browsing-menu.ts'
import type { PageBootstrap } from '#shared/page-bootstrap.ts'
import { featureFlagsContext } from '#client/feature-flags-context.ts'
import { locationSearchContext, type LocationSearcher } from '#client/location-search-answer.ts'
import type { FeatureFlagSet } from '#shared/feature-flags.ts'
import type { RouteHandle } from '#client/route-handle.ts'
import { createClientStore } from '#client/state/store.ts'
import { StoreProvider } from '#client/state/store-context.tsx'
import { RenderMinuteContext, renderMinuteOf } from '#client/use-site-now.ts'
import type { ClientAssetManifest } from './client-asset-manifest.ts'
import { Document, type DocumentAssets } from './document.tsx'
import { fallbackErrorPage } from './fallback-error-page.ts'
import { serializeRouteErrors } from './serialize-route-errors.ts'

interface RenderPageOptions {
  routes: RouteObject[]
  contentSource: ContentSource
  /** Runs a location search sent as a page address (/locations?zip=…); without it such a search fails. */
  locationSearch?: LocationSearcher
  /** Reads the chain's default menu for /menu and the product pages; without it they fill in after hydration. */
  defaultMenu?: DefaultMenuSource
  /** The anonymous feature flags, still being read (the root loader awaits them beside the content). */
  featureFlags?: Promise<FeatureFlagSet>
  assets: ClientAssetManifest
  environment: string
  /** The public reCAPTCHA v3 site key, or null where the browser sends development bot-check tokens. */
  recaptchaSiteKey?: string | null
  /** The GA4 measurement id, or null: then the browser loads no analytics script. */
  analyticsId?: string | null
  /** The card provider's script and environment key, or null: checkout then takes no cards. */
  checkout?: { scriptUrl: string; environmentKey: string } | null
  nonce: string
  headers: Record<string, string>
  /** The request the loaders see, when it is not the visitor's own (the edge cache renders from its key's address). */
  request?: Request
  /** Told of an error inside the stream (the page then shows a fallback), so nobody keeps that copy. */
  onStreamError?: (error: unknown) => void
}

const ENTRY_MODULE = 'client/entry.client.tsx'

const handlers = new WeakMap<RouteObject[], ReturnType<typeof createStaticHandler>>()
function staticHandlerFor(routes: RouteObject[]) {
  let handler = handlers.get(routes)
  if (!handler) handlers.set(routes, (handler = createStaticHandler(routes)))
  return handler
}

/** The chunks the matched screens need, so the browser fetches them in parallel with the entry script. */
function modulePreloads(context: StaticHandlerContext, assets: ClientAssetManifest): string[] {
  const urls = new Set(assets.preloads[ENTRY_MODULE] ?? [])
  for (const url of matchedModuleAssets(context, assets.preloads)) urls.add(url)
  urls.delete(assets.entry)
  return [...urls]
}

/**
 * The matched screens' own stylesheets, in the head so the page never paints unstyled. They are the same files Vite's
 * preload helper adds when the screen's module loads; the server inlines them (see streamDocument), so the helper
 * links them after hydration and later client navigations find them cached.
 */
function routeStylesheets(context: StaticHandlerContext, assets: ClientAssetManifest): string[] {
  return [...new Set([...assets.stylesheets, ...matchedModuleAssets(context, assets.styles)])]
}

function matchedModuleAssets(context: StaticHandlerContext, byModule: Record<string, string[]>): string[] {
  return context.matches.flatMap((match) => {
    const module = (match.route.handle as RouteHandle | undefined)?.module
    return (module && byModule[module]) || []
  })
}

/**
 * Renders a page: React Router's static handler runs the matched loaders, then React streams the document
 * through @hono/react-renderer. A render failure shows the error page; if that fails too, the plain fallback.
 */
export async function renderPage(c: Context, options: RenderPageOptions): Promise<Response> {
  const handler = staticHandlerFor(options.routes)
  const requestContext = new RouterContextProvider(
    new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
      [contentSourceContext, options.contentSource],
      ...(options.featureFlags ? ([[featureFlagsContext, options.featureFlags]] as const) : []),
      ...(options.locationSearch ? ([[locationSearchContext, options.locationSearch]] as const) : []),
      ...(options.defaultMenu ? ([[defaultMenuContext, options.defaultMenu]] as const) : []),
    ]),
  )
  const context = await handler.query(options.request ?? c.req.raw, { requestContext })
  if (context instanceof Response) return context

  try {
    return await streamDocument(c, handler, context, options)
  } catch (error) {
    console.error('Page render failed', error)
    if (context.errors) return fallbackErrorPage(500)
    const errorContext: StaticHandlerContext = {
      ...context,
      statusCode: 500,
      errors: { root: error },
      loaderData: { root: context.loaderData.root },
    }
    try {
      return await streamDocument(c, handler, errorContext, options)
    } catch (errorPageError) {
      console.error('Error page render failed', errorPageError)
      return fallbackErrorPage(500)
    }
  }
}

async function streamDocument(
  c: Context,
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
  options: RenderPageOptions,
): Promise<Response> {
  const router = createStaticRouter(handler.dataRoutes, context)
  const store = createClientStore({ environment: options.environment })
  const renderMinute = renderMinuteOf()
  const bootstrap: PageBootstrap = {
    environment: options.environment,
    renderMinute,
    recaptchaSiteKey: options.recaptchaSiteKey ?? null,
    analyticsId: options.analyticsId ?? null,
    checkout: options.checkout ?? null,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) },
  }
  // A stylesheet link in the head holds the first paint until it arrives, on a slow phone long after the HTML and
  // the hero image; the screen's few KB of CSS inline cost less than that round trip. Only a sheet whose text the
  // build knows is inlined (in development Vite serves them as links).
  const sheets = routeStylesheets(context, options.assets)
  const inlined = sheets.filter((href) => Object.hasOwn(options.assets.styleText, href))
  const assets: DocumentAssets = {
    ...options.assets,
    stylesheets: sheets.filter((href) => !inlined.includes(href)),
    inlineRouteCss: inlined.map((href) => options.assets.styleText[href]).join('\n'),
    modulePreloads: modulePreloads(context, options.assets),
    startScripts: context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.startScriptsAtFirstFrame)
      ? 'paint'
      : 'load',
    marksScrollRestore: context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.marksScrollRestore),
  }

  const renderer = reactRenderer(
    ({ children }) => (
      <Document assets={assets} nonce={options.nonce} bootstrap={bootstrap}>
        {children}
      </Document>
    ),
    {
      stream: true,
      readableStreamOptions: {
        nonce: options.nonce,
        // React outlines a finished Suspense boundary that comes after 12,800 bytes of the page (a hidden copy moved
        // into place by an inline script), to let a long page's start go first. Every page here is rendered whole
        // (its loaders have run), and a visitor whose scripts never run would never see an outlined part: the CMS
        // forms below a content page's first screens. Nothing is outlined.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          // A shell error also rejects the render (handled by the caller); this logs errors inside the stream.
          console.error('Streaming render error', error)
          options.onStreamError?.(error)
        },
      },
    },
  )
  await renderer(c, async () => {})
  c.status(context.statusCode as 200)
  for (const [name, value] of Object.entries(options.headers)) c.header(name, value)
  const response = await c.render(
    <RenderMinuteContext value={renderMinute}>
      <StoreProvider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
      </StoreProvider>
    </RenderMinuteContext>,
  )
  return response
}
