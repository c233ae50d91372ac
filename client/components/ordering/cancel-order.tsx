import { useEffect, useRef, useState } from 'react'
import type { Order } from '#shared/schemas/order.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { useModalDialog } from '../layout/use-modal-dialog.ts'
import { useApi } from '../../use-api.ts'
import { paymentsOf } from '../../state/order-details.ts'
import '../../styles/cancel-order.css'

// "Cancel order" on the confirmation: asked first in a dialog, then DELETE orders/{id}. Whether it may still be
// cancelled is the upstream's call (until the kitchen starts); its refusal is shown in its own words and the order
// stays as it was. Focus: "Keep my order" on open (the safe choice), back to the button on close, and to the outcome
// when the button is gone.

/** Statuses in which a cancel is worth offering: once the food is ready or the order is done, it never is. */
const CANCELLABLE = new Set(['Received', 'Scheduled', 'In Progress'])

interface Props {
  order: Order
  /**
   * What proves the visitor may cancel: undefined for a member (the ordering token goes with every order call), a
   * guest's claim token held by the tab that placed the order, or null for a guest without one, who is not offered
   * the button (the upstream would refuse: a shared confirmation link must not cancel someone's order).
   */
  claim: string | null | undefined
  onCancelled: (order: Order) => void
}

export function CancelOrder({ order, claim, onCancelled }: Props) {
  const api = useApi()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const keepRef = useRef<HTMLButtonElement>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const dialogRef = useModalDialog(asking, () => setAsking(false), keepRef)
  // After the dialog's own effect has closed it (and handed focus back to a button that is now gone), the outcome
  // takes focus, so the keyboard stays where the visitor is.
  const [answered, setAnswered] = useState(0)
  useEffect(() => {
    if (answered > 0) outcomeRef.current?.focus()
  }, [answered])
  const status = typeof order.status === 'string' ? order.status : null

  async function cancel() {
    if (busy) return
    setBusy(true)
    const cancelled = await api.ordersCancel({ id: order.id }, { suppressErrors: true, ...(claim ? { token: claim } : {}) })
    setBusy(false)
    setAsking(false)
    // The answer is the cancelled order (its status), laid over what the confirmation already shows.
    if (cancelled.ok) onCancelled({ ...order, ...(typeof cancelled.data === 'object' && cancelled.data !== null ? cancelled.data : {}) })
    else setRefusal(cancelled.messages.join(' ') || TROUBLE_MESSAGE)
    setAnswered((count) => count + 1)
  }

  // Only money taken ahead goes back; an order paid in store has none to return.
  const paidAhead = paymentsOf(order).some((payment) => payment.kind !== 'instore' && payment.amount > 0)
  const refund = paidAhead ? ' Anything you paid goes back to where it came from.' : ''
  const offered = status !== null && CANCELLABLE.has(status) && refusal === null && claim !== null
  return (
    <div className="cancel-order">
      {offered ? (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Cancel order
        </button>
      ) : null}
      <p ref={outcomeRef} tabIndex={-1} className={refusal ? 'notice notice--error' : 'cancel-order__outcome'} role="status">
        {refusal ?? (status === 'Cancelled' ? `Your order is cancelled.${refund}` : '')}
      </p>
      <dialog ref={dialogRef} className="modal" aria-labelledby="cancel-order-title" aria-describedby="cancel-order-text">
        <h2 id="cancel-order-title">Cancel this order?</h2>
        <p id="cancel-order-text">This order will not be made.{refund}</p>
        <div className="modal__actions">
          <button type="button" className="button button--danger" aria-disabled={busy || undefined} onClick={() => void cancel()}>
            {busy ? 'Cancelling…' : 'Yes, cancel order'}
          </button>
          <button ref={keepRef} type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
            Keep my order
          </button>
        </div>
      </dialog>
    </div>
  )
}
