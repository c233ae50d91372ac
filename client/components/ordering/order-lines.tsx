import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { formatMoney } from '#shared/money.ts'
import { useApi } from '../../use-api.ts'
import { setLineQuantity } from '../../state/order-actions.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { lineChoices } from './line-choices.ts'
import { QuantitySelect } from './quantity-select.tsx'
import { SiteLink } from '../layout/site-link.tsx'
import { focusMainHeading } from '../layout/page-arrival.tsx'
import { unlessBusy } from '../forms/unless-busy.ts'

/** The product screen's address for editing one basket line (cat, id, cid). */
function editLinePath(line: { id: number; product_id: number }, category: number | null): string {
  const params = new URLSearchParams({
    ...(category !== null ? { cat: String(category) } : {}),
    id: String(line.product_id),
    cid: String(line.id),
  })
  return `/order/product?${params}`
}

/**
 * The basket's lines with a quantity choice each, for the cart panel and the basket screen. Quantity 0 removes a
 * line; after a removal the totals are revalidated, and an emptied basket goes to /order.
 */
export function OrderLines({ editable = false, onLeave }: { editable?: boolean; onLeave?: () => void }) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const navigate = useNavigate()
  // Changes in flight: they are sent one after another (basket-changes.ts), so a quantity may change meanwhile.
  const [pending, setPending] = useState(0)
  const busy = pending > 0
  const lines = snap.activeOrder?.products.filter((line) => line.quantity > 0) ?? []
  const quantitySelects = useRef(new Map<number, HTMLSelectElement>())
  // The basket screen and the cart panel over it list the same lines: each list's boxes need ids of their own, or a
  // label names the other list's box (and one box gets two labels).
  const listId = useId()
  // A line removed is said, not only the totals it changes; its name is gone from the list with it.
  const [removed, setRemoved] = useState('')

  const change = async (lineId: number, quantity: number) => {
    // Where focus goes if this line leaves: the line after it, else the one before.
    const index = lines.findIndex((line) => line.id === lineId)
    const neighbour = lines[index + 1]?.id ?? lines[index - 1]?.id
    const row = quantitySelects.current.get(lineId)?.closest('li')
    const name = lines[index]?.name ?? ''
    setRemoved('')
    setPending((count) => count + 1)
    try {
      const outcome = await setLineQuantity(api, store, lineId, quantity)
      if (outcome === 'emptied') {
        onLeave?.()
        // On the basket screen already, the page stays and the line's controls are gone: focus goes to its heading,
        // as it does when the cart panel's last line sends the visitor here.
        const staying = window.location.pathname === '/order'
        navigate('/order')
        if (staying) focusMainHeading()
      } else if (!store.activeOrder?.products.some((line) => line.id === lineId && line.quantity > 0)) {
        setRemoved(`${name} removed from your order.`)
        // The removed line's controls are gone with it; focus stays among the lines instead of falling to the page
        // (unless the visitor had already moved on: a keyboard's 0 is applied as it leaves the box).
        const active = document.activeElement
        const fell = !active || active === document.body || !active.isConnected || Boolean(row?.contains(active))
        if (fell && neighbour !== undefined) quantitySelects.current.get(neighbour)?.focus()
      }
    } finally {
      setPending((count) => count - 1)
    }
  }

  const categoryOf = (productId: number): number | null => {
    for (const category of snap.activeMenu?.categories ?? [])
      if (category.products.some((product) => product.id === productId)) return category.id
    return null
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      <ul className="order-lines" aria-busy={busy}>
        {lines.map((line) => {
          const choices = lineChoices(line)
          return (
            <li key={line.id} className="order-line">
              <div className="order-line__main">
                <span className="order-line__name">{line.name}</span>
                {choices ? <span className="order-line__choices">{choices}</span> : null}
                {editable ? (
                  <span className="order-line__actions">
                    <SiteLink to={editLinePath(line, categoryOf(line.product_id))} aria-label={`Edit ${line.name}`} onClick={onLeave}>
                      Edit
                    </SiteLink>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Remove ${line.name}`}
                      aria-disabled={busy || undefined}
                      onClick={unlessBusy(busy, () => void change(line.id, 0))}
                    >
                      Remove
                    </button>
                  </span>
                ) : null}
              </div>
              <QuantitySelect
                id={`${listId}quantity-${line.id}`}
                label={`Quantity of ${line.name}`}
                value={line.quantity}
                selectRef={(select) => {
                  if (select) quantitySelects.current.set(line.id, select)
                  else quantitySelects.current.delete(line.id)
                }}
                onChange={(quantity) => void change(line.id, quantity)}
              />
              <span className="order-line__price">{formatMoney(line.cost.total)}</span>
            </li>
          )
        })}
      </ul>
    </>
  )
}
