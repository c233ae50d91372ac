import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { NavigationType, Outlet, useLoaderData, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useQueryParamActions } from '../../state/use-one-time-query-param.ts'
import { useRefreshExpiredMenu } from '../../state/use-refresh-expired-menu.ts'
import { hidesChrome, layoutForPath } from '#shared/layout-for-path.ts'
import { isRouteHidden, withoutHiddenLinks } from '#shared/feature-flags.ts'
import { NotFoundContent } from './not-found-content.tsx'
import type { LayoutName } from '#shared/schemas/content.ts'
import type { RootData } from '../../loaders.ts'
import type { RouteHandle } from '../../route-handle.ts'
import { LoadingBar, LoadingOverlay, useNavigationBusy } from './loading-indicators.tsx'
import { ErrorModal } from './error-modal.tsx'
import { OfflineNotice } from './offline-notice.tsx'
import { OptionalPart } from './optional-part.tsx'
import { PageArrival } from './page-arrival.tsx'
import { useNearbyLocations } from '../../nearby-locations.ts'
import { useWhenIdle } from '../../use-when-idle.ts'
import { SiteFooter } from './site-footer.tsx'
import { MinimalHeader, SiteHeader } from './site-header.tsx'
import type { Globals } from '#shared/schemas/content.ts'
import type { ReactNode } from 'react'
import { SiteLink } from './site-link.tsx'

// Overlays load when first opened, and the cart panel also when the browser is idle after the first paint, so it
// opens at once, also offline (the service worker keeps the chunks it has fetched). The error modal is part of the
// entry: it must be able to tell a visitor what went wrong even when nothing more can load.
const loadCartPanel = () => import('./cart-panel.tsx')
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })))
// Page views and the GA4 tag (analytics.tsx) load after hydration; they send nothing under Global Privacy Control.
const Analytics = lazy(() => import('../../state/analytics.tsx'))
// The selector (and the API client it uses) loads only when a visitor needs it.
const LocationSelector = lazy(() => import('../locations/location-selector.tsx').then((module) => ({ default: module.LocationSelector })))
const LinkSignInDialog = lazy(() => import('./link-sign-in-dialog.tsx').then((module) => ({ default: module.LinkSignInDialog })))

/**
 * True from the first time `open` is true: a lazy overlay is fetched only when first needed, then stays mounted, so
 * closing runs the dialog's own close and focus goes back to the opener.
 */
function useMountedSinceFirstOpen(open: boolean): boolean {
  const [everOpened, setEverOpened] = useState(false)
  useEffect(() => {
    if (open) setEverOpened(true)
  }, [open])
  return everOpened || open
}

// A dish chosen before a restaurant (client/state/pending-dish.tsx) is watched only once there is one.
const PendingDishWatcher = lazy(() => import('../../state/pending-dish.tsx').then((module) => ({ default: module.PendingDishWatcher })))

function PendingDishHost() {
  const snap = useSnapshot(useClientStore())
  if (!useMountedSinceFirstOpen(snap.pendingDish !== null)) return null
  return (
    <Suspense fallback={null}>
      <PendingDishWatcher />
    </Suspense>
  )
}

/** Loads the login link's question only when a login link has been opened. */
function LinkSignInHost() {
  const snap = useSnapshot(useClientStore())
  if (!useMountedSinceFirstOpen(snap.pendingLinkSignIn !== null)) return null
  return (
    <Suspense fallback={null}>
      <LinkSignInDialog />
    </Suspense>
  )
}
// The loyalty opt-in modal (with imask and the signup form) loads only when something opens it.
const LoyaltyOptInModal = lazy(() =>
  import('../account/loyalty-opt-in-modal.tsx').then((module) => ({ default: module.LoyaltyOptInModal })),
)

/** A route whose name starts with order or menu needs a location. */
const needsLocation = (pathname: string) => /^\/(order|menu)/.test(pathname)

/**
 * Opens the location selector on ordering routes without a chosen location; navigating elsewhere closes it. While
 * the error dialog tells the visitor something (a ?store= link that failed), or a login link (?code=) is being
 * answered or asks whose account it is, the selector waits for that to close rather than opening a second dialog
 * over it; while the visitor is already leaving for another page, it stays shut. Once the visitor has closed it on
 * an ordering route, it does not open again by itself until they go to another page: a redirect the page makes
 * (a replace, such as an empty checkout's to /order, which a slow phone may finish seconds later) is the same visit.
 */
