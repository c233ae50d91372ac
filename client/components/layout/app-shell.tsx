import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router'
import { hidesChrome, layoutForPath } from '../../../shared/layout-for-path.ts'
import type { LayoutName } from '../../../shared/schemas/content.ts'
import type { RootData } from '../../loaders.ts'
import type { RouteHandle } from '../../route-handle.ts'
import { CartPanel } from './cart-panel.tsx'
import { ErrorModal } from './error-modal.tsx'
import { LoadingBar, LoadingOverlay } from './loading-indicators.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import type { Globals } from '../../../shared/schemas/content.ts'
import type { ReactNode } from 'react'

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

/** Header, footer, cart panel and modals around the current screen, in one of the three layouts (spec §2). */
export function LayoutFrame({ globals, layout, showChrome, children }: { globals: Globals | null; layout: LayoutName; showChrome: boolean; children: ReactNode }) {
  const chrome = showChrome && layout !== 'minimal' && globals !== null
  return (
    <div className={`layout layout--${layout}`}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <LoadingBar />
      {chrome ? <SiteHeader menu={globals.headerMenu} variant={layout === 'franchising' ? 'franchising' : 'default'} /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {chrome ? <SiteFooter globals={globals} /> : null}
      {layout === 'default' ? <CartPanel /> : null}
      <ErrorModal />
      <LoadingOverlay />
    </div>
  )
}

export function AppShell() {
  const { globals } = useLoaderData() as RootData
  const { pathname } = useLocation()
  return (
    <LayoutFrame globals={globals} layout={useLayoutName()} showChrome={!hidesChrome(pathname)}>
      <Outlet />
    </LayoutFrame>
  )
}
