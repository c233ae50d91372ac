import { useEffect } from 'react'
import { useLocation } from 'react-router'

// GA4 page_view events for the tag manager's dataLayer: one for the first load and one per client-side
// navigation. No analytics script is ever loaded by the site itself. Only the path is sent: queries can carry
// sign-in codes, reset tokens and the like.

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

/** False when the browser sends Global Privacy Control: then the site pushes no analytics at all. */
export function analyticsAllowed(): boolean {
  if (typeof window === 'undefined') return false
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true
}

/** Pushes to window.dataLayer (made if missing) unless the visitor has asked not to be tracked. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (!analyticsAllowed()) return
  const target = window as DataLayerWindow
  target.dataLayer ??= []
  target.dataLayer.push(entry)
  // With a GA4 id configured (analytics-tag.ts) the event goes to GA4 too: gtag.js reads commands, not objects.
  const { event, ...params } = entry
  if (typeof event === 'string') target.gtag?.('event', event, params)
}

// The path last reported, across re-renders and React's development double effects: a page is counted once.
let lastReportedPath: string | null = null

export function usePageViews(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === lastReportedPath) return
    lastReportedPath = pathname
    pushToDataLayer({
      event: 'page_view',
      page_location: `${window.location.origin}${pathname}`,
      page_path: pathname,
      page_title: document.title,
    })
  }, [pathname])
}
