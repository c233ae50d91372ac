import { useId, useMemo } from 'react'
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import { useSnapshot } from 'valtio'
import type { Location } from '#shared/schemas/location.ts'
import { distanceLabel } from '#shared/distance-label.ts'
import { isOpenToday } from '#shared/location-hours.ts'
import { useApi } from '../../use-api.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { chooseLocation, deliversFrom, type LocationResult } from '../../state/location-actions.ts'
import { NO_ONLINE_ORDERS, orderingRulesOf, takesOnlineOrders } from '../../state/ordering-rules.ts'
import type { RootData } from '../../loaders.ts'
import { useModalDialog } from '../layout/use-modal-dialog.ts'
import { DeliveryAddressFields } from './delivery-address-fields.tsx'
import { LocationSearchForm } from './location-search-form.tsx'
import { LocationSearchResults } from './location-search-results.tsx'
import { OpenStatus } from './open-status.tsx'
import { useLocationSearch, type LocationSearchTexts } from './use-location-search.ts'
import '../../styles/controls.css'
import '../../styles/location-selector.css'
import { siteNow } from '#shared/site-clock.ts'
import { SiteLink } from '../layout/site-link.tsx'

// The selector's texts, word for word; the count found is ours, so a screen reader hears that the results arrived.
const PICKUP_HEADING = 'Find a Perkins location near you'
const DELIVERY_HEADING = 'Where would you like your food delivered?'
const TEXTS: LocationSearchTexts = {
  searching: 'Searching…',
  empty: 'No nearby locations.',
  found: (count) => (count === 0 ? 'No nearby locations.' : `${count} ${count === 1 ? 'location' : 'locations'} found`),
}

export function LocationSelector({ open, prefill }: { open: boolean; prefill: LocationResult[] | null }) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const ids = useId()
  const globals = (useRouteLoaderData('root') as RootData | undefined)?.globals ?? null
  const rules = useMemo(() => orderingRulesOf(globals), [globals])
  const delivery = snap.orderType === 'delivery'
  const search = useLocationSearch({
    texts: TEXTS,
    mode: delivery ? 'delivery' : 'text',
    initialResults: prefill,
    initialAddress: snap.orderAddress,
    onDeliveryAddress: (address) => (store.orderAddress = address),
    keepResultsWhileSearching: true,
  })
  const dialogRef = useModalDialog(
    open,
    () => {
      store.locationSelectorOpen = false
      // Closed without choosing a restaurant: a dish that waited for one is dropped, never added later by surprise.
      if (!store.location && !store.loading) store.pendingDish = null
    },
    search.firstFieldRef,
  )
  const deliverySearched = search.resultsFor === 'delivery'
  const found = search.results.length > 0

  function setOrderType(type: 'pickup' | 'delivery') {
    store.orderType = type
    // Results found for the other way of ordering would answer a question the visitor no longer asks.
    search.reset()
  }

  async function choose(location: Location) {
    await chooseLocation(api, store, location, (to, options) => void navigate(to, options), pathname, rules)
  }

  return (
    <dialog ref={dialogRef} className="location-selector" aria-labelledby={`${ids}-heading`}>
      <div className="location-selector__header">
        <h2 id={`${ids}-heading`}>{delivery ? DELIVERY_HEADING : PICKUP_HEADING}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => (store.locationSelectorOpen = false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <fieldset className="segmented">
        <legend className="visually-hidden">How would you like to get your food?</legend>
        <label>
          <input type="radio" name={`${ids}-type`} checked={!delivery} onChange={() => setOrderType('pickup')} />
          <span>Pickup</span>
        </label>
        <label>
          <input type="radio" name={`${ids}-type`} checked={delivery} onChange={() => setOrderType('delivery')} />
          <span>Delivery</span>
        </label>
      </fieldset>

      <LocationSearchForm
        search={search}
        label="Find a restaurant"
        className="location-search"
        fields={delivery ? <DeliveryAddressFields search={search} /> : undefined}
        findMe={!delivery}
        action="/locations"
      />

      {search.showResults ? (
        <section aria-labelledby={found ? `${ids}-results` : undefined} className="location-results">
          {/* Nothing found is said without it: a heading over no restaurants would name an empty section. */}
          {found ? <h3 id={`${ids}-results`}>Choose a Restaurant:</h3> : null}
          <LocationSearchResults search={search} className="location-results__list">
            {(location) => (
              <li key={location.id} className="location-result">
                <div className="location-result__text">
                  <p className="location-result__name">{location.name}</p>
                  <p id={`${ids}-address-${location.id}`} className="location-result__address">
                    {location.address}, {location.city}, {location.state} {location.zip}
                  </p>
                  {/* Every result tells whether it is open and today's hours, as the /locations cards do. */}
                  <OpenStatus location={location} className="location-result__hours" />
                  <p className="location-result__tags">
                    {location.distance !== undefined ? <span>{distanceLabel(location.distance, location.country)}</span> : null}
                    {location.menu_id === null && isOpenToday(location, siteNow()) ? <span className="tag">Open Today</span> : null}
                    {deliverySearched && !deliversFrom(location) ? <span className="tag">Available for pickup</span> : null}
                  </p>
                </div>
                {takesOnlineOrders(location, rules) ? (
                  // Two restaurants can share a name (two in Rochester): the address tells their buttons apart.
                  <button
                    type="button"
                    className="button"
                    aria-describedby={`${ids}-address-${location.id}`}
                    onClick={() => void choose(location)}
                  >
                    {`Order from ${location.name}`}
                  </button>
                ) : (
                  <p className="location-result__no-orders">{NO_ONLINE_ORDERS}</p>
                )}
              </li>
            )}
          </LocationSearchResults>
          {search.status === 'done' && search.results.length === 0 ? (
            // Nothing found is not where a hungry visitor should stop: what to try next, and every restaurant.
            <p className="location-results__hint">
              Check the spelling, or try a zip code. Or see{' '}
              <SiteLink to="/locations" onClick={() => (store.locationSelectorOpen = false)}>
                every Perkins restaurant
              </SiteLink>
              .
            </p>
          ) : null}
        </section>
      ) : null}

      {snap.userToken ? null : (
        <p className="location-selector__account">
          <SiteLink to="/signin" onClick={() => (store.locationSelectorOpen = false)}>
            Sign in
          </SiteLink>{' '}
          or{' '}
          <SiteLink to="/account/signup" onClick={() => (store.locationSelectorOpen = false)}>
            create an account
          </SiteLink>{' '}
          to earn VIP Perks on this order.
        </p>
      )}
    </dialog>
  )
}
