import { useRouteLoaderData } from 'react-router'
import type { Location } from '#shared/schemas/location.ts'
import type { RootData } from '../../loaders.ts'
import { NO_ONLINE_ORDERS, orderingRulesOf, takesOnlineOrders } from '../../state/ordering-rules.ts'
import { SiteLink } from '../layout/site-link.tsx'

/**
 * 'Start your order' at one restaurant: ?store= chooses it and opens the menu. Named by the restaurant for lists.
 * A dine-in-only restaurant says it takes no online orders instead, so no card leads to a menu that cannot order.
 */
export function StartOrderLink({ location }: { location: Pick<Location, 'id' | 'name' | 'address'> }) {
  const globals = (useRouteLoaderData('root') as RootData | undefined)?.globals ?? null
  if (!takesOnlineOrders(location, orderingRulesOf(globals))) {
    return <span className="start-order-none">{NO_ONLINE_ORDERS}</span>
  }
  return (
    <SiteLink
      to={`/menu?store=${location.id}`}
      className="button button--small"
      aria-label={`Start your order at ${location.name} (${location.address})`}
    >
      Start your order
    </SiteLink>
  )
}
