import { useMemo } from 'react'
import { useLoaderData, useRouteLoaderData } from 'react-router'
import { useSnapshot } from 'valtio'
import { PageMeta } from '../components/page-meta.tsx'
import { PreorderBanner } from '../components/blocks/preorder-banner.tsx'
import { NoLocationYet, RestaurantNote } from '../components/ordering/ordering-location.tsx'
import { MenuListing, menuGroups } from '../components/ordering/menu-listing.tsx'
import { useClientStore } from '../state/store-context.tsx'
import { useBrowsingMenu } from '../state/browsing-menu.ts'
import { menuJsonLd } from '#shared/menu-json-ld.ts'
import { jsonLdScript } from '#shared/site-json-ld.ts'
import type { RootData } from '../loaders.ts'
import type { MenuPageData } from '../menu-page-loader.ts'
import '../styles/controls.css'
import '../styles/ordering.css'

// The menu of the chosen restaurant (/menu), or the chain's default menu before one is chosen.

export { menuPageLoader as loader } from '../menu-page-loader.ts'

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const { menu, atRestaurant } = useBrowsingMenu()
  // Until the store has a menu (before the visitor's order is restored, and until the browser's copy of the default
  // menu arrives) the server's listing of the default menu shows: the first paint is the food, and hydration
  // renders exactly what the server did. A client navigation brings no listing (the store's menu serves it).
  const listing = (useLoaderData() as MenuPageData | undefined)?.listing ?? null
  const shown = menu ?? listing
  // Kept while the menu shown is the same, so a store change elsewhere does not walk the listing again.
  const groups = useMemo(() => (shown ? menuGroups(shown) : []), [shown])
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? ''
  // schema.org Menu of what this page lists, priced from the chosen restaurant's menu.
  const jsonLd =
    menu && atRestaurant && snap.location
      ? jsonLdScript(menuJsonLd({ origin, restaurant: snap.location.name, groups: menuGroups(menu), singles: menu.singles }))
      : null

  return (
    <section className="menu-page">
      <PageMeta
        title="Menu | Perkins Restaurant & Bakery"
        description="Order breakfast, lunch, dinner and bakery favorites from your Perkins for pickup, curbside or delivery."
      />
      <h1>Menu</h1>
      <PreorderBanner compact />
      {!shown ? (
        <NoLocationYet restored={snap.restored} />
      ) : (
        <>
          <RestaurantNote atRestaurant={atRestaurant} />
          {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
          <MenuListing menu={shown} groups={groups} />
        </>
      )}
    </section>
  )
}
