import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'
import CartPanelBody from '../ordering/cart-panel-body.tsx'

/** The global slide-in cart panel (Overlays), loaded with its order the first time it opens (app-shell.tsx). */
export function CartPanel() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const dialogRef = useModalDialog(snap.cartOpen, () => (store.cartOpen = false))

  const close = () => (store.cartOpen = false)
  const goTo = (path: string) => {
    close()
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
        <button type="button" className="icon-button" aria-label="Close your order" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <CartPanelBody goTo={goTo} close={close} />
    </dialog>
  )
}
