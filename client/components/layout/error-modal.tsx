import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { CONNECTION_MESSAGE, TROUBLE_MESSAGE } from '#shared/page-error-messages.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'
import { SiteLink } from './site-link.tsx'

/** The trouble messages come with a way home and a way to reach a person. */
const TROUBLE_MESSAGES: ReadonlySet<string> = new Set([TROUBLE_MESSAGE, CONNECTION_MESSAGE])

/**
 * Shows the visible error list. Closing it goes to the saved redirect unless that is /order/product; otherwise
 * focus returns to what the visitor was on (the native dialog's own return).
 */
export function ErrorModal() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const open = snap.activeErrors.length > 0
  const dialogRef = useModalDialog(open, () => {
    if (store.activeErrors.length === 0) return
    store.activeErrors = []
    const redirect = store.redirect
    if (redirect && !redirect.startsWith('/order/product')) navigate(redirect)
  })

  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby="error-modal-title">
      <h2 id="error-modal-title">Something went wrong</h2>
      <ul className="modal__errors">
        {snap.activeErrors.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
      {snap.activeErrors.some((message) => TROUBLE_MESSAGES.has(message)) ? (
        <p className="modal__links">
          {/* Leaving through a link closes the dialog first, so nothing of it stays over the next page. */}
          <SiteLink to="/" onClick={() => (store.activeErrors = [])}>
            Home
          </SiteLink>{' '}
          ·{' '}
          <SiteLink to="/contact-us" onClick={() => (store.activeErrors = [])}>
            Contact us
          </SiteLink>
        </p>
      ) : null}
      <form method="dialog">
        <button type="submit" className="button">
          OK
        </button>
      </form>
    </dialog>
  )
}
