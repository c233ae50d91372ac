import { DEFAULT_MENU_ID, QUANTITY_MAX, QUANTITY_MIN } from '#shared/constants.ts'
import type { Order, OrderLine } from '#shared/schemas/order.ts'
import type { Api } from '../api.ts'
import { pushCartEvent } from './order-analytics.ts'
import { abandonReplacedBasket } from './abandon-basket.ts'
import { askedAt, changeBasket, stillAt, takeBasket, type AskedAt } from './basket-changes.ts'
import type { ClientStore } from './store.ts'

// Basket actions: add a product, change a line's quantity (0 removes it, a negative one is ignored),
// revalidate after a removal. Each returns whether it worked; failures are already in the store's error list.
// Adds and line changes wait their turn with every other basket change (basket-changes.ts), so a quick second change
// never races the first one's answer; one whose visitor has moved on by its turn (signed out, another restaurant) is
// not sent, and an answer about a basket they have left is dropped. `revalidate` is not queued itself: it runs
// inside a queued change, and a queued change that waited for the queue would wait for itself.

const unitPrice = (line: Pick<OrderLine, 'cost' | 'quantity'>) =>
  line.quantity > 0 ? Math.round((line.cost.total / line.quantity) * 100) / 100 : 0

export interface NewLine {
  productId: number
  name: string
  quantity: number
  /** the call table's comma list of option ids, '' for none. */
  choices: string
  unitPrice: number
}

/** The active basket, or a new one at the chosen restaurant when the last was placed or cleared. */
async function ensureOrder(api: Api, store: ClientStore, asked: AskedAt): Promise<Order | null> {
  if (store.activeOrder) return store.activeOrder
  const location = store.location
  if (!location) return null
  // The menu in effect at this store (for one without its own, the one it orders from) is the basket's menu.
  const menuId = store.activeMenu?.id ?? location.menu_id ?? DEFAULT_MENU_ID
  const created = await api.ordersCreate({ menu_id: menuId, location_id: location.id })
  if (!created.ok) return null
  // The visitor moved on while it was made (another restaurant, signed out or in), or another tab made one here
  // meanwhile: the new basket is given up, and the dish goes into theirs only if it is still where they asked.
  if (store.activeOrder || !stillAt(store, asked)) {
    abandonReplacedBasket(api, created.data, null)
    return stillAt(store, asked) ? store.activeOrder : null
  }
  store.activeOrder = created.data
  return created.data
}

export function addToOrder(api: Api, store: ClientStore, item: NewLine): Promise<boolean> {
  const asked = askedAt(store)
  return changeBasket(async () => {
    if (!stillAt(store, asked)) return false
    const order = await ensureOrder(api, store, asked)
    if (!order) return false
    const added = await api.ordersProductsAdd(
      { id: order.id },
      { products: [{ product_id: item.productId, quantity: item.quantity, ...(item.choices ? { choices: item.choices } : {}) }] },
    )
    if (!added.ok) return false
    const updated = added.data
    if (!takeBasket(store, updated)) return false
    pushCartEvent(
      'add_to_cart',
      {
        item_id: item.productId,
        item_name: item.name,
        location_id: store.location?.id ?? null,
        price: item.unitPrice,
        quantity: item.quantity,
      },
      Boolean(updated.preorder),
    )
    return true
  })
}

/** Replaces a line's choices and quantity (the product screen's edit of an existing line). */
export function updateLine(api: Api, store: ClientStore, lineId: number, quantity: number, choices: string): Promise<boolean> {
  const asked = askedAt(store)
  return changeBasket(async () => {
    const order = store.activeOrder
    if (!order || asked.basketId === null || !stillAt(store, asked)) return false
    const updated = await api.ordersProductUpdate({ id: order.id, productId: lineId }, { id: lineId, quantity, choices })
    return updated.ok && takeBasket(store, updated.data)
  })
}

/** What the caller should do after a quantity change: nothing more, or go to /order because the basket is empty. */
type QuantityOutcome = 'ignored' | 'failed' | 'changed' | 'emptied'

/**
 * Sets a line's quantity: 0 to 99; 0 removes the line; anything else (negative, too many, not a whole
 * number) is ignored. After a removal the basket is revalidated for its taxes and totals, or, if it is now empty,
 * the outcome says so and the caller goes to /order.
 */
export function setLineQuantity(api: Api, store: ClientStore, lineId: number, quantity: number): Promise<QuantityOutcome> {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) return Promise.resolve('ignored')
  const asked = askedAt(store)
  return changeBasket(async () => {
    const order = store.activeOrder
    const line = order?.products.find((candidate) => candidate.id === lineId)
    if (!order || !line || asked.basketId === null || !stillAt(store, asked)) return 'failed'
    if (line.quantity === quantity) return 'ignored'
    const changed =
      quantity === 0
        ? await api.ordersProductRemove({ id: order.id, productId: lineId })
        : await api.ordersProductUpdate({ id: order.id, productId: lineId }, { id: lineId, quantity })
    if (!changed.ok) return 'failed'
    const updated = changed.data
    if (!takeBasket(store, updated)) return 'failed'
    const delta = quantity - line.quantity
    pushCartEvent(
      delta > 0 ? 'add_to_cart' : 'remove_from_cart',
      {
        item_id: line.product_id,
        item_name: line.name,
        location_id: store.location?.id ?? null,
        price: unitPrice(line),
        quantity: Math.abs(delta),
      },
      Boolean(updated.preorder),
    )
    if (quantity > 0) return 'changed'
    if (updated.products.length === 0) return 'emptied'
    await revalidate(api, store, updated)
    return 'changed'
  })
}

/**
 * Asks the upstream for the basket's authoritative taxes and totals. Quiet on failure: a basket that cannot be
 * placed yet (no time chosen, store closing) is still a basket; checkout says why when it matters.
 */
export async function revalidate(api: Api, store: Pick<ClientStore, 'activeOrder'>, order: Pick<Order, 'id'>): Promise<boolean> {
  const validated = await api.ordersValidate({ id: order.id }, { suppressErrors: true })
  return validated.ok && takeBasket(store, validated.data)
}
