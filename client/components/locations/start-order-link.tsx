import { Link } from 'react-router'
import type { Location } from '#shared/schemas/location.ts'

/** 'Start your order' at one restaurant: ?store= chooses it and opens the menu. Named by the restaurant for lists. */
export function StartOrderLink({ location }: { location: Pick<Location, 'id' | 'name' | 'address'> }) {
  return (
    <Link
      to={`/menu?store=${location.id}`}
      className="button button--small"
      aria-label={`Start your order at ${location.name} (${location.address})`}
    >
      Start your order
    </Link>
  )
}
