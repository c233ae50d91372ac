import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'

/** A polite status line while the browser is offline; the region is always there so the change is announced. */
export function OfflineNotice() {
  const snap = useSnapshot(useClientStore())
  return (
    <div role="status" className={snap.online ? 'offline-notice offline-notice--hidden' : 'offline-notice'}>
      {snap.online ? null : "You're offline. Some things may be out of date; we'll reconnect automatically."}
    </div>
  )
}
