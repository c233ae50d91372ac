import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { loadApi } from './load-api.ts'
import { useClientStore } from './store-context.tsx'

/**
 * Spec §2: `?store={id}` on any page loads that location with its menu, makes it the current location and active
 * menu, and clears the active order. The parameter is then dropped from the address so a reload does not repeat it.
 */
export function useStoreQueryParam() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const location = useLocation()
  const navigate = useNavigate()
  const storeId = new URLSearchParams(location.search).get('store')

  useEffect(() => {
    if (!snap.restored || !storeId) return
    let cancelled = false
    void (async () => {
      const api = await loadApi(store, (to) => void navigate(to))
      store.loading = true
      try {
        const found = /^\d{3,6}$/.test(storeId) ? await api.locationsGet({ id: storeId }, { withMenu: true }) : undefined
        if (cancelled) return
        if (found && 'menu' in found && found.menu) {
          const { menu, ...withoutMenu } = found
          store.location = withoutMenu
          store.activeMenu = menu
          store.activeMenuExpired = false
          store.activeOrder = null
          store.locationSelectorOpen = false
        } else if (!found) {
          store.activeErrors = [...store.activeErrors, 'We could not find that restaurant. Please choose a location.']
        }
      } finally {
        store.loading = false
      }
      const params = new URLSearchParams(location.search)
      params.delete('store')
      const search = params.toString()
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true })
    })()
    return () => {
      cancelled = true
    }
  }, [snap.restored, storeId, store, navigate, location.pathname, location.search, location.hash])
}
