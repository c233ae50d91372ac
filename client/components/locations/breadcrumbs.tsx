import type { Crumb } from '../../location-data.ts'
import { SiteLink } from '../layout/site-link.tsx'

/** Home › Locations › State › City › this page, the same on every level; the last item is where you are. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <SiteLink to="/">Home</SiteLink>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <SiteLink to={crumb.path}>{crumb.label}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
