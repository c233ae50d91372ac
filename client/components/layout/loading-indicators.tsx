import { useNavigation } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'

/** A thin bar across the top while a navigation loads; its fill runs over 5000 ms. */
export function LoadingBar() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return <div className="loading-bar" data-active={busy} aria-hidden="true" />
}

/** Covers the page while the store says an action is loading. */
export function LoadingOverlay() {
  const snap = useSnapshot(useClientStore())
  if (!snap.loading) return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  )
}
