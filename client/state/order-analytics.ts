import { CURRENCY } from '#shared/constants.ts'
import { pushToDataLayer } from './page-view-analytics.ts'

// Analytics: add_to_cart and remove_from_cart pushed to the tag manager's dataLayer in GA4's ecommerce
// shape. Nothing here may ever break ordering, so a page without a dataLayer gets one; with Global Privacy Control
// on, nothing is pushed.

interface CartItem {
  item_id: number
  item_name: string
  location_id: number | null
  /** One item's price in dollars. */
  price: number
  quantity: number
}

export function pushCartEvent(event: 'add_to_cart' | 'remove_from_cart', item: CartItem): void {
  if (typeof window === 'undefined' || item.quantity <= 0) return
  // GA4 keeps ecommerce objects between pushes unless cleared first.
  pushToDataLayer({ ecommerce: null })
  pushToDataLayer({
    event,
    ecommerce: { currency: CURRENCY, value: Math.round(item.price * item.quantity * 100) / 100, items: [item] },
  })
}
