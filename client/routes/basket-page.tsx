import { useSnapshot } from 'valtio'
import { PageMeta } from '../components/page-meta.tsx'
import { BasketNoticeMessage, useBasketNotice } from '../components/ordering/basket-notice.tsx'
import { MenuListing } from '../components/ordering/menu-listing.tsx'
import { OrderLines } from '../components/ordering/order-lines.tsx'
import { OrderTotals } from '../components/ordering/order-totals.tsx'
import { NoLocationYet, OrderingLocation } from '../components/ordering/ordering-location.tsx'
import { useBrowsingMenu } from '../state/browsing-menu.ts'
import { useClientStore } from '../state/store-context.tsx'
import '../styles/controls.css'
import '../styles/ordering.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// /order: the basket with its lines, each editable (to /order/product?cid=) and removable, and totals; while it is
// empty, the restaurant's menu under it.

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const order = snap.activeOrder
  const lines = order?.products.filter((line) => line.quantity > 0) ?? []
  const { menu, atRestaurant } = useBrowsingMenu()
  const notice = useBasketNotice()
  return (
    <section className="basket-page">
      <PageMeta title="Your Order | Perkins Restaurant & Bakery" description="Review your Perkins order before checkout." />
      <h1>Your Order</h1>
      <BasketNoticeMessage notice={notice} />
      {!snap.location ? (
        <NoLocationYet restored={snap.restored} />
      ) : (
        <>
          <OrderingLocation />
          {!order || lines.length === 0 ? (
            <>
              <div className="basket-page__empty">
                {/* Sent here from checkout, the notice above says it already. */}
                {notice ? null : <p>Looks like your cart is empty.</p>}
                <SiteLink to="/menu" className="button">
                  {order ? 'Add Items' : 'Start your order'}
                </SiteLink>
              </div>
              {/* Choosing a restaurant lands here: its food, not an empty page. */}
              {menu && atRestaurant ? <MenuListing menu={menu} /> : null}
            </>
          ) : (
            <div className="basket-page__layout">
              <OrderLines editable />
              <div className="basket-page__summary">
                {/* Said again when a quantity changes them, as the cart panel's subtotal is: what the change costs. */}
                <div role="status">
                  <OrderTotals order={order} />
                </div>
                <SiteLink to="/order/checkout" className="button button--block">
                  Proceed to Checkout
                </SiteLink>
                <SiteLink to="/menu" className="button button--secondary button--block">
                  Add Items
                </SiteLink>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  )
}
