import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { useModalDialog } from './use-modal-dialog.ts'

/**
 * Asks before a login link (?code=) signs into an account: a link from someone else would otherwise put the next
 * order, its name, phone and address, and any card saved with it into their account. Signing in from a link keeps a
 * guest's basket, as signing in with a password does; switching from another member works like signing out and in
 * again, so a new order starts. Declining ends the link's session upstream, so its tokens are no use to anyone.
 */
export function LinkSignInDialog() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const api = useApi()
  const pending = snap.pendingLinkSignIn
  const declineRef = useRef<HTMLButtonElement>(null)
  // Escape and every other close decline, unless the visitor chose to sign in just before.
  const decline = () => {
    const declined = store.pendingLinkSignIn
    store.pendingLinkSignIn = null
    if (declined) void api.membersSignout({ token: declined.token.access.token })
  }
  const dialogRef = useModalDialog(pending !== null, decline, declineRef)

  const signIn = () => {
    const chosen = store.pendingLinkSignIn
    if (!chosen) return
    if (store.userToken !== null) store.activeOrder = null
    store.userToken = chosen.token
    store.activeUser = chosen.user
    store.checkoutAsGuest = false
    store.pendingLinkSignIn = null
    if (chosen.redirect) void navigate(chosen.redirect)
  }

  const current = snap.activeUser?.email ?? (snap.userToken !== null ? 'your current account' : null)
  const next = pending?.user.email ?? ''
  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby="link-sign-in-title" aria-describedby="link-sign-in-text">
      <h2 id="link-sign-in-title">{current ? 'Switch accounts?' : 'Sign in to VIP Perks?'}</h2>
      {current ? (
        <p id="link-sign-in-text">
          You're signed in as <strong>{current}</strong>. The link you opened signs in as <strong>{next}</strong>. Switching starts a new
          order in that account.
        </p>
      ) : (
        <p id="link-sign-in-text">
          The link you opened signs in as <strong>{next}</strong>. Sign in only if this is your account.
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={signIn}>
          Sign in as {next}
        </button>
        <button ref={declineRef} type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
          {current ? `Stay signed in as ${current}` : 'Not now'}
        </button>
      </div>
    </dialog>
  )
}
