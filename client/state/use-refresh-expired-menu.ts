import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { loadApi } from './load-api.ts'
import { useClientStore } from './store-context.tsx'

/**
 * If the stored location has a menu and the stored menu is older than its hour, refresh both on start.
 * Until the fresh copy arrives the restored menu stays usable (restored menus ignore expiry).
 */
export function useRefreshExpiredMenu() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const needsRefresh = snap.restored && snap.activeMenuExpired && snap.location?.menu_id != null

  useEffect(() => {
    const location = store.location
    if (!needsRefresh || !location) return
    let cancelled = false
    void (async () => {
      const [api, { applyLocationWithMenu }] = await Promise.all([
        loadApi(store, (to) => void navigate(to)),
        import('./location-actions.ts'),
      ])
      const fresh = await api.locationsGet({ id: location.id }, { withMenu: true }, { suppressErrors: true })
      if (cancelled || !fresh.ok) return
      applyLocationWithMenu(store, fresh.data)
    })()
    return () => {
      cancelled = true
    }
  }, [needsRefresh, store, navigate])
}
