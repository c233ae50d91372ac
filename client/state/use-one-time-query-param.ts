import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import { useSnapshot } from 'valtio'
import type { Globals } from '#shared/schemas/content.ts'
import type { Api } from '../api.ts'
import { loadApi } from './load-api.ts'
import type { ClientStore } from './store.ts'
import { useClientStore } from './store-context.tsx'

/**
 * Does its work for a query parameter and answers where to go next, or null to stay. `isCurrent()` turns false once
 * the address has moved on, so the work can stop before touching the store. `globals` is the page's site-wide content.
 */
export type QueryParamAction = (
  value: string,
  api: Api,
  store: ClientStore,
  isCurrent: () => boolean,
  globals: Globals | null,
) => Promise<string | null>

/**
 * A query parameter that acts once (`?store=`, `?code=`): after browser storage is restored, run the action
 * with the API client (both loaded only then), and whatever happens drop the parameter from the address, so a reload
 * or a shared link never repeats it. `loadAction` must be a stable function (declare it at module level).
 */
export function useOneTimeQueryParam(name: string, loadAction: () => Promise<QueryParamAction>) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const location = useLocation()
  const navigate = useNavigate()
  const value = new URLSearchParams(location.search).get(name)
  // Read when the action runs, not a reason to run it again.
  const globals = useRef<Globals | null>(null)
  globals.current = (useRouteLoaderData('root') as { globals?: Globals } | undefined)?.globals ?? null

  useEffect(() => {
    if (!snap.restored || value === null) return
    const param = value
    let current = true
    const retryWhenOnline = () => void run()
    async function run() {
      let destination: string | null = null
      store.loading = true
      try {
        let loaded: [Api, QueryParamAction]
        try {
          loaded = await Promise.all([loadApi(store, (to) => void navigate(to)), loadAction()])
        } catch {
          // The code could not be fetched (the connection dropped as the page started): the parameter stays in the
          // address and acts once the connection is back, instead of failing the page.
          if (current) window.addEventListener('online', retryWhenOnline, { once: true })
          return
        }
        const [api, action] = loaded
        destination = await action(param, api, store, () => current, globals.current)
      } finally {
        store.loading = false
      }
      if (!current) return
      const params = new URLSearchParams(location.search)
      params.delete(name)
      const search = params.toString()
      void navigate(destination ?? { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, {
        replace: true,
      })
    }
    void run()
    return () => {
      current = false
      window.removeEventListener('online', retryWhenOnline)
    }
  }, [snap.restored, value, name, loadAction, store, navigate, location.pathname, location.search, location.hash])
}

const queryParamActions = () => import('./query-param-actions.ts')
const chooseStore = async () => (await queryParamActions()).chooseStoreFromParam
const signInWithCode = async () => (await queryParamActions()).signInWithCodeFromParam

/** `?store={id}` chooses that restaurant; `?code=` signs a member in (query-param-actions.ts). */
export function useQueryParamActions() {
  useOneTimeQueryParam('store', chooseStore)
  useOneTimeQueryParam('code', signInWithCode)
}
