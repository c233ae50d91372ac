import { pointsLabel } from '#shared/points-label.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useOrderPoints } from './use-order-points.ts'
import { SiteLink } from '../layout/site-link.tsx'

// The confirmation's offer to a guest: join VIP Perks with this order attached, or sign in so it becomes the member's.
// It names what the order earns once that number is known, in the words checkout's offer used, so the visitor reads
// the same number before and after paying. Coming from checkout in the same tab, it is known at the first paint.

/** The words of the offer: the number when the upstream has told it, and a promise without one until then. */
const guestOfferText = (points: number | null): string =>
  points !== null && points > 0
    ? `Join VIP Perks now and earn ${pointsLabel(points)} on this order.`
    : 'Join VIP Perks now and this order counts toward your first reward.'

export function GuestPerksOffer({ orderId }: { orderId: string }) {
  const store = useClientStore()
  // A placed order no longer changes (a cancelled one hides the offer), so one question is enough.
  const points = useOrderPoints(orderId, 'placed')
  return (
    <aside className="perks-offer" aria-labelledby="perks-offer-heading">
      <h2 id="perks-offer-heading">Earn points for this order</h2>
      <p className="perks-offer__text">{guestOfferText(points)}</p>
      <div className="perks-offer__actions">
        <button type="button" className="button" onClick={() => (store.loyaltyOptIn = { open: true, required: false, orderId })}>
          Join VIP Perks
        </button>
        {/* A member who ordered as a guest: signing in from here sends this tab's claim, and the order is theirs. */}
        <SiteLink
          to="/account/signin"
          className="button button--secondary"
          onClick={() => (store.redirect = `/order/confirm?id=${orderId}`)}
        >
          Sign in to earn points for this order
        </SiteLink>
      </div>
    </aside>
  )
}
