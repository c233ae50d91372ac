import type { LayoutName } from '#shared/schemas/content.ts'

/** Static facts a route carries for the shell and the server renderer. */
export interface RouteHandle {
  /** Source path of the route's lazy module, so the server can preload its chunk. */
  module?: string
  layout?: LayoutName
  /**
   * The screen's scripts start at the first frame instead of waiting for the page's load event
   * (worker/pages/start-after-paint.ts): its content arrives only after hydration (the visitor's order, the chain's
   * menu, a member's account), or it is a form a password manager fills at once (sign in, sign up, forgot password),
   * where a press before the scripts ran could only be answered with "press again".
   */
  startScriptsAtFirstFrame?: boolean
  /**
   * The head marks a reload or a Back that loads the page again (`data-restores-scroll` on <html>), before anything
   * is laid out: the browser then restores the visitor's place on a page whose every part has its real height. The
   * menu lays out categories off screen only later otherwise (client/styles/ordering.css).
   */
  marksScrollRestore?: boolean
}
