import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
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

  // Back or Forward leaves the page the panel was opened over, so the panel closes with it; a link followed from the
  // panel's own page (Add to order goes on to the menu with the panel open) keeps it.
  const { key } = useLocation()
  const navigationType = useNavigationType()
  const shownAt = useRef(key)
  useEffect(() => {
    if (shownAt.current === key) return
    shownAt.current = key
    if (navigationType === 'POP') store.cartOpen = false
  }, [key, navigationType, store])

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
