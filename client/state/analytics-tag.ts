import { useEffect } from 'react'
import { useClientStore } from './store-context.tsx'
import { analyticsAllowed } from './page-view-analytics.ts'
import { whenIdle } from '../use-when-idle.ts'

// Google's GA4 tag (gtag.js) for the measurement id of this environment (GA4_MEASUREMENT_ID, in the page
// bootstrap). Without an id, or when the browser sends Global Privacy Control, no script loads and no `gtag` exists,
// so nothing leaves the browser. The `gtag` queue exists from hydration, before the first page_view, and the
// script itself loads when the browser is idle, so it never delays the first paint.

const TAG_URL = 'https://www.googletagmanager.com/gtag/js'

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

let started = false

function startTag(measurementId: string): void {
  const target = window as GtagWindow
  target.dataLayer ??= []
  const dataLayer = target.dataLayer
  // gtag.js reads its commands as `arguments` objects, exactly as Google's own snippet pushes them.
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself, not an array
    dataLayer.push(arguments)
  }
  target.gtag('js', new Date())
  // The site sends its own page_view per navigation (page-view-analytics.ts), path only.
  target.gtag('config', measurementId, { send_page_view: false })
  const load = () => {
    const script = document.createElement('script')
    script.async = true
    script.src = `${TAG_URL}?id=${encodeURIComponent(measurementId)}`
    document.head.append(script)
  }
  whenIdle(load, 5000)
}

/** Starts the GA4 tag once per page load when an id is configured and the visitor allows analytics. */
export function useAnalyticsTag(): void {
  const store = useClientStore()
  useEffect(() => {
    const id = store.analyticsId
    if (started || !id || !analyticsAllowed()) return
    started = true
    startTag(id)
  }, [store])
}
