import { Link } from 'react-router'
import type { Crumb } from '../../location-loaders.ts'

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
