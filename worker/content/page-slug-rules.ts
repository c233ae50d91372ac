import type { RouteObject } from 'react-router'
import { routes } from '#client/routes.tsx'
import { SLUG_PATTERN } from '#shared/content-slug.ts'
import type { RouteHandle } from '#client/route-handle.ts'

// Which CMS slugs may become pages. A page is served at its slug, so a slug must be one the site's addresses can
// reach (the content route's own pattern: no `..`, no `//`, no scheme, no capitals), must not lie under a route the
// site answers itself (an editor's `account` page would never show, and must never look as if it could), and must
// be the only story publishing that address: Storyblok lets a folder's start page `about/` and a page `about` live
// side by side, and the one read last would silently replace the other.

const CONTENT_PAGE_MODULE = 'client/routes/content-page.tsx'

/**
 * Addresses the Worker answers before any page (worker/app.ts) and the public files beside them. Most already fail
 * the slug pattern (`_data`, `sw.js`); they are listed so the rule reads whole.
 */
const WORKER_ROOTS = [
  'api',
  '_data',
  '_storyblok',
  '_health',
  '_admin',
  '_sandbox',
  'robots.txt',
  'sitemap.xml',
  'sw.js',
  'images',
  'assets',
]

/** The first segment of every route of the route table that is not a content page: 404, account, order, menu, … */
export function routeTableRoots(table: readonly RouteObject[]): string[] {
  const roots = new Set<string>()
  const visit = (route: RouteObject) => {
    const module = (route.handle as RouteHandle | undefined)?.module
    const first = (route.path ?? '').replace(/^\/+/, '').split('/')[0] ?? ''
    if (first !== '' && !first.startsWith(':') && first !== '*' && module !== CONTENT_PAGE_MODULE) roots.add(first)
    route.children?.forEach(visit)
  }
  table.forEach(visit)
  return [...roots]
}

/** Slugs whose first segment is one of these are the site's own routes, never a CMS page. */
export const RESERVED_SLUG_ROOTS: ReadonlySet<string> = new Set([...routeTableRoots(routes), ...WORKER_ROOTS])

/** A story as the rules need it: its id and name to tell the editor which one, its slug as the CMS holds it. */
export interface SluggedStory {
  id: number
  name: string
  full_slug: string
}

/** The address a story publishes: its slug without the trailing slash of a folder's start page. */
export const pageSlugOf = (story: SluggedStory): string => story.full_slug.replace(/\/+$/, '')

const label = (story: SluggedStory): string => `"${story.full_slug}" (${story.name}, id ${story.id})`

/** Every broken rule, one sentence each, naming the stories; empty when all the pages may be published. */
export function pageSlugProblems(stories: readonly SluggedStory[]): string[] {
  const problems: string[] = []
  // By slug in a Map: a story whose slug is __proto__ is one more key, never a prototype.
  const firstAt = new Map<string, SluggedStory>()
  for (const story of stories) {
    const slug = pageSlugOf(story)
    if (!SLUG_PATTERN.test(slug)) {
      problems.push(`story ${label(story)} has a slug outside the site's pattern (lowercase letters, digits, hyphens, single slashes)`)
      continue
    }
    if (RESERVED_SLUG_ROOTS.has(slug.split('/')[0]!)) {
      problems.push(`story ${label(story)} would publish /${slug}, which is one of the site's own routes`)
      continue
    }
    const earlier = firstAt.get(slug)
    if (earlier) problems.push(`stories ${label(earlier)} and ${label(story)} both publish /${slug}`)
    else firstAt.set(slug, story)
  }
  return problems
}
