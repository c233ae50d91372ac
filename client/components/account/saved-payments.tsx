import { useEffect, useRef, useState } from 'react'
import { cardExpiry } from '#shared/saved-card-rules.ts'
import { savedCardsOf, type SavedCard } from '../../state/saved-cards.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { DeleteRowButton } from './delete-row.tsx'
import { focusAfterRemoval } from '../layout/focus-after-removal.ts'

// The member's saved cards (members/payments), each once, with its expiry and a way to delete it. An expired card
// says so: checkout no longer offers it, and deleting it is the member's choice. After a delete, focus moves as in
// the saved addresses (focus-after-removal.ts).

type SavedPayment = SavedCard

/** "Visa ending 4242, expires 12/30" or "…, expired 10/26". */
function cardLine(card: SavedPayment): string {
  const expiry = cardExpiry(card)
  if (expiry === null) return card.description
  return `${card.description}, ${card.expired ? 'expired' : 'expires'} ${expiry}`
}

interface Props {
  /** The id of the section's heading, which takes focus when the last card goes. */
  headingId: string
}

export function SavedPayments({ headingId }: Props) {
  const store = useClientStore()
  const api = useApi()
  const [payments, setPayments] = useState<SavedPayment[] | null>(null)
  const [status, setStatus] = useState('')
  const deleteButtons = useRef(new Map<SavedPayment['id'], HTMLButtonElement>())

  useEffect(() => {
    let current = true
    void api.membersPayments().then((answer) => {
      if (!current || !answer.ok) return
      const list = savedCardsOf(answer.data)
      setPayments(list)
    })
    return () => {
      current = false
    }
  }, [api, store])

  async function remove(payment: SavedPayment, list: readonly SavedPayment[]) {
    const done = await api.membersPaymentRemove({ id: payment.id })
    if (!done.ok) return
    // From the list as it is now: another card deleted while this answer was on its way stays deleted.
    setPayments((current) => current?.filter((item) => item.id !== payment.id) ?? current)
    setStatus(`${payment.description} was removed.`)
    focusAfterRemoval(
      list,
      payment.id,
      list.filter((item) => item.id !== payment.id),
      deleteButtons.current,
      headingId,
    )
  }

  return (
    <>
      <p role="status" className="account-status">
        {status}
      </p>
      {payments === null ? (
        <p className="account-card__loading">Loading your saved payments…</p>
      ) : payments.length === 0 ? (
        <p>You have no saved payment methods. Cards you save at checkout appear here.</p>
      ) : (
        <ul className="account-list">
          {payments.map((payment) => (
            <li key={payment.id}>
              <span>{cardLine(payment)}</span>
              <DeleteRowButton
                id={payment.id}
                what={payment.description}
                deleteButtons={deleteButtons.current}
                onDelete={() => void remove(payment, payments)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
