import { useEffect } from 'react'
import { matchPath, useLocation } from 'react-router'

// GA4 page_view events for the tag manager's dataLayer: one for the first load and one per client-side
// navigation. No analytics script is ever loaded by the site itself. Analytics never receive a secret: an address
// that carries one in its path (a password-reset link) is reported as its route's pattern, and of the query only
// the allow-listed campaign and menu parameters are kept, so sign-in codes (?code=), order ids and anything else a
// link may carry never leave the browser.

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

/** Routes whose path holds a secret, reported as the pattern itself. */
const SECRET_PATH_ROUTES = ['/account/forgot-password/:code'] as const

/** The query parameters a page view may report: campaign tags and the public menu and store choices. */
const REPORTED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'store',
  'cat',
])

/** What a page view reports of an address: secrets replaced by the route's pattern or dropped. */
export function reportedPage(pathname: string, search: string): { path: string; query: string } {
  const secretRoute = SECRET_PATH_ROUTES.find((pattern) => matchPath(pattern, pathname) !== null)
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(search)) if (REPORTED_QUERY_PARAMETERS.has(name)) kept.append(name, value)
  const query = kept.toString()
  return { path: secretRoute ?? pathname, query: query ? `?${query}` : '' }
}

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

// The page last reported, across re-renders and React's development double effects: a page is counted once.
let lastReportedPage: string | null = null

export function usePageViews(): void {
  const { pathname, search } = useLocation()
  const { path, query } = reportedPage(pathname, search)
  useEffect(() => {
    const pageLocation = `${window.location.origin}${path}${query}`
    if (pageLocation === lastReportedPage || !analyticsAllowed()) return
    lastReportedPage = pageLocation
    // gtag.js would read the address bar for every later event (add_to_cart, …): it reads the reported one instead.
    ;(window as DataLayerWindow).gtag?.('set', { page_location: pageLocation })
    pushToDataLayer({ event: 'page_view', page_location: pageLocation, page_path: path, page_title: document.title })
  }, [path, query])
}
