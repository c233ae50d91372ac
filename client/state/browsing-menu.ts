import { useMemo } from 'react'
import { createContext } from 'react-router'
import { useSnapshot } from 'valtio'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import type { Menu } from '#shared/schemas/menu.ts'
import { useWhenIdle } from '../use-when-idle.ts'
import { loadApi } from './load-api.ts'
import { useClientStore } from './store-context.tsx'
import { keptMenu, type ClientStore } from './store.ts'

/**
 * The menu an ordering screen shows: the chosen restaurant's, or before one is chosen the chain's default menu, so a
 * hungry visitor sees the food first (prices vary by restaurant). The default menu loads once, quietly: if it
 * cannot, the screen asks for a restaurant as before.
 */
export function useBrowsingMenu(): { menu: Menu | null; atRestaurant: boolean } {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const atRestaurant = Boolean(snap.location && snap.activeMenu)
  const wantsDefault = snap.restored && !atRestaurant
  // Fetched when the browser is idle: a page the server rendered already shows the default menu's food, and the
  // 95 KB answer need not join the task that commits hydration.
  useWhenIdle(
    useMemo(() => (wantsDefault ? () => void loadDefaultMenu(store) : null), [wantsDefault, store]),
    1000,
  )
  // The snapshot subscribes the screen; the store's menus have the plain types the screens take.
  if (atRestaurant) return { menu: store.activeMenu, atRestaurant: true }
  return { menu: snap.defaultMenu ? store.defaultMenu : null, atRestaurant: false }
}

/**
 * Reads the chain's default menu for the loaders of /menu and the product pages (client/menu-page-loader.ts,
 * product-page-loader.ts), or null when it cannot be had in time: the screen then shows what it showed before (the
 * menu arrives after hydration). It never throws.
 */
export type DefaultMenuSource = () => Promise<Menu | null>

/**
 * In the browser a client navigation takes the store's default menu (useBrowsingMenu) instead of holding the
 * navigation for a 95 KB answer: the loaders get null at once. The Worker sets its own
 * (worker/pages/server-default-menu.ts), so the first HTML carries the menu. Kept in this module, which both
 * screens load already, so it adds no script file of its own to their first load.
 */
export const defaultMenuContext = createContext<DefaultMenuSource>(() => Promise.resolve(null))

let loadingDefault: Promise<void> | null = null

function loadDefaultMenu(store: ClientStore): Promise<void> {
  if (store.defaultMenu) return Promise.resolve()
  loadingDefault ??= (async () => {
    const api = await loadApi(store, () => undefined)
    const menu = await api.menusGet({ id: DEFAULT_MENU_ID }, { suppressErrors: true })
    if (menu.ok) store.defaultMenu = keptMenu(menu.data)
  })().finally(() => (loadingDefault = null))
  return loadingDefault
}
