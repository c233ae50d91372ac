import { useEffect } from 'react'
import { useAnalyticsTag } from './analytics-tag.ts'
import { analyticsAllowed, reportedPage, usePageViews } from './page-view-analytics.ts'

/**
 * The site's analytics, mounted after hydration: the GA4 tag when configured, then a page_view per page, and this
 * page load's Core Web Vitals for the site's own field figures. Under Global Privacy Control none of them runs.
 */
export default function Analytics() {
  // Before the page views: the GA4 tag's queue must exist when the first page_view is pushed.
  useAnalyticsTag()
  usePageViews()
  useWebVitals()
  return null
}

/** Loads the Web Vitals reporter (its own chunk, with the `web-vitals` library) only where analytics are allowed. */
function useWebVitals(): void {
  useEffect(() => {
    // The server never runs effects; the condition also keeps the library out of the Worker's bundle.
    if (import.meta.env.SSR || !analyticsAllowed()) return
    void import('../web-vitals/report-web-vitals.ts')
      .then((module) => module.reportWebVitals((pathname) => reportedPage(pathname, '').path))
      .catch(() => undefined)
  }, [])
}
