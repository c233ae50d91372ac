import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

/**
 * Asks before a login link signs into another account than the one signed in. Switching works like signing out
 * and in again: the basket belonged to the other member, so a new order starts. Staying drops the link's tokens.
 */
export function AccountSwitchDialog() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const pending = snap.pendingAccountSwitch
  const stayRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useModalDialog(pending !== null, () => (store.pendingAccountSwitch = null), stayRef)

  const switchAccounts = () => {
    const chosen = store.pendingAccountSwitch
    if (!chosen) return
    store.userToken = chosen.token
    store.activeUser = chosen.user
    store.activeOrder = null
    store.pendingAccountSwitch = null
    if (chosen.redirect) void navigate(chosen.redirect)
  }

  const current = snap.activeUser?.email ?? 'your current account'
  const next = pending?.user.email ?? ''
  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby="account-switch-title" aria-describedby="account-switch-text">
      <h2 id="account-switch-title">Switch accounts?</h2>
      <p id="account-switch-text">
        You're signed in as <strong>{current}</strong>. The link you opened signs in as <strong>{next}</strong>. Switching starts a new
        order in that account.
      </p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={switchAccounts}>
          Sign in as {next}
        </button>
        <button ref={stayRef} type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
          Stay signed in as {current}
        </button>
      </div>
    </dialog>
  )
}
