import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

/** Shows the visible error list. Closing it goes to the saved redirect unless that is /order/product. */
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
      <form method="dialog">
        <button type="submit" className="button">
          OK
        </button>
      </form>
    </dialog>
  )
}
