import type { Location } from '#shared/schemas/location.ts'
import type { Menu } from '#shared/schemas/menu.ts'
import { locationSearchPayload, type LocationQuery } from '#shared/location-search-rules.ts'
import type { Api } from '../api.ts'
import { abandonReplacedBasket } from './abandon-basket.ts'
import { NO_ONLINE_ORDERS, orderingMenuId, takesOnlineOrders, type OrderingRules } from './ordering-rules.ts'
import { setActiveMenu, type ClientStore } from './store.ts'

export type LocationResult = Location & { distance?: number }

export type { LocationQuery }

export type SearchOutcome = { ok: true; locations: LocationResult[] } | { ok: false; messages: readonly string[]; status: number }

/** Runs a location search. Failures come back as messages for the selector to show beside the form, not a modal. */
export async function searchLocations(api: Api, query: LocationQuery): Promise<SearchOutcome> {
  const found = await api.locationsSearch(locationSearchPayload(query), { suppressErrors: true })
  if (!found.ok) return { ok: false, messages: found.messages, status: found.status }
  return { ok: true, locations: found.data.locations }
}

/**
 * A `locations/{id}?withMenu` answer into the store: the location becomes current and its menu active and fresh.
 * False when the answer carried no menu, and nothing changed.
 */
export function applyLocationWithMenu(store: ClientStore, found: Location & { menu?: Menu | null | undefined }): boolean {
  if (!found.menu) return false
  const { menu, ...location } = found
  store.location = location
  setActiveMenu(store, menu)
  return true
}

/** Delivery and dispatch both bring food to the door; a store offering neither is pickup only. */
export const deliversFrom = (location: Pick<Location, 'services'>) => location.services.delivery || location.services.dispatch

/**
 * Choosing a location (docs/product.md, Ordering rules): load its menu (for a store without one, the menu the CMS's
 * default-menus mapping names, else 70405), create an order, set the delivery address for delivery, keep all of it
 * in the store (and so in browser storage), then go to /order. The basket it replaces is abandoned upstream.
 * A restaurant that takes no online orders changes nothing: the visitor keeps their store and cart, and is told.
 * Returns false when a call failed; its message is already in the visible error list.
 */
export async function chooseLocation(
  api: Api,
  store: ClientStore,
  location: Location,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  pathname: string,
  rules: OrderingRules,
): Promise<boolean> {
  if (!takesOnlineOrders(location, rules)) {
    store.activeErrors.push(NO_ONLINE_ORDERS)
    return false
  }
  store.loading = true
  try {
    const menuId = orderingMenuId(location, rules)
    const [menu, created] = await Promise.all([
      api.menusGet({ id: menuId }),
      api.ordersCreate({ menu_id: menuId, location_id: location.id }),
    ])
    if (!menu.ok || !created.ok) return false
    let order = created.data
    if (store.orderType === 'delivery' && deliversFrom(location) && store.orderAddress) {
      const withAddress = await api.ordersAddress(
        { id: order.id },
        { type: location.services.delivery ? 'delivery' : 'dispatch', address: { ...store.orderAddress } },
      )
      if (!withAddress.ok) return false
      order = withAddress.data
    } else if (!deliversFrom(location)) {
      store.orderType = 'pickup'
    }
    store.location = location
    setActiveMenu(store, menu.data)
    const previous = store.activeOrder
    store.activeOrder = order
    abandonReplacedBasket(api, previous, order)
    store.locationSelectorOpen = false
    // Already on the menu or the basket: replace the entry so the screen reloads with the new store's menu.
    navigate('/order', { replace: pathname.startsWith('/menu') || pathname.startsWith('/order') })
    return true
  } finally {
    store.loading = false
  }
}
