import type { ReactNode } from 'react'
import type { LocationResult } from '../../state/location-actions.ts'
import type { LocationSearch } from './use-location-search.ts'

/** The locations a search found, one list item each (the screen renders the item), or the screen's empty message. */
export function LocationSearchResults({
  search,
  className,
  label,
  children,
}: {
  search: LocationSearch
  className: string
  /** The list's accessible name, when it needs one of its own. */
  label?: string
  /** One `<li>` (with its key) per location. */
  children: (location: LocationResult) => ReactNode
}) {
  if (!search.showResults) return null
  // The screen's live status may say it already (a selector's), where a screen reader hears it; not twice on screen.
  if (search.results.length === 0) return search.statusText === search.texts.empty ? null : <p>{search.texts.empty}</p>
  return (
    <ul className={className} aria-label={label}>
      {search.results.map(children)}
    </ul>
  )
}
