import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'

// Both indicators are fixed-position layers: they never move the page (no layout shift) and never take focus.

/** A navigation that finishes faster than this is not announced: a screen reader would only hear noise. */
const ANNOUNCE_AFTER_MS = 500

/** True while a client-side navigation waits for the next screen's data or code. */
export function useNavigationBusy(): boolean {
  return useNavigation().state !== 'idle'
}

/**
 * A thin bar across the top while a navigation loads; its fill runs over 5000 ms. Screen readers hear a
 * polite "Loading page" once the wait is noticeable; the bar itself is decoration.
 */
export function LoadingBar() {
  const busy = useNavigationBusy()
  const [announce, setAnnounce] = useState(false)
  useEffect(() => {
    if (!busy) {
      setAnnounce(false)
      return
    }
    const timer = setTimeout(() => setAnnounce(true), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <>
      <div className="loading-bar" data-active={busy} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {busy && announce ? 'Loading page' : ''}
      </p>
    </>
  )
}

/**
 * Covers the page while the store says an action is loading. Shown as a manual popover, so it lies above
 * an open modal (the location selector chooses a store with it) without taking focus from where the visitor is.
 */
export function LoadingOverlay() {
  const snap = useSnapshot(useClientStore())
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const overlay = ref.current
    if (!snap.loading || !overlay || typeof overlay.showPopover !== 'function') return
    overlay.showPopover()
    return () => {
      if (overlay.matches(':popover-open')) overlay.hidePopover()
    }
  }, [snap.loading])
  if (!snap.loading) return null
  return (
    <div ref={ref} className="loading-overlay" popover="manual" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  )
}
