import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../api.ts'
import { abandonReplacedBasket } from './abandon-basket.ts'
import { applyLocationWithMenu } from './location-actions.ts'
import { setActiveMenu, type ClientStore } from './store.ts'

/**
 * A reordered basket (orders/reorder or orders/faves/reorder) becomes the active order. Its store becomes the
 * current location, with its menu (the default menu 70405 when the store has none), unless it already is.
 * False when a call failed; its message is already in the visible error list.
 */
export async function adoptReorderedBasket(api: Api, store: ClientStore, basket: Order): Promise<boolean> {
  const locationId = basket.location_id
  const sameStore = locationId === undefined || store.location?.id === locationId
  if (!sameStore || store.activeMenu === null) {
    if (locationId === undefined) return false
    const answer = await api.locationsGet({ id: locationId }, { withMenu: true })
    if (!answer.ok) return false
    const found = answer.data
    if (!applyLocationWithMenu(store, found)) {
      const menu = await api.menusGet({ id: basket.menu_id ?? found.menu_id ?? DEFAULT_MENU_ID })
      if (!menu.ok) return false
      const { menu: _none, ...location } = found
      store.location = location
      setActiveMenu(store, menu.data)
    }
  }
  const previous = store.activeOrder
  store.activeOrder = basket
  abandonReplacedBasket(api, previous, basket)
  return true
}
