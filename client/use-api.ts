import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { createApi, type Api } from './api.ts'
import { useClientStore } from './state/store-context.tsx'

/** The typed API client bound to this tab's store and router (the error catalogue's effects land in the store). */
export function useApi(): Api {
  const store = useClientStore()
  const navigate = useNavigate()
  return useMemo(() => createApi({ fetch: (url, init) => fetch(url, init), store, navigate: (to) => void navigate(to) }), [store, navigate])
}
