import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { loadApi } from './load-api.ts'
import { useClientStore } from './store-context.tsx'
import type { ClientStore, PendingDish } from './store.ts'

/**
 * A dish chosen on the default menu waits for a restaurant. Once one is chosen (its menu and a new order in the
 * store), the dish is added at that restaurant's price with the options the visitor ticked, and that is said aloud:
 * the visitor lands on the basket while it is added, with nothing else to hear of it. If the restaurant does not sell
 * it, the visitor is told so. Closing the selector without choosing drops it (location-selector.tsx).
 */
export function PendingDishWatcher() {
  const added = usePendingDish()
  // Mounted since the dish began to wait, so the line is in the page before its sentence arrives and is announced.
  return (
    <p className="visually-hidden" role="status">
      {added}
    </p>
  )
}

function usePendingDish(): string {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const [added, setAdded] = useState('')
  const waiting = snap.pendingDish !== null
  const ready = waiting && snap.location !== null && snap.activeMenu !== null && snap.activeOrder !== null
  useEffect(() => {
    if (!ready || !store.pendingDish) return
    const dish = store.pendingDish
    store.pendingDish = null
    setAdded('')
    void addPendingDish(store, dish, (to) => void navigate(to)).then((done) => {
      if (done) setAdded(`${dish.quantity > 1 ? `${dish.quantity} × ` : ''}${dish.name} added to your order.`)
    })
  }, [ready, store, navigate])
  return added
}

/** Adds the dish that waited; true once it is in the basket. */
async function addPendingDish(store: ClientStore, dish: PendingDish, navigate: (to: string) => void): Promise<boolean> {
  const [api, { findProduct, unmetGroups, choiceList, choiceTotals }, { addToOrder }] = await Promise.all([
    loadApi(store, navigate),
    import('./order-choices.ts'),
    import('./order-actions.ts'),
  ])
  const menu = store.activeMenu
  const location = store.location
  if (!menu || !location) return false
  const product = findProduct(menu, dish.productId)
  if (!product) {
    store.activeErrors = [`${dish.name} is not on the menu at Perkins ${location.name}.`]
    return false
  }
  const chosen = new Set(dish.optionIds)
  // This restaurant's dish asks for a choice the visitor has not made here: let them make it on its own page.
  if (unmetGroups(product, chosen).size > 0) {
    navigate(`/order/product?id=${product.id}`)
    return false
  }
  return addToOrder(api, store, {
    productId: product.id,
    name: product.name,
    quantity: dish.quantity,
    choices: choiceList(product, chosen),
    unitPrice: choiceTotals(product, chosen).unitPrice,
  })
}
