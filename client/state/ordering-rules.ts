import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import type { Globals } from '#shared/schemas/content.ts'
import type { Location } from '#shared/schemas/location.ts'

/**
 * Which restaurants take online orders, and from which menu, as the CMS says: a store listed under the non-online
 * menus takes no online orders at all (dine-in only); a store without a menu of its own orders from the menu the
 * default-menus mapping names for it, else the default menu 70405.
 */
export interface OrderingRules {
  /** The default-menus mapping: menu id and the store codes that order from it. */
  defaultMenus: readonly { menu_id: number; stores: readonly string[] }[]
  /** Store ids that take no online orders. */
  dineInOnly: readonly number[]
}

export const NO_ORDERING_RULES: OrderingRules = { defaultMenus: [], dineInOnly: [] }

export function orderingRulesOf(globals: Pick<Globals, 'defaultMenus' | 'nonOloMenus'> | null): OrderingRules {
  if (!globals) return NO_ORDERING_RULES
  return {
    defaultMenus: globals.defaultMenus.map(({ menu_id, stores }) => ({ menu_id, stores: [...stores] })),
    dineInOnly: [...new Set(globals.nonOloMenus.flatMap((menu) => menu.stores))],
  }
}

export const takesOnlineOrders = (location: Pick<Location, 'id'>, rules: OrderingRules): boolean => !rules.dineInOnly.includes(location.id)

/** The menu a restaurant's online orders use: its own, else the one the mapping names for it, else 70405. */
export function orderingMenuId(location: Pick<Location, 'id' | 'menu_id'>, rules: OrderingRules): number {
  if (location.menu_id !== null) return location.menu_id
  const code = String(location.id)
  return rules.defaultMenus.find((mapping) => mapping.stores.includes(code))?.menu_id ?? DEFAULT_MENU_ID
}

/** What the selector and a restaurant's page say for a restaurant that takes no online orders. */
export const NO_ONLINE_ORDERS = 'This restaurant does not take online orders. Please call or visit us.'
