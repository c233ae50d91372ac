import { useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import type { Location } from '#shared/schemas/location.ts'
import { isOpenToday } from '#shared/location-hours.ts'
import { useApi } from '../../use-api.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { chooseLocation, deliversFrom, searchLocations, type LocationQuery, type LocationResult } from '../../state/location-actions.ts'
import { useModalDialog } from '../layout/use-modal-dialog.ts'
import { NEED_SEARCH_TEXT } from './use-text-location-search.ts'
import { CONNECTION_MESSAGE, GEOLOCATION_MESSAGE, INCORRECT_FORMAT, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import '../../styles/controls.css'
import '../../styles/location-selector.css'

// The selector's texts, word for word.
const PICKUP_HEADING = 'Find a Perkins location near you'
const DELIVERY_HEADING = 'Where would you like your food delivered?'
// The search needs text (and city and zip for delivery) but gives no words: these are ours (README Decisions).
const NEED_STREET = 'Please enter your street address.'
const NEED_CITY = 'Please enter your city.'
const NEED_ZIP = 'Please enter your zipcode.'

type FieldErrors = Partial<Record<'search' | 'street' | 'city' | 'zip', string>>

interface SearchState {
  status: 'idle' | 'searching' | 'done' | 'failed'
  results: LocationResult[]
  problem?: string
}

function milesLabel(distance: number | undefined): string | null {
  if (distance === undefined) return null
  return `${distance.toFixed(1)} mi`
}

export function LocationSelector({ open, prefill }: { open: boolean; prefill: LocationResult[] | null }) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const firstFieldRef = useRef<HTMLInputElement>(null)
  const dialogRef = useModalDialog(open, () => (store.locationSelectorOpen = false), firstFieldRef)
  const ids = useId()
  const delivery = snap.orderType === 'delivery'

  const [search, setSearch] = useState('')
  const [street, setStreet] = useState(snap.orderAddress?.address ?? '')
  const [city, setCity] = useState(snap.orderAddress?.city ?? '')
  const [zip, setZip] = useState(snap.orderAddress?.zip ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [result, setResult] = useState<SearchState>(() =>
    prefill?.length ? { status: 'done', results: prefill } : { status: 'idle', results: [] },
  )
  const [deliverySearched, setDeliverySearched] = useState(false)
  const [geoProblem, setGeoProblem] = useState<string | null>(null)

  async function run(query: LocationQuery) {
    setResult((previous) => ({ ...previous, status: 'searching', problem: undefined }))
    const outcome = await searchLocations(api, query)
    if (outcome.ok) {
      setResult({ status: 'done', results: outcome.locations })
      setDeliverySearched(query.kind === 'delivery')
      return
    }
    // The upstream's zip complaint belongs under the zip field ('Incorrect format.').
    if (outcome.messages.includes(INCORRECT_FORMAT)) {
      setErrors(query.kind === 'delivery' ? { zip: INCORRECT_FORMAT } : { search: INCORRECT_FORMAT })
      setResult((previous) => ({ ...previous, status: 'idle' }))
      return
    }
    const network = outcome.status === 0 || outcome.status === 504
    setResult((previous) => ({ ...previous, status: 'failed', problem: network ? CONNECTION_MESSAGE : TROUBLE_MESSAGE }))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const next: FieldErrors = {}
    if (delivery) {
      if (!street.trim()) next.street = NEED_STREET
      if (!city.trim()) next.city = NEED_CITY
      if (!/^\d{5}$/.test(zip.trim())) next.zip = NEED_ZIP
    } else if (!search.trim()) {
      next.search = NEED_SEARCH_TEXT
    }
    setErrors(next)
    const firstInvalid = Object.keys(next)[0]
    if (firstInvalid) {
      document.getElementById(`${ids}-${firstInvalid}`)?.focus()
      return
    }
    if (delivery) {
      store.orderAddress = { address: street.trim(), city: city.trim(), zip: zip.trim() }
      void run({ kind: 'delivery', address: street.trim(), city: city.trim(), zip: zip.trim() })
    } else {
      void run({ kind: 'text', address: search.trim() })
    }
  }

  function findMe() {
    setGeoProblem(null)
    if (!('geolocation' in navigator)) {
      setGeoProblem(GEOLOCATION_MESSAGE)
      return
    }
    setResult((previous) => ({ ...previous, status: 'searching' }))
    navigator.geolocation.getCurrentPosition(
      (position) => void run({ kind: 'point', lat: position.coords.latitude, lng: position.coords.longitude }),
      () => {
        setGeoProblem(GEOLOCATION_MESSAGE)
        setResult((previous) => ({ ...previous, status: previous.results.length ? 'done' : 'idle' }))
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  function setOrderType(type: 'pickup' | 'delivery') {
    store.orderType = type
    setErrors({})
    setGeoProblem(null)
    // Results found for the other way of ordering would answer a question the visitor no longer asks.
    setResult({ status: 'idle', results: [] })
    setDeliverySearched(false)
  }

  async function choose(location: Location) {
    await chooseLocation(api, store, location, (to, options) => void navigate(to, options), pathname)
  }

  const fieldProps = (name: keyof FieldErrors) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  })
  const fieldError = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null

  const searching = result.status === 'searching'
  const showResults = result.status === 'done' || (searching && result.results.length > 0)

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

      <form className="location-search" onSubmit={onSubmit} noValidate role="search" aria-label="Find a restaurant">
        {delivery ? (
          <>
            <div className="field">
              <label htmlFor={`${ids}-street`}>Street address</label>
              <input
                {...fieldProps('street')}
                ref={firstFieldRef}
                autoComplete="street-address"
                value={street}
                onChange={(e) => setStreet(e.target.value)}
              />
              {fieldError('street')}
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor={`${ids}-city`}>City</label>
                <input {...fieldProps('city')} autoComplete="address-level2" value={city} onChange={(e) => setCity(e.target.value)} />
                {fieldError('city')}
              </div>
              <div className="field field--zip">
                <label htmlFor={`${ids}-zip`}>Zip code</label>
                <input
                  {...fieldProps('zip')}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={5}
                  value={zip}
                  onChange={(e) => setZip(e.target.value.replace(/\D/g, '').slice(0, 5))}
                />
                {fieldError('zip')}
              </div>
            </div>
          </>
        ) : (
          <div className="field">
            <label htmlFor={`${ids}-search`}>Address, city or zip code</label>
            <input
              {...fieldProps('search')}
              ref={firstFieldRef}
              autoComplete="postal-code"
              enterKeyHint="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {fieldError('search')}
          </div>
        )}
        <div className="location-search__actions">
          <button type="submit" className="button" disabled={searching}>
            Search
          </button>
          {delivery ? null : (
            <button type="button" className="link-button" onClick={findMe}>
              Find Me
            </button>
          )}
        </div>
        {geoProblem ? (
          <p className="field-error" role="alert">
            {geoProblem}
          </p>
        ) : null}
      </form>

      <div className="location-selector__status" role="status" aria-live="polite">
        {searching ? 'Searching…' : ''}
      </div>
      {result.status === 'failed' && result.problem ? (
        <div className="notice notice--error" role="alert">
          <p>{result.problem}</p>
          <p>
            <Link to="/">Home</Link> · <Link to="/contact-us">Contact us</Link>
          </p>
        </div>
      ) : null}

      {showResults ? (
        <section aria-labelledby={`${ids}-results`} className="location-results">
          <h3 id={`${ids}-results`}>Choose a Restaurant:</h3>
          {result.results.length === 0 ? (
            <p>No nearby locations.</p>
          ) : (
            <ul className="location-results__list">
              {result.results.map((location) => (
                <li key={location.id} className="location-result">
                  <div className="location-result__text">
                    <p className="location-result__name">{location.name}</p>
                    <p className="location-result__address">
                      {location.address}, {location.city}, {location.state} {location.zip}
                    </p>
                    <p className="location-result__tags">
                      {milesLabel(location.distance) ? <span>{milesLabel(location.distance)}</span> : null}
                      {location.menu_id === null && isOpenToday(location, new Date()) ? <span className="tag">Open Today</span> : null}
                      {deliverySearched && !deliversFrom(location) ? <span className="tag">Available for pickup</span> : null}
                    </p>
                  </div>
                  <button type="button" className="button" onClick={() => void choose(location)}>
                    {`Order from ${location.name}`}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {snap.userToken ? null : (
        <p className="location-selector__account">
          <Link to="/signin" onClick={() => (store.locationSelectorOpen = false)}>
            Sign in
          </Link>{' '}
          or{' '}
          <Link to="/account/signup" onClick={() => (store.locationSelectorOpen = false)}>
            create an account
          </Link>{' '}
          to earn VIP Perks on this order.
        </p>
      )}
    </dialog>
  )
}