function useLocationSelectorRule() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const { pathname, search, key } = useLocation()
  const navigationType = useNavigationType()
  const params = new URLSearchParams(search)
  const storeParam = params.has('store')
  const linkSignIn = params.has('code') || snap.pendingLinkSignIn !== null
  const showingError = snap.activeErrors.length > 0
  const leaving = useNavigationBusy()
  const closedByVisitor = useRef(false)
  const wasOpen = useRef(false)
  // Declared first, so on a page the visitor goes to the reset comes before the rule below runs.
  useEffect(() => {
    if (navigationType !== NavigationType.Replace) closedByVisitor.current = false
  }, [key, navigationType])
  useEffect(() => {
    // The rule closes it only off the ordering routes; closed on one, the visitor closed it (or chose a restaurant).
    if (wasOpen.current && !snap.locationSelectorOpen && needsLocation(pathname)) closedByVisitor.current = true
    wasOpen.current = snap.locationSelectorOpen
  }, [snap.locationSelectorOpen, pathname])
  useEffect(() => {
    if (!snap.restored) return
    if (needsLocation(pathname)) {
      // A ?store= link chooses the location itself (useStoreQueryParam); asking the visitor too would be noise.
      if (store.location || storeParam || linkSignIn || showingError || leaving || closedByVisitor.current) return
      // Already choosing in the page (a slow phone gives seconds before the scripts run): not covered by the selector
      // now; it opens by itself on the next page, and the page's own "Choose a restaurant" opens it meanwhile.
      if (document.activeElement?.matches('main :is(input, select, textarea)')) {
        closedByVisitor.current = true
        return
      }
      // A task later: mounting the selector (and asking for its chunks) then stays out of the task that commits
      // hydration, which a slow phone otherwise spends in one long block.
      const open = setTimeout(() => {
        if (!store.location) store.locationSelectorOpen = true
      }, 0)
      return () => clearTimeout(open)
    } else {
      store.locationSelectorOpen = false
    }
  }, [pathname, storeParam, linkSignIn, showingError, leaving, snap.restored, store])
}

function LocationSelectorHost() {
  const snap = useSnapshot(useClientStore())
  // Asked once the visitor's state is back, if the selector may open for them soon: it is open, or they have no
  // restaurant yet (the order screens and the header's button then open it). Its answer is then there in time.
  const nearby = useNearbyLocations(snap.locationSelectorOpen || (snap.restored && !snap.location))
  if (!useMountedSinceFirstOpen(snap.locationSelectorOpen)) return null
  return (
    <Suspense fallback={null}>
      <LocationSelector open={snap.locationSelectorOpen} prefill={nearby.status === 'done' ? nearby.nearby.locations : null} />
    </Suspense>
  )
}

function CartPanelHost() {
  const snap = useSnapshot(useClientStore())
  if (!useMountedSinceFirstOpen(snap.cartOpen)) return null
  return (
    <OptionalPart name="The cart panel">
      <Suspense fallback={null}>
        <CartPanel />
      </Suspense>
    </OptionalPart>
  )
}

const warmCartPanel = () => void loadCartPanel().catch(() => undefined)

/**
 * Mounts the analytics once the browser is idle after hydration: the server renders none, so the first client render
 * matches its HTML, and loading them stays out of the task that commits hydration. The vitals they report are read
 * from the browser's buffered entries, so none is missed by starting later.
 */
function AnalyticsHost() {
  const [idle, setIdle] = useState(false)
  useWhenIdle(useCallback(() => setIdle(true), []))
  if (!idle) return null
  return (
    <OptionalPart name="Analytics">
      <Suspense fallback={null}>
        <Analytics />
      </Suspense>
    </OptionalPart>
  )
}

function LoyaltyOptInHost() {
  const snap = useSnapshot(useClientStore())
  if (!useMountedSinceFirstOpen(snap.loyaltyOptIn.open)) return null
  return (
    <Suspense fallback={null}>
      <LoyaltyOptInModal />
    </Suspense>
  )
}

