import { matchRoutes, type RouteObject } from 'react-router'

// Matching flattens and ranks the whole route table on every call (react-router keeps nothing between calls): measured
// in workerd, that was a twelfth of a rendered page's CPU, for one log field. A path's pattern never changes for a
// given table, so an isolate remembers the patterns of the last paths it saw, bounded because paths come from
// visitors: an unknown path costs one match, as before.
const REMEMBERED_PATHS = 1000
const patternsByTable = new WeakMap<RouteObject[], Map<string, string>>()

/** The pattern of the page route a path matches (`/locations/:country/:state/:city/:location`), for the request log. */
export function routePattern(routes: RouteObject[], pathname: string): string {
  let patterns = patternsByTable.get(routes)
  if (!patterns) patternsByTable.set(routes, (patterns = new Map()))
  const known = patterns.get(pathname)
  if (known !== undefined) return known
  const matches = matchRoutes(routes, pathname) ?? []
  const segments = matches.map((match) => match.route.path ?? '').filter((path) => path !== '' && path !== '/')
  const pattern = `/${segments.join('/')}`
  if (patterns.size >= REMEMBERED_PATHS) patterns.delete(patterns.keys().next().value!)
  patterns.set(pathname, pattern)
  return pattern
}
