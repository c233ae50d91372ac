import { Link, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { formatMoney } from '../../../shared/money.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

/** The global slide-in cart panel (spec §2 Overlays). */
export function CartPanel() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const dialogRef = useModalDialog(snap.cartOpen, () => (store.cartOpen = false))
  const order = snap.activeOrder
  const lines = order?.products.filter((line) => line.quantity > 0) ?? []

  const goTo = (path: string) => {
    store.cartOpen = false
    navigate(path)
  }

  return (
    <dialog ref={dialogRef} className="cart-panel" aria-labelledby="cart-panel-title">
      <div className="cart-panel__header">
        <div>
          <h2 id="cart-panel-title">Your Order</h2>
          {snap.location ? (
            <p className="cart-panel__location">
              {snap.location.city}, {snap.location.state}
            </p>
          ) : null}
        </div>
        <button type="button" className="icon-button" aria-label="Close your order" onClick={() => (store.cartOpen = false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {!order ? (
        <div className="cart-panel__empty">
          <p>Looks like your cart is empty.</p>
          <button type="button" className="button" onClick={() => goTo('/menu')}>
            Start your order
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className="cart-panel__empty">
          <p>Looks like your cart is empty.</p>
          <button type="button" className="button" onClick={() => goTo('/menu')}>
            Add Items
          </button>
        </div>
      ) : (
        <>
          <ul className="cart-panel__lines">
            {lines.map((line) => (
              <li key={line.id} className="cart-line">
                <span className="cart-line__name">{line.name}</span>
                <span className="cart-line__quantity">Qty {line.quantity}</span>
                <span className="cart-line__price">{formatMoney(line.cost.total)}</span>
              </li>
            ))}
          </ul>
          <p className="cart-panel__subtotal">
            <span>Order Subtotal</span>
            <span>{formatMoney(order.totals.subtotal)}</span>
          </p>
          <Link to="/order/checkout" className="button button--block" onClick={() => (store.cartOpen = false)}>
            Proceed to Checkout
          </Link>
        </>
      )}
    </dialog>
  )
}
