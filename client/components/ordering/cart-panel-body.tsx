import { useSnapshot } from 'valtio'
import { formatMoney } from '#shared/money.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { OrderLines } from './order-lines.tsx'
import { OrderPoints } from './order-points.tsx'
import { Upsells } from './upsells.tsx'
import '../../styles/controls.css'
import '../../styles/ordering.css'
import { SiteLink } from '../layout/site-link.tsx'

/** The cart panel's order: lines with quantities, suggestions, subtotal and the way to checkout. */
export default function CartPanelBody({ goTo, close }: { goTo: (path: string) => void; close: () => void }) {
  const snap = useSnapshot(useClientStore())
  const member = snap.activeUser !== null
  const order = snap.activeOrder
  const lines = order?.products.filter((line) => line.quantity > 0) ?? []
  if (!order) {
    return (
      <div className="cart-panel__empty">
        <p>Looks like your cart is empty.</p>
        <button type="button" className="button" onClick={() => goTo('/menu')}>
          Start your order
        </button>
      </div>
    )
  }
  if (lines.length === 0) {
    return (
      <div className="cart-panel__empty">
        <p>Looks like your cart is empty.</p>
        <button type="button" className="button" onClick={() => goTo('/menu')}>
          Add Items
        </button>
      </div>
    )
  }
  return (
    <>
      <div className="cart-panel__lines">
        <OrderLines onLeave={close} />
      </div>
      <Upsells key={order.id} orderId={order.id} onLeave={close} />
      {/* Said again when a quantity changes it, as the points line below is: the visitor hears what the change costs. */}
      <p className="cart-panel__subtotal" aria-live="polite" aria-atomic="true">
        <span>Order Subtotal</span>
        <span>{formatMoney(order.totals.subtotal)}</span>
      </p>
      <OrderPoints order={order} member={member} onJoin={close} />
      <SiteLink to="/order/checkout" className="button button--block" onClick={close}>
        Proceed to Checkout
      </SiteLink>
      <SiteLink to="/order" className="cart-panel__basket-link" onClick={close}>
        View or edit your order
      </SiteLink>
    </>
  )
}
