import { useLocation } from 'react-router'
import { SiteLink, type SiteLinkProps } from './site-link.tsx'

/**
 * Whether a tab's link names the page being shown: its own path, or (unless `end`) a page below it. Paths compare
 * without case, as the site's routes match; home is current only on itself.
 */
export function isCurrentPage(pathname: string, to: string, end: boolean): boolean {
  // Only a path on this site can be current; it is compared as the browser writes it (dot segments resolved,
  // spaces and accents percent-encoded), as the location is.
  if (!to.startsWith('/') || to.startsWith('//')) return false
  const path = new URL(to, 'https://site.invalid').pathname.toLowerCase()
  const here = pathname.toLowerCase()
  if (here === path) return true
  return !end && path !== '/' && here.startsWith(path.endsWith('/') ? path : `${path}/`)
}

/** A navigation tab: a SiteLink marked as the current page (`aria-current="page"` and the `active` class). */
export function SiteNavLink({ end = false, className, ...link }: SiteLinkProps & { end?: boolean }) {
  const current = isCurrentPage(useLocation().pathname, link.to, end)
  return (
    <SiteLink
      {...link}
      className={current ? (className ? `${className} active` : 'active') : className}
      aria-current={current ? 'page' : undefined}
    />
  )
}
