import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { loadApi } from './load-api.ts'
import { useClientStore } from './store-context.tsx'

/**
 * Spec §2: `?code=` on any page exchanges a member login code for tokens, loads the profile, then goes to the
 * stored redirect if there is one. The code is dropped from the address either way, so it is never reused.
 */
export function useLoginCodeParam() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const location = useLocation()
  const navigate = useNavigate()
  const code = new URLSearchParams(location.search).get('code')

  useEffect(() => {
    if (!snap.restored || !code) return
    let cancelled = false
    void (async () => {
      const api = await loadApi(store, (to) => void navigate(to))
      store.loading = true
      let destination: string | null = null
      try {
        const token = await api.membersCode({ code })
        if (cancelled || !token) return
        store.userToken = token
        const user = await api.membersGet()
        if (cancelled || !user) return
        store.activeUser = user
        destination = store.redirect
        store.redirect = null
      } finally {
        store.loading = false
      }
      const params = new URLSearchParams(location.search)
      params.delete('code')
      const search = params.toString()
      void navigate(destination ?? { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true })
    })()
    return () => {
      cancelled = true
    }
  }, [snap.restored, code, store, navigate, location.pathname, location.search, location.hash])
}
