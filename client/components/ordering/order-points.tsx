import { useLocation } from 'react-router'
import { pointsLabel } from '#shared/points-label.ts'
import type { Order } from '#shared/schemas/order.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useOrderPoints } from './use-order-points.ts'
import '../../styles/controls.css'
import '../../styles/order-points.css'

// What the order earns in VIP Perks, shown before paying (cart panel, checkout) and after (confirmation). The number
// is the upstream's (orders/{id}/points): the site never works points out itself, so what is shown is what the
// completed order pays. A member reads "This order earns N points"; a guest is offered "Join VIP Perks and earn N
// points on this order", which opens the VIP Perks opt-in with this basket, so it becomes the new member's.

/** Just what the line reads of an order, read-only, so a store snapshot will do. */
interface PointsOrder {
  readonly id: string
  readonly products: readonly { readonly id: number; readonly quantity: number; readonly cost: { readonly total: number } }[]
  readonly totals: Readonly<Order['totals']>
}

/** What can change an open basket's points: its lines and its totals (a coupon, a reward). */
const basketKeyOf = (order: PointsOrder) =>
  JSON.stringify([order.products.map((line) => [line.id, line.quantity, line.cost.total]), order.totals])

interface OrderPointsProps {
  order: PointsOrder
  /** Signed in: the order earns the member its points. Otherwise joining VIP Perks is offered. */
  member: boolean
  /** Called before the opt-in opens (the cart panel closes itself first). */
  onJoin?: () => void
}

/**
 * One line that keeps its space whether or not the number has come (no layout shift): empty while it is asked for,
 * when the upstream cannot say, and when the order earns nothing.
 */
export function OrderPoints({ order, member, onJoin }: OrderPointsProps) {
  const store = useClientStore()
  const here = useLocation()
  const points = useOrderPoints(order.id, basketKeyOf(order))
  const shown = points !== null && points > 0 ? points : null

  const join = () => {
    onJoin?.()
    // Back where they were once they have joined, as a member now holding this basket.
    store.redirect = `${here.pathname}${here.search}`
    store.loyaltyOptIn = { open: true, required: false, orderId: order.id }
  }

  return (
    <p className={`order-points${member ? '' : ' order-points--guest'}`} aria-live="polite" data-filled={shown !== null || undefined}>
      {shown === null ? null : member ? (
        <span>
          This order earns <strong>{pointsLabel(shown)}</strong>
        </span>
      ) : (
        <button type="button" className="link-button order-points__join" onClick={join}>
          Join VIP Perks and earn {pointsLabel(shown)} on this order
        </button>
      )}
    </p>
  )
}
