import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import type { Menu } from '#shared/schemas/menu.ts'
import { loadApi } from './load-api.ts'
import { useClientStore } from './store-context.tsx'
import type { ClientStore } from './store.ts'

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
  useEffect(() => {
    if (wantsDefault) void loadDefaultMenu(store)
  }, [wantsDefault, store])
  // The snapshot subscribes the screen; the store's menus have the plain types the screens take.
  if (atRestaurant) return { menu: store.activeMenu, atRestaurant: true }
  return { menu: snap.defaultMenu ? store.defaultMenu : null, atRestaurant: false }
}

let loadingDefault: Promise<void> | null = null

function loadDefaultMenu(store: ClientStore): Promise<void> {
  if (store.defaultMenu) return Promise.resolve()
  loadingDefault ??= (async () => {
    const api = await loadApi(store, () => undefined)
    const menu = await api.menusGet({ id: DEFAULT_MENU_ID }, { suppressErrors: true })
    if (menu.ok) store.defaultMenu = menu.data
  })().finally(() => (loadingDefault = null))
  return loadingDefault
}
