import type { LayoutName } from '#shared/schemas/content.ts'

/** Static facts a route carries for the shell and the server renderer. */
export interface RouteHandle {
  /** Source path of the route's lazy module, so the server can preload its chunk. */
  module?: string
  layout?: LayoutName
  /**
   * The screen's content arrives only after hydration (the visitor's order, the chain's menu): its scripts start at
   * the first frame instead of waiting for the page's load event (worker/pages/start-after-paint.ts).
   */
  contentAfterHydration?: boolean
}
