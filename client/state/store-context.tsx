import { createContext, useContext, type ReactNode } from 'react'
import type { ClientStore } from './store.ts'

const StoreContext = createContext<ClientStore | null>(null)

export function StoreProvider({ store, children }: { store: ClientStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** The Valtio store of this tab (or of this request, on the server). Read it with useSnapshot. */
export function useClientStore(): ClientStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useClientStore needs a StoreProvider above it')
  return store
}
