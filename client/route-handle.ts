import type { LayoutName } from '#shared/schemas/content.ts'

/** Static facts a route carries for the shell and the server renderer. */
export interface RouteHandle {
  /** Source path of the route's lazy module, so the server can preload its chunk. */
  module?: string
  layout?: LayoutName
}
