import { useAnalyticsTag } from './analytics-tag.ts'
import { usePageViews } from './page-view-analytics.ts'

/** The site's analytics, mounted after hydration: the GA4 tag when configured, then a page_view per page. */
export default function Analytics() {
  // Before the page views: the GA4 tag's queue must exist when the first page_view is pushed.
  useAnalyticsTag()
  usePageViews()
  return null
}
