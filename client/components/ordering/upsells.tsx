import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { formatMoney } from '#shared/money.ts'
import type { UpsellItem } from '#shared/schemas/menu.ts'
import { useApi } from '../../use-api.ts'
import { sendBasketChange } from '../../state/basket-changes.ts'
import { pushCartEvent } from '../../state/order-analytics.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { unlessBusy } from '../forms/unless-busy.ts'
import { focusAfterRemoval } from '../layout/focus-after-removal.ts'

const UPSELL_HEADING = 'May We Suggest'
const UPSELL_THANKS = 'Thanks for considering our menu item suggestions!'
// A few suggestions, so the way to checkout stays on a phone's first screen.
const MAX_SUGGESTIONS = 3

/**
 * Suggestions for the basket: headed 'May We Suggest', then thanks once one was added. An item that needs
 * choices comes back as an action, and the visitor goes to that product's page to make them.
 */
export function Upsells({ orderId, onLeave }: { orderId: string; onLeave: () => void }) {
  const store = useClientStore()
  const api = useApi()
  const navigate = useNavigate()
  const [items, setItems] = useState<UpsellItem[]>([])
  const addButtons = useRef(new Map<UpsellItem['id'], HTMLButtonElement>())
  const [added, setAdded] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    void api.upsellsGet({ id: orderId }).then((found) => {
      if (current && found.ok) setItems(found.data.items.slice(0, MAX_SUGGESTIONS))
    })
    return () => {
      current = false
    }
  }, [api, orderId])

  if (items.length === 0 && !added) return null

  const add = async (item: UpsellItem) => {
    setBusy(true)
    try {
      // A dish that needs choices first answers with where to make them, and no basket.
      const added = await sendBasketChange(
        store,
        orderId,
        () => api.upsellsAdd({ id: orderId }, { items: [{ id: item.id, quantity: 1 }] }),
        (answer) => ('action' in answer ? null : answer),
      )
      if (!added?.ok) return
      const answer = added.data
      if ('action' in answer) {
        const params = new URLSearchParams({
          ...(item.category !== null ? { cat: String(item.category) } : {}),
          id: String(answer.product_id),
        })
        onLeave()
        navigate(`/order/product?${params}`)
        return
      }
      pushCartEvent('add_to_cart', {
        item_id: item.product_id,
        item_name: item.name,
        location_id: store.location?.id ?? null,
        price: item.cost,
        quantity: 1,
      })
      setItems((current) => current.filter((candidate) => candidate.id !== item.id))
      setAdded(true)
      // The suggestion added leaves the list: the keyboard goes to the next one's Add, or to the thanks.
      focusAfterRemoval(
        items,
        item.id,
        items.filter((candidate) => candidate.id !== item.id),
        addButtons.current,
        'upsells-heading',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="upsells" aria-labelledby="upsells-heading">
      {/* Takes focus when the last suggestion is added. */}
      <h3 id="upsells-heading" aria-live="polite" tabIndex={-1}>
        {added ? UPSELL_THANKS : UPSELL_HEADING}
      </h3>
      {items.length > 0 ? (
        <ul className="upsells__list">
          {items.map((item) => (
            <li key={item.id} className="upsells__item">
              <span>
                {item.name} <span className="upsells__price">{formatMoney(item.cost)}</span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                ref={(button) => {
                  if (button) addButtons.current.set(item.id, button)
                  else addButtons.current.delete(item.id)
                }}
                aria-disabled={busy || undefined}
                aria-label={`Add ${item.name}`}
                onClick={unlessBusy(busy, () => void add(item))}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
