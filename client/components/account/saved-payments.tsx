import { useEffect, useState } from 'react'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'

// The member's saved cards (members/payments), each with a way to delete it.

interface SavedPayment {
  id: number
  description: string
}

/** members/payments answers { payments: [...] } (the sandbox's shape); anything else reads as no cards. */
function paymentsOf(body: unknown): SavedPayment[] {
  const list = (body as { payments?: unknown } | null)?.payments
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    const { id, description } = (item ?? {}) as { id?: unknown; description?: unknown }
    return typeof id === 'number' && typeof description === 'string' ? [{ id, description }] : []
  })
}

export function SavedPayments() {
  const store = useClientStore()
  const api = useApi()
  const [payments, setPayments] = useState<SavedPayment[] | null>(null)
  const [status, setStatus] = useState('')

  useEffect(() => {
    let current = true
    void api.membersPayments().then((body) => {
      if (!current || body === undefined) return
      const list = paymentsOf(body)
      setPayments(list)
    })
    return () => {
      current = false
    }
  }, [api, store])

  async function remove(payment: SavedPayment) {
    const done = await api.membersPaymentRemove({ id: payment.id })
    if (!done) return
    const rest = (payments ?? []).filter((item) => item.id !== payment.id)
    setPayments(rest)
    setStatus(`${payment.description} was removed.`)
  }

  return (
    <>
      <p role="status">{status}</p>
      {payments === null ? (
        <p>Loading your saved payments…</p>
      ) : payments.length === 0 ? (
        <p>You have no saved payment methods. Cards you save at checkout appear here.</p>
      ) : (
        <ul className="account-list">
          {payments.map((payment) => (
            <li key={payment.id}>
              <span>{payment.description}</span>
              <button type="button" className="button button--secondary" onClick={() => void remove(payment)}>
                Delete<span className="visually-hidden">{` ${payment.description}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
