import { HOME_SLUG } from './constants.ts'

/** A page's slug: lowercase words of letters, digits and hyphens, joined by single slashes (no dots, no schemes). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/

/** The content slug for a URL path: the home slug when the path is empty, null when no story could match. */
export function slugForPath(pathname: string): string | null {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
  if (trimmed === '') return HOME_SLUG
  return SLUG_PATTERN.test(trimmed) ? trimmed : null
}
