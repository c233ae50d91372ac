import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'
import { lineChoices } from '../components/ordering/line-choices.ts'
import { AccountNav } from '../components/account/account-nav.tsx'
import { ReorderButton } from '../components/account/reorder-button.tsx'
import { MemberOnly } from '../components/account/member-only.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import { adoptReorderedBasket } from '../state/account-reorder.ts'
import { restaurantNameOf } from '../state/order-details.ts'
import { SiteLink } from '../components/layout/site-link.tsx'
import { useClientStore } from '../state/store-context.tsx'
import type { ApiResult } from '../api.ts'
import { useApi } from '../use-api.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import '../styles/controls.css'
import '../styles/account.css'

// /account/history: recent orders (reorder, or save as a favourite with a name) and favourite orders (reorder).
// A reorder fills a new basket at the same store, makes it the active order and opens the basket (/order); over a cart
// that holds something, it asks first (reorder-button.tsx).

interface FavoriteOrder {
  id: number
  description: string
  products: OrderedItem[]
}

interface OrderedItem {
  name: string
  quantity: number
  choices: readonly { name?: string | undefined }[]
}

/** orders/faves answers { faves: [...] } (the sandbox's shape); entries without an id and a name are skipped. */
function favoritesOf(body: unknown): FavoriteOrder[] {
  const list = (body as { faves?: unknown } | null)?.faves
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    const fave = (item ?? {}) as { id?: unknown; description?: unknown; products?: unknown }
    if (typeof fave.id !== 'number' || typeof fave.description !== 'string') return []
    const products = Array.isArray(fave.products)
      ? fave.products.flatMap((p: unknown) => {
          const { name, quantity, choices } = (p ?? {}) as { name?: unknown; quantity?: unknown; choices?: unknown }
          if (typeof name !== 'string' || typeof quantity !== 'number') return []
          const named = Array.isArray(choices)
            ? choices.flatMap((choice: unknown) => {
                const choiceName = (choice as { name?: unknown } | null)?.name
                return typeof choiceName === 'string' ? [{ name: choiceName }] : []
              })
            : []
          return [{ name, quantity, choices: named }]
        })
      : []
    return [{ id: fave.id, description: fave.description, products }]
  })
}

const placedOn = (order: Order): string => {
  const placed = (order as { placed_at?: unknown }).placed_at
  if (typeof placed !== 'string') return 'Past order'
  const date = new Date(placed)
  return Number.isNaN(date.getTime()) ? 'Past order' : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
}

/** "2 × Buttermilk Pancakes (Full Stack (5), Strawberry Topping)": each item with the choices it was ordered with. */
const itemsOf = (products: readonly OrderedItem[]) =>
  products.map((p) => {
    const choices = lineChoices(p)
    return `${p.quantity} × ${p.name}${choices ? ` (${choices})` : ''}`
  })

