import { matchRoutes, type RouteObject } from 'react-router'

/** The pattern of the page route a path matches (`/locations/:country/:state/:city/:location`), for the request log. */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? []
  const segments = matches.map((match) => match.route.path ?? '').filter((path) => path !== '' && path !== '/')
  return `/${segments.join('/')}`
}
