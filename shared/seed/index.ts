import type { Location } from '../schemas/location.ts'
import type { Menu, Product } from '../schemas/menu.ts'
import { seedLocations } from './locations.ts'
import { seedMenus } from './menus.ts'

export { BAKERY_MENU_ID, EXPRESS_MENU_ID, seedLocations } from './locations.ts'
export { seedCoupons, seedDefaultMenus, seedMenus, seedTaxRates, seedUpsells } from './menus.ts'

export const locationById = (id: number): Location | undefined => seedLocations.find((l) => l.id === id)

export const menuById = (id: number): Menu | undefined => seedMenus.find((m) => m.id === id)

/** Looks in the menu's categories and its singles. */
export const productById = (menuId: number, productId: number): Product | undefined => {
  const menu = menuById(menuId)
  if (menu === undefined) return undefined
  return [...menu.categories.flatMap((c) => c.products), ...menu.singles].find((p) => p.id === productId)
}