function SaveFavoriteForm({ order, onSaved }: { order: Order; onSaved: (faves: FavoriteOrder[]) => void }) {
  const api = useApi()
  const fieldId = `favorite-name-${order.id}`
  const [open, setOpen] = useState(false)
  // Closed by Save or Cancel, whose buttons go with the form: the keyboard goes back to "Save as favorite".
  const opener = useRef<HTMLButtonElement>(null)
  const closedByForm = useRef(false)
  useEffect(() => {
    if (open || !closedByForm.current) return
    closedByForm.current = false
    opener.current?.focus()
  }, [open])
  const close = () => {
    closedByForm.current = true
    setOpen(false)
  }
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (name.trim() === '') {
      setError('Please name your favorite order.')
      document.getElementById(fieldId)?.focus()
      return
    }
    setBusy(true)
    setError('')
    const saved = await api.ordersFavesCreate({ id: order.id, description: name.trim() }, { suppressErrors: true })
    setBusy(false)
    if (!saved.ok) return setError(saved.messages.join(' ') || TROUBLE_MESSAGE)
    close()
    setName('')
    onSaved(favoritesOf(saved.data))
  }

  if (!open) {
    return (
      <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Save as favorite<span className="visually-hidden">{` the order of ${placedOn(order)}`}</span>
      </button>
    )
  }
  return (
    <form className="favorite-form" noValidate onSubmit={(event) => void save(event)}>
      <div className="field">
        <label htmlFor={fieldId}>Name this favorite</label>
        <input
          id={fieldId}
          type="text"
          maxLength={128}
          value={name}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-error`}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={`${fieldId}-error`} className="field-error" aria-live="polite">
          {error}
        </p>
      </div>
      <div className="account-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          Save favorite
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  )
}

function History() {
  const store = useClientStore()
  const api = useApi()
  const navigate = useNavigate()
  const [recent, setRecent] = useState<Order[] | null>(null)
  const [favorites, setFavorites] = useState<FavoriteOrder[] | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    const [orders, faves] = await Promise.all([api.ordersRecent(), api.ordersFavesList()])
    if (orders.ok) setRecent(orders.data)
    if (faves.ok) setFavorites(favoritesOf(faves.data))
  }, [api])

  useEffect(() => {
    void load()
  }, [load])

  async function reorder(call: () => Promise<ApiResult<Order>>) {
    if (busy) return
    setBusy(true)
    store.loading = true
    try {
      const basket = await call()
      if (!basket.ok || !(await adoptReorderedBasket(api, store, basket.data))) return
      void navigate('/order')
    } finally {
      store.loading = false
      setBusy(false)
    }
  }

  // Both lists arrive together: until then one status holds the screen, so neither card moves the other, nor the
  // footer, when they fill in.
  if (recent === null && favorites === null) {
    return (
      <p className="account-loading" role="status">
        Loading your orders…
      </p>
    )
  }
  return (
    <div className="account-sections">
      <section className="account-card" aria-labelledby="history-recent">
        <h2 id="history-recent">Recent orders</h2>
        {recent === null ? (
          <p role="status">Loading your orders…</p>
        ) : recent.length === 0 ? (
          <p>No orders yet. Orders you place while signed in appear here.</p>
        ) : (
          <ul className="account-list">
            {recent.map((order) => (
              <li key={order.id} className="order-card">
                <p className="order-card__meta">
                  {/* Where it was ordered from tells apart orders of the same day. */}
                  {`${placedOn(order)} · ${formatMoney(order.totals.total)}`}
                  {restaurantNameOf(order) ? ` · Perkins ${restaurantNameOf(order)}` : null}
                  {order.status === 'Cancelled' ? <span className="tag tag--closed order-card__cancelled">Cancelled</span> : null}
                </p>
                {order.preorder ? (
                  <p className="order-card__pickup">
                    {order.preorder.title}: pickup <strong>{order.preorder.pickup.label}</strong>
                  </p>
                ) : null}
                <ul className="order-card__items">
                  {itemsOf(order.products).map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
                <div className="account-actions">
                  <ReorderButton
                    name={` the order of ${placedOn(order)}`}
                    onReorder={() => void reorder(() => api.ordersReorder({ id: order.id }))}
                  />
                  <SiteLink to={`/order/confirm?id=${encodeURIComponent(order.id)}`} className="button button--secondary">
                    View order<span className="visually-hidden">{` of ${placedOn(order)}`}</span>
                  </SiteLink>
                  <SaveFavoriteForm
                    order={order}
                    onSaved={(faves) => {
                      setFavorites(faves)
                      setStatus('Saved to your favorite orders.')
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="account-card" aria-labelledby="history-favorites">
        <h2 id="history-favorites">Favorite orders</h2>
        <p role="status">{status}</p>
        {favorites === null ? (
          <p>Loading your favorites…</p>
        ) : favorites.length === 0 ? (
          <p>No favorite orders yet. Save a recent order as a favorite to reorder it in one step.</p>
        ) : (
          <ul className="account-list">
            {favorites.map((fave) => (
              <li key={fave.id} className="order-card">
                <h3>{fave.description}</h3>
                <ul className="order-card__items">
                  {itemsOf(fave.products).map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
                <ReorderButton
                  name={` ${fave.description}`}
                  onReorder={() => void reorder(() => api.ordersFavesReorder({ id: fave.id }))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export function Component() {
  return (
    <section className="account-page" aria-labelledby="history-title">
      <PageMeta
        title="Order History | Perkins Restaurant & Bakery"
        description="Your recent and favorite Perkins orders, ready to reorder."
      />
      <h1 id="history-title">Order History</h1>
      <MemberOnly>
        <AccountNav />
        <History />
      </MemberOnly>
    </section>
  )
}
