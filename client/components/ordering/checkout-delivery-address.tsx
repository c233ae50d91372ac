import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type RefObject } from 'react'
import type { Location } from '#shared/schemas/location.ts'
import type { Order, OrderAddress } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { BESIDE_FIELDS, showBeside, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import { addressOf } from '../../state/order-details.ts'
import { addressLine, sameAddress, useSavedAddresses, type SavedAddress } from '../../state/saved-addresses.ts'
import type { ClientStore } from '../../state/store.ts'
import { FieldError, TextField } from '../forms/field.tsx'
import { sendBasketChange } from '../../state/basket-changes.ts'
import { unlessBusy } from '../forms/unless-busy.ts'

// Where a delivery goes. A signed-in member with saved addresses picks one or "A new address", which opens the
// street, city and zip fields; a new address is saved to the member's account only when they tick "Save this
// address" (unticked by default), and only when the order is placed. When the basket has no delivery address yet,
// the most recently saved one is chosen and put on the basket at once: a chosen-looking address that the basket
// does not deliver to would let Place order place a pickup order. Another choice is put on the basket with the
// button, like a typed one, so moving through the choices by keyboard sends nothing. Enter in these fields presses
// that button, not Place order; and Place order itself first puts the address shown on the basket (`settle`), so an
// order with Delivery chosen is never placed as a pickup.

const ADDRESS_FIELDS = ['delivery-address', 'delivery-city', 'delivery-zip'] as const
const SAVED_FIELD = 'delivery-saved'
const NEW = 'new'
type Pick = number | typeof NEW

interface Props {
  api: Api
  store: ClientStore
  order: Order
  location: Location
  /** The typed new address, kept by the handoff section so switching handoffs keeps what was typed. */
  address: OrderAddress
  setAddress: (update: (current: OrderAddress) => OrderAddress) => void
  errors: FieldErrors
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
  onChanged: () => void
  /** A signed-in member: offered their saved addresses and the save box. */
  member: boolean
  saveAddress: boolean
  setSaveAddress: (save: boolean) => void
  /** Set while this section is shown: puts the address shown on the basket if it is not there; says whether it is. */
  settleRef: RefObject<(() => Promise<boolean>) | null>
}

/** The saved address the basket already delivers to; else the most recent one unless a new address is on the basket. */
function firstPick(saved: readonly SavedAddress[], applied: OrderAddress | null): Pick {
  if (applied) return saved.find((candidate) => sameAddress(candidate, applied))?.id ?? NEW
  return saved[0]?.id ?? NEW
}

export function CheckoutDeliveryAddress(props: Props) {
  const { api, store, order, location, address, setAddress, errors, setErrors, onChanged, member, saveAddress, setSaveAddress, settleRef } =
    props
  const [saved] = useSavedAddresses(api, member, { quiet: true })
  const offered = Array.isArray(saved) ? saved : []
  const delivering = order.handoff === 'delivery' || order.handoff === 'dispatch'
  const applied = delivering ? addressOf(order) : null
  const [picked, setPicked] = useState<Pick | null>(null)
  const choice: Pick = picked !== null && (picked === NEW || offered.some((a) => a.id === picked)) ? picked : firstPick(offered, applied)
  const [busy, setBusy] = useState(false)
  const usedDefault = useRef(false)

  const choose = (next: Pick) => {
    setPicked(next)
    setErrors((current) => withoutErrors(current, [SAVED_FIELD, ...ADDRESS_FIELDS]))
    if (next !== NEW) {
      // A saved address is saved already; the box belongs to a new one and starts unticked again.
      setSaveAddress(false)
      return
    }
    // "A new address" starts empty rather than holding a saved one the visitor would have to clear.
    if (offered.some((candidate) => sameAddress(candidate, address))) setAddress(() => ({ address: '', city: '', zip: '' }))
  }

  const typedProblems = (): Record<string, string> => {
    const missing: Record<string, string> = {}
    if (!address.address.trim()) missing['delivery-address'] = 'Please enter your street address.'
    if (!address.city.trim()) missing['delivery-city'] = 'Please enter your city.'
    if (!/^\d{5}$/.test(address.zip)) missing['delivery-zip'] = 'Please enter your zipcode.'
    return missing
  }

  /** Puts the chosen or typed address on the basket; says whether the basket now delivers to it. */
  const deliver = async (): Promise<boolean> => {
    const chosen = choice === NEW ? null : offered.find((candidate) => candidate.id === choice)
    let wanted: OrderAddress
    let fields: readonly string[]
    if (chosen) {
      wanted = { address: chosen.address, city: chosen.city, zip: chosen.zip }
      fields = [SAVED_FIELD]
      setErrors((current) => withoutErrors(current, [SAVED_FIELD]))
    } else {
      const missing = typedProblems()
      setErrors((current) => ({ ...withoutErrors(current, ADDRESS_FIELDS), ...missing }))
      if (Object.keys(missing).length > 0) {
        document.getElementById(Object.keys(missing)[0]!)?.focus()
        return false
      }
      wanted = { address: address.address.trim(), city: address.city.trim(), zip: address.zip }
      fields = ADDRESS_FIELDS
    }
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, () =>
        api.ordersAddress({ id: order.id }, { type: location.services.delivery ? 'delivery' : 'dispatch', address: wanted }, BESIDE_FIELDS),
      )
      if (!updated) return false
      if (updated.ok) {
        store.orderType = 'delivery'
        store.orderAddress = wanted
        onChanged()
        return true
      }
      showBeside(updated, fields, setErrors)
      return false
    } finally {
      setBusy(false)
    }
  }

  // Place order with an address shown but not yet on the basket (typed, or another saved one picked) puts it there
  // first, as the button would; the order is placed only if the basket then delivers to it.
  const settle = async (): Promise<boolean> => {
    if (member && saved === null) return applied !== null
    const chosen = choice === NEW ? null : offered.find((candidate) => candidate.id === choice)
    const shown = chosen ?? address
    if (applied && sameAddress(shown, applied)) return true
    return deliver()
  }
  useEffect(() => {
    settleRef.current = settle
  })
  useEffect(
    () => () => {
      settleRef.current = null
    },
    [settleRef],
  )

  // Enter in a field of this section puts the address on the basket; it must not press Place order.
  const deliverOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    if (!busy) void deliver()
  }

  const firstSaved = offered[0]
  useEffect(() => {
    if (usedDefault.current || applied !== null || picked !== null || !firstSaved) return
    usedDefault.current = true
    void deliver()
    // Once, when the saved addresses arrive; deliver() reads the choice they make.
  }, [firstSaved]) // eslint-disable-line react-hooks/exhaustive-deps -- deliver is rebuilt every render

  if (member && saved === null) return <p className="checkout-note">Loading your saved addresses…</p>

  /** One line of a new address; `clean` rewrites what is typed before it is kept (the zip keeps digits only). */
  const addressField = (
    key: keyof OrderAddress,
    id: (typeof ADDRESS_FIELDS)[number],
    label: string,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    clean = (value: string) => value,
  ) => (
    <TextField
      id={id}
      label={label}
      {...attributes}
      value={address[key]}
      error={errors[id]}
      onValueChange={(value) => setAddress((current) => ({ ...current, [key]: clean(value) }))}
    />
  )

  return (
    <div aria-busy={busy} onKeyDown={deliverOnEnter}>
      {offered.length > 0 ? (
        <fieldset className="address-choice" aria-describedby={errors[SAVED_FIELD] ? `${SAVED_FIELD}-error` : undefined}>
          <legend>Deliver to</legend>
          {offered.map((option) => (
            <label key={option.id} className="address-choice__option">
              <input
                type="radio"
                name="delivery-address-choice"
                value={option.id}
                checked={choice === option.id}
                onChange={() => choose(option.id)}
              />
              <span>{addressLine(option)}</span>
            </label>
          ))}
          <label className="address-choice__option">
            <input type="radio" name="delivery-address-choice" value={NEW} checked={choice === NEW} onChange={() => choose(NEW)} />
            <span>A new address</span>
          </label>
          <FieldError id={SAVED_FIELD} error={errors[SAVED_FIELD]} />
        </fieldset>
      ) : null}
      {choice === NEW ? (
        <>
          {addressField('address', 'delivery-address', 'Street address', { autoComplete: 'street-address', maxLength: 128 })}
          <div className="field-grid">
            {addressField('city', 'delivery-city', 'City', { autoComplete: 'address-level2', maxLength: 64 })}
            {addressField('zip', 'delivery-zip', 'Zip code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 }, (value) =>
              value.replace(/\D/g, ''),
            )}
          </div>
          {member ? (
            <div className="check-field">
              <input
                id="delivery-save"
                type="checkbox"
                checked={saveAddress}
                aria-describedby="delivery-save-note"
                onChange={(event) => setSaveAddress(event.target.checked)}
              />
              <label htmlFor="delivery-save">Save this address</label>
              <p id="delivery-save-note" className="field-note">
                Saved to your account when you place this order, for your next delivery. You can delete it on My Account.
              </p>
            </div>
          ) : null}
        </>
      ) : null}
      {applied ? (
        <p className="applied">
          <span>Delivering to {addressLine(applied)}</span>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={unlessBusy(busy, () => void deliver())}
      >
        Deliver to this address
      </button>
    </div>
  )
}
