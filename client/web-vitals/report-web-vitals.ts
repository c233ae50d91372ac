import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import type { DeviceClass, VitalReport, VitalsReport } from '#shared/schemas/web-vitals.ts'
import { VITALS_PATH } from '#shared/vitals-path.ts'

// This page load's Core Web Vitals (LCP, INP, CLS, TTFB), measured by Google's `web-vitals` library and sent to the
// site's own Worker (POST /_vitals) with navigator.sendBeacon when the page is hidden or left: the moment the
// values are final and the one a beacon still gets out. Loaded after hydration, only where analytics are allowed
// (never under Global Privacy Control; client/state/analytics.tsx). The report names the landing page's path as the
// page views report it (no query, secrets replaced by their pattern), which the Worker turns into its route
// pattern before anything is written, and a coarse device class: nothing about the visitor.

/** A phone's shorter screen side is under this many CSS pixels; a tablet's is not. */
const PHONE_SHORT_SIDE = 600

/** Touch-first screens are phones or tablets by their shorter side; a fine pointer is a desktop. */
function deviceClass(): DeviceClass {
  if (!window.matchMedia('(pointer: coarse)').matches) return 'desktop'
  return Math.min(window.screen.width, window.screen.height) < PHONE_SHORT_SIDE ? 'mobile' : 'tablet'
}

/** The path this document was loaded at: the vitals belong to the landing page, not to where the visitor is now. */
function landingPath(): string {
  const navigation = performance.getEntriesByType('navigation')[0]
  return navigation ? new URL(navigation.name).pathname : window.location.pathname
}

let started = false

/**
 * Starts measuring once per page load and sends each metric once, at the first hide after it is known. `reported`
 * turns the landing path into what analytics may send (client/state/page-view-analytics.ts).
 */
export function reportWebVitals(reported: (pathname: string) => string): void {
  if (started) return
  started = true
  const path = reported(landingPath())
  const device = deviceClass()
  // By metric id: a page restored from the back/forward cache measures afresh under new ids.
  const pending = new Map<string, VitalReport>()
  const sent = new Set<string>()

  const queue = (metric: Metric) => {
    // FCP is never asked for; soft navigations are not measured (the library reports them only when asked to).
    if (sent.has(metric.id) || metric.name === 'FCP' || metric.navigationType === 'soft-navigation') return
    pending.set(metric.id, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
    })
  }
  const flush = () => {
    if (pending.size === 0) return
    // One report per metric name (the endpoint refuses repeats); a second page life's metrics wait for its own hide.
    const metrics = new Map<string, VitalReport>()
    for (const [id, metric] of pending) {
      if (metrics.has(metric.name)) continue
      metrics.set(metric.name, metric)
      sent.add(id)
      pending.delete(id)
    }
    const report: VitalsReport = { path, device, metrics: [...metrics.values()] }
    navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }))
  }

  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
  onTTFB(queue)
  onLCP(queue)
  onCLS(queue)
  onINP(queue)
}
