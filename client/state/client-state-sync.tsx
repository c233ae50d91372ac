import { useEffect } from 'react'
import { persistState, restoreState } from './persistence.ts'
import { useClientStore } from './store-context.tsx'

/**
 * Brings the persisted state into the store once the page has hydrated (restoring earlier would make the
 * first client render differ from the server's), then keeps storage, other tabs and online status in step.
 */
export function ClientStateSync() {
  const store = useClientStore()
  useEffect(() => {
    restoreState(store, window.localStorage)
    store.restored = true
    // Lets tests and monitoring tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true'
    const stopPersisting = persistState(store, window.localStorage, window)
    const updateOnline = () => (store.online = navigator.onLine)
    updateOnline()
    window.addEventListener('online', updateOnline)
    window.addEventListener('offline', updateOnline)
    return () => {
      stopPersisting()
      window.removeEventListener('online', updateOnline)
      window.removeEventListener('offline', updateOnline)
    }
  }, [store])
  return null
}
