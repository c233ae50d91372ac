import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { MODAL_CLOSE_DELAY_MS } from '#shared/constants.ts'
import { takeRedirect } from '../../state/member-session.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from '../layout/use-modal-dialog.ts'
import { LoyaltySignupForm } from './loyalty-signup-form.tsx'
import { forgetGuestContact, guestContactOf } from '../../state/guest-contact.ts'
import '../../styles/controls.css'
import '../../styles/account.css'

/**
 * The loyalty opt-in modal 'Please Confirm Your Details Below', driven by `store.loyaltyOptIn`. It closes at once
 * on success (then the stored redirect or /account/perks); the close button fades it and hides it after 1 second.
 * A just-placed guest order (`orderId`) is sent with the signup, so the new member owns it.
 */
/** A guest joining from their order starts from the details they placed it with in this tab. */
function guestSignupValues(orderId: string): Partial<Record<string, string>> {
  const guest = guestContactOf(orderId)
  return guest ? { first_name: guest.firstName, last_name: guest.lastName, email: guest.email, phone: guest.phone } : {}
}

export function LoyaltyOptInModal() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const { open, orderId } = snap.loyaltyOptIn
  const [closing, setClosing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const dialogRef = useModalDialog(open, () => {
    if (timer.current) clearTimeout(timer.current)
    setClosing(false)
    store.loyaltyOptIn = { ...store.loyaltyOptIn, open: false }
  })

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  // A link in the form (Sign in, reset your password) opens another page: the dialog goes with the page it was over.
  const { pathname } = useLocation()
  const shownOver = useRef(pathname)
  useEffect(() => {
    if (shownOver.current === pathname) return
    shownOver.current = pathname
    if (dialogRef.current?.open) dialogRef.current.close()
  }, [pathname, dialogRef])

  function closeSoon() {
    setClosing(true)
    timer.current = setTimeout(() => dialogRef.current?.close(), MODAL_CLOSE_DELAY_MS)
  }

  return (
    <dialog ref={dialogRef} className="loyalty-modal" aria-labelledby="loyalty-title" data-closing={closing || undefined}>
      <div className="loyalty-modal__header">
        <h2 id="loyalty-title">Please Confirm Your Details Below</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={closeSoon}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="loyalty-modal__body">
        {open ? (
          <LoyaltySignupForm
            idPrefix="loyalty"
            orderId={orderId}
            initialValues={orderId ? guestSignupValues(orderId) : {}}
            onSignedUp={() => {
              // A member now: their details are the account's, and the tab keeps no copy.
              forgetGuestContact()
              store.loyaltyOptIn = { open: false, required: false, orderId: null }
              void navigate(takeRedirect(store, '/account/perks'))
            }}
          />
        ) : null}
      </div>
    </dialog>
  )
}