/** The bot-check starts after hydration, when the browser is idle, so it never delays the first paint. */
function useBotCheckOnLoad() {
  const siteKey = useClientStore().recaptchaSiteKey
  // Without a site key each call makes its own development token; there is nothing to load.
  useWhenIdle(
    useMemo(
      () => (siteKey ? () => void import('../../state/account-bot-check.ts').then((module) => module.initBotCheck(siteKey)) : null),
      [siteKey],
    ),
  )
}

/** The layout a screen asked for: its route handle, else its CMS page, else what its path implies. */
function useLayoutName(): LayoutName {
  const matches = useMatches()
  const { pathname } = useLocation()
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined
    if (handle?.layout) return handle.layout
    const page = (match.loaderData as { page?: { layout?: LayoutName } } | undefined)?.page
    if (page?.layout) return page.layout
  }
  return layoutForPath(pathname)
}

/** Header, footer, cart panel and modals around the current screen, in one of the three layouts. */
export function LayoutFrame({
  globals,
  layout,
  showChrome,
  children,
}: {
  globals: Globals | null
  layout: LayoutName
  showChrome: boolean
  children: ReactNode
}) {
  const chrome = showChrome && layout !== 'minimal' && globals !== null
  // Assistive technology hears the page is changing while the next screen or an action loads.
  const navigating = useNavigationBusy()
  const actionLoading = useSnapshot(useClientStore()).loading
  const busy = navigating || actionLoading
  return (
    <div className={`layout layout--${layout}`}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <LoadingBar />
      {chrome ? (
        <SiteHeader menu={globals.headerMenu} variant={layout === 'franchising' ? 'franchising' : 'default'} />
      ) : showChrome ? (
        <MinimalHeader />
      ) : null}
      <OfflineNotice />
      <main id="main" tabIndex={-1} aria-busy={busy}>
        {children}
        {/* A page without header and footer (reviews) still leaves a way to the rest of the site, after its content. */}
        {showChrome ? null : (
          <p className="page-way-home">
            <SiteLink to="/">
              <span aria-hidden="true">← </span>Back to Perkins
            </SiteLink>
          </p>
        )}
      </main>
      {chrome ? <SiteFooter globals={globals} /> : null}
      {layout === 'default' ? <CartPanelHost /> : null}
      {layout === 'default' ? <LocationSelectorHost /> : null}
      <LinkSignInHost />
      <LoyaltyOptInHost />
      <PendingDishHost />
      <ErrorModal />
      <LoadingOverlay />
      <AnalyticsHost />
    </div>
  )
}

/** A member's session that ran out while a page was open (persistence.ts) goes on to sign in, as a refused one does. */
function useSignInWhenSessionRanOut() {
  const store = useClientStore()
  const needed = useSnapshot(store).signInNeeded
  const navigate = useNavigate()
  useEffect(() => {
    if (!needed) return
    store.signInNeeded = false
    void navigate('/signin')
  }, [needed, store, navigate])
}

/**
 * The rules that follow the store. They live apart from the shell: a store change (the visitor's state restored, the
 * selector opening) then re-renders only what reads it, not the header, the footer and the screen around them.
 */
function StoreRules() {
  useSignInWhenSessionRanOut()
  useLocationSelectorRule()
  useQueryParamActions()
  useRefreshExpiredMenu()
  return null
}

export function AppShell() {
  useBotCheckOnLoad()
  useWhenIdle(warmCartPanel)
  const { globals, featureFlags } = useLoaderData() as RootData
  const { pathname } = useLocation()
  // A route a feature flag hides answers as not found (the Worker sends 404) and leaves the menus.
  const hidden = isRouteHidden(pathname, featureFlags.flags)
  const shownGlobals = useMemo(() => withoutHiddenLinks(globals, featureFlags.flags), [globals, featureFlags.flags])
  return (
    <>
      <LayoutFrame globals={shownGlobals} layout={useLayoutName()} showChrome={!hidesChrome(pathname)}>
        {hidden ? <NotFoundContent /> : <Outlet />}
      </LayoutFrame>
      <PageArrival />
      <StoreRules />
    </>
  )
}
