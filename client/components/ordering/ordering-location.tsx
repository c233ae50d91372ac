import { useSnapshot } from 'valtio'
import type { Location } from '#shared/schemas/location.ts'
import type { OrderType } from '#shared/schemas/order.ts'
import { useClientStore } from '../../state/store-context.tsx'

/** "Ordering from Perkins Eagan, Eagan, MN", or "Delivery from …": the line and the note both say it so. */
function OrderingFrom({ location, orderType }: { location: Pick<Location, 'name' | 'city' | 'state'>; orderType: OrderType }) {
  return (
    <>
      {orderType === 'delivery' ? 'Delivery from' : 'Ordering from'} <strong>Perkins {location.name}</strong>, {location.city},{' '}
      {location.state}
    </>
  )
}

/** "Ordering from Eagan, MN" with a way to change the restaurant (the location selector). */
export function OrderingLocation() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  if (!snap.location) return null
  return (
    <p className="ordering-location">
      <span>
        <OrderingFrom location={snap.location} orderType={snap.orderType} />
      </span>
      <button type="button" className="link-button" onClick={() => (store.locationSelectorOpen = true)}>
        Change location
      </button>
    </p>
  )
}

/** What an ordering screen shows before a restaurant is chosen (the selector opens over it on its own). */
export function NoLocationYet({ restored }: { restored: boolean }) {
  const store = useClientStore()
  if (!restored)
    return (
      <div className="ordering-placeholder ordering-placeholder--loading">
        <p>Loading your order…</p>
        {/* The order lives in the browser, read by the page's scripts: without them it would wait for ever. */}
        <noscript>
          <p>
            Ordering online needs JavaScript, which is off in this browser. To order by phone, find your Perkins on{' '}
            <a href="/locations">our locations page</a>.
          </p>
        </noscript>
      </div>
    )
  return (
    <div className="ordering-placeholder">
      <p>Choose a restaurant to see its menu and prices.</p>
      <button type="button" className="button" onClick={() => (store.locationSelectorOpen = true)}>
        Start your order
      </button>
    </div>
  )
}

/**
 * Above a menu or a dish: the restaurant the visitor orders from, with a way to change it, or before one is chosen,
 * that prices are a guide. The server never knows the visitor's restaurant (it is kept in the browser), so it sends
 * the second and a returning visitor's page swaps in the first after hydration: both take the same box, so the food
 * below does not move.
 */
export function RestaurantNote({ atRestaurant }: { atRestaurant: boolean }) {
  return atRestaurant ? <ChosenRestaurantNote /> : <ChooseRestaurantNote />
}

function ChosenRestaurantNote() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  if (!snap.location) return <ChooseRestaurantNote />
  return (
    <div className="menu-preview-note menu-preview-note--chosen">
      <p>
        <OrderingFrom location={snap.location} orderType={snap.orderType} />
      </p>
      <button type="button" className="button button--secondary" onClick={() => (store.locationSelectorOpen = true)}>
        Change location
      </button>
    </div>
  )
}

/** Above the default menu: its prices are a guide, and ordering starts with a restaurant. */
function ChooseRestaurantNote() {
  const store = useClientStore()
  return (
    // The note is in the server's HTML: pressed before the scripts run, the form goes to the restaurant finder
    // instead of doing nothing; once they run, the button opens the location selector in place.
    <form className="menu-preview-note" method="get" action="/locations">
      <p>Prices vary by restaurant. Choose yours to order.</p>
      <button
        type="submit"
        className="button"
        onClick={(event) => {
          event.preventDefault()
          store.locationSelectorOpen = true
        }}
      >
        Choose a restaurant
      </button>
    </form>
  )
}
