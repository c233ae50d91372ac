import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

// The panel's order (lines, quantities, suggestions) and the API client it uses load the first time it opens, so
// pages that never open the cart never download them.
const CartPanelBody = lazy(() => import('../ordering/cart-panel-body.tsx'))

/** The global slide-in cart panel (spec §2 Overlays). */
export function CartPanel() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const opener = useRef<Element | null>(null)
  const dialogRef = useModalDialog(snap.cartOpen, () => {
    store.cartOpen = false
    // Opened by Add to order, the panel's opener is gone by the time it closes: focus goes to the cart button, not
    // to the top of the page.
    const lost = !opener.current || !opener.current.isConnected || opener.current === document.body
    if (lost) requestAnimationFrame(() => document.querySelector<HTMLElement>('.cart-button')?.focus())
  })
  const [everOpened, setEverOpened] = useState(false)
  useEffect(() => {
    if (!snap.cartOpen) return
    setEverOpened(true)
    opener.current = document.activeElement
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
