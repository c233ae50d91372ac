import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

// The panel's order (lines, quantities, suggestions) and the API client it uses load the first time it opens, so
// pages that never open the cart never download them.
const CartPanelBody = lazy(() => import('../ordering/cart-panel-body.tsx'))

/** The global slide-in cart panel (Overlays). */
export function CartPanel() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const dialogRef = useModalDialog(snap.cartOpen, () => (store.cartOpen = false))
  const [everOpened, setEverOpened] = useState(false)
  useEffect(() => {
    if (snap.cartOpen) setEverOpened(true)
  }, [snap.cartOpen])

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
      {everOpened || snap.cartOpen ? (
        <Suspense fallback={<p className="cart-panel__loading">Loading your order…</p>}>
          <CartPanelBody goTo={goTo} close={close} />
        </Suspense>
      ) : null}
    </dialog>
  )
}
