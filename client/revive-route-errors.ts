/**
 * The server serialises route errors as plain objects; the router needs error responses to look like
 * ErrorResponse (status, statusText, internal, data) and other errors to be Error instances again.
 */
export function reviveRouteErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null
  const revived: Record<string, unknown> = {}
  for (const [routeId, value] of Object.entries(errors)) {
    const serialized = value as { __type?: string; message?: string } & Record<string, unknown>
    if (serialized?.__type === 'RouteErrorResponse') {
      const { __type: _type, ...response } = serialized
      revived[routeId] = response
    } else if (serialized?.__type === 'Error') {
      const error = new Error(serialized.message ?? 'Unknown error')
      error.stack = ''
      revived[routeId] = error
    } else {
      revived[routeId] = value
    }
  }
  return revived
}
