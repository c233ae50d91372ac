import { isRouteErrorResponse } from 'react-router'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

/** Route errors as JSON the browser router can revive (client/revive-route-errors.ts). Never a stack trace. */
export function serializeRouteErrors(errors: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!errors) return null
  const serialized: Record<string, unknown> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = {
        status: error.status,
        statusText: error.statusText,
        internal: (error as { internal?: boolean }).internal === true,
        data: error.data,
        __type: 'RouteErrorResponse',
      }
    } else {
      serialized[routeId] = { message: TROUBLE_MESSAGE, __type: 'Error' }
    }
  }
  return serialized
}
