// The shell's styles, inlined in every page; each screen's own sheet loads with its route module.
import './styles/site.css'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterContextProvider, type HydrationState } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes, type ScreenModule } from './routes.tsx'
import { browserContentSource } from './browser-content-source.ts'
import { contentSourceContext } from './content-source.ts'
import { readPageBootstrap } from './read-page-bootstrap.ts'
import { reviveRouteErrors } from './revive-route-errors.ts'
import { createClientStore } from './state/store.ts'
import { StoreProvider } from './state/store-context.tsx'
import { ClientStateSync } from './state/client-state-sync.tsx'
import { reloadIntoPendingNavigation, reloadOnChunkLoadFailure } from './reload-on-chunk-failure.ts'
import { prefetchOnIntent } from './prefetch-on-intent.ts'
import { keepPagesOpenedInApp, registerServiceWorker } from './register-service-worker.ts'
import { RenderMinuteContext } from './use-site-now.ts'
import { followLinksWith } from './in-app-navigation.ts'

reloadOnChunkLoadFailure()

async function hydrate() {
  // Load the lazy screens the server rendered before hydrating, so the first client render matches the HTML. Their
  // chunks are already modulepreloaded; they load once the document is parsed, because Vite's preload helper skips a
  // screen's stylesheet only when it finds the server's <link> to it (a cached entry can run before the head is read).
  const bootstrap = await readPageBootstrap()
  const matches = matchRoutes(routes, window.location) ?? []
  const screens = await Promise.all(
    matches.map(async ({ route }): Promise<ScreenModule | null> => {
      if (typeof route.lazy !== 'function') return null
      const { loadLazyParts, ...screen } = (await route.lazy()) as ScreenModule
      Object.assign(route, { ...screen, lazy: undefined })
      return { loadLazyParts }
    }),
  )

  const hydrationData: HydrationState = {
    loaderData: bootstrap.router.loaderData,
    actionData: bootstrap.router.actionData,
    errors: reviveRouteErrors(bootstrap.router.errors),
  }
  const router = createBrowserRouter(routes, {
    hydrationData,
    getContext: () => new RouterContextProvider(new Map([[contentSourceContext, browserContentSource]])),
  })
  followLinksWith(router)
  reloadIntoPendingNavigation(router)
  // The parts of those screens whose code comes apart (a CMS form, an embedded form's frame) load before hydrating
  // too, as their loaders load them before the server renders; one that cannot load hydrates when it arrives.
  await Promise.all(
    router.state.matches.flatMap((match, index) => {
      const loadLazyParts = screens[index]?.loadLazyParts
      return loadLazyParts ? [loadLazyParts(router.state.loaderData[match.route.id]).catch(() => undefined)] : []
    }),
  )
  const store = createClientStore({
    environment: bootstrap.environment,
    recaptchaSiteKey: bootstrap.recaptchaSiteKey ?? null,
    analyticsId: bootstrap.analyticsId ?? null,
  })
  const container = document.getElementById('root')
  if (!container) throw new Error('no #root element to hydrate')

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page, so a tap during start-up is not kept waiting (total blocking time on slow phones).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RenderMinuteContext value={bootstrap.renderMinute}>
          <StoreProvider store={store}>
            <RouterProvider router={router} />
            <ClientStateSync />
          </StoreProvider>
        </RenderMinuteContext>
      </StrictMode>,
    )
  })
  prefetchOnIntent(routes)
  registerServiceWorker()
  keepPagesOpenedInApp(router)
}

void hydrate()
