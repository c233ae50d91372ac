import { Link } from 'react-router'
import type { Crumb } from '../../location-data.ts'

/** Home › Locations › State › City › this page, the same on every level; the last item is where you are. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
