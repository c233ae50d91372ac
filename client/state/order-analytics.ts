import { CURRENCY } from '#shared/constants.ts'
import { pushToDataLayer } from './page-view-analytics.ts'

// Analytics: add_to_cart and remove_from_cart pushed to the tag manager's dataLayer in GA4's ecommerce
// shape, each with `preorder` (whether the basket is a holiday pre-order), and select_preorder_pickup when a
// holiday pickup is chosen. Nothing here may ever break ordering, so a page without a dataLayer gets one; with
// Global Privacy Control on, nothing is pushed.

interface CartItem {
  item_id: number
  item_name: string
  location_id: number | null
  /** One item's price in dollars. */
  price: number
  quantity: number
}

export function pushCartEvent(event: 'add_to_cart' | 'remove_from_cart', item: CartItem, preorder = false): void {
  if (typeof window === 'undefined' || item.quantity <= 0) return
  // GA4 keeps ecommerce objects between pushes unless cleared first.
  pushToDataLayer({ ecommerce: null })
  pushToDataLayer({
    event,
    preorder,
    ecommerce: { currency: CURRENCY, value: Math.round(item.price * item.quantity * 100) / 100, items: [item] },
  })
}

/** A holiday pickup chosen at checkout: which window, the pickup day (the restaurant's date) and the restaurant. */
export function pushPreorderPickupEvent(choice: { window: string; pickupDate: string; locationId: number }): void {
  if (typeof window === 'undefined') return
  pushToDataLayer({
    event: 'select_preorder_pickup',
    preorder: true,
    preorder_window: choice.window,
    pickup_date: choice.pickupDate,
    location_id: choice.locationId,
  })
}
