import { useState, type RefObject } from 'react'
import type { Location } from '#shared/schemas/location.ts'
import type { Handoff, Order } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { BESIDE_FIELDS, showBeside, VEHICLE_FIELDS, vehicleFieldId, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import { addressOf, customFieldsOf } from '../../state/order-details.ts'
import type { ClientStore } from '../../state/store.ts'
import { CheckoutDeliveryAddress } from './checkout-delivery-address.tsx'
import { FieldError, TextField } from '../forms/field.tsx'
import { sendBasketChange } from '../../state/basket-changes.ts'

type Choice = 'pickup' | 'curbside' | 'delivery'

interface Props {
  api: Api
  store: ClientStore
  order: Order
  location: Location
  vehicle: Record<string, string>
  setVehicle: (update: (current: Record<string, string>) => Record<string, string>) => void
  errors: FieldErrors
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
  onChanged: () => void
  /** A signed-in member, who may pick a saved delivery address or save a new one. */
  member: boolean
  saveAddress: boolean
  setSaveAddress: (save: boolean) => void
  /** Set while Delivery is chosen: Place order calls it first (checkout-delivery-address.tsx). */
  settleRef: RefObject<(() => Promise<boolean>) | null>
}

const choiceOf = (handoff: Handoff): Choice => (handoff === 'dispatch' ? 'delivery' : handoff)

/**
 * How the order is handed over: pickup and curbside are set on the basket; curbside asks for the vehicle
 * (custom fields, saved when the order is placed); delivery and dispatch are set with an address
 * (checkout-delivery-address.tsx).
 */
export function CheckoutHandoff(props: Props) {
  const { api, store, order, location, vehicle, setVehicle, errors, setErrors, onChanged, member, saveAddress, setSaveAddress, settleRef } =
    props
  const [choice, setChoice] = useState<Choice>(choiceOf(order.handoff))
  // The basket's hand-off changed elsewhere (checkout open in another tab): the choice shown follows it, or Place
  // order would refuse a curbside basket whose vehicle fields this tab never showed. Not while this tab's own choice
  // is on its way: an earlier answer of its own (pickup, then curbside tapped quickly) must not undo the later tap.
  const [shownFor, setShownFor] = useState(order.handoff)
  const [asked, setAsked] = useState<Handoff | null>(null)
  if (order.handoff !== shownFor) {
    setShownFor(order.handoff)
    if (asked === null) setChoice(choiceOf(order.handoff))
    else if (asked === order.handoff) setAsked(null)
  }
  const saved = addressOf(order)
  const [address, setAddress] = useState(
    () => saved ?? { address: store.orderAddress?.address ?? '', city: store.orderAddress?.city ?? '', zip: store.orderAddress?.zip ?? '' },
  )
  const [busy, setBusy] = useState(false)
  const delivers = location.services.delivery || location.services.dispatch
  const choices: { value: Choice; label: string }[] = [
    { value: 'pickup', label: 'Pickup' },
    ...(location.services.curbside ? [{ value: 'curbside' as const, label: 'Curbside' }] : []),
    ...(delivers ? [{ value: 'delivery' as const, label: 'Delivery' }] : []),
  ]

  // Choices are sent one after another (basket-changes.ts), so another may be made while one is on its way.
  const choose = async (next: Choice) => {
    setChoice(next)
    setErrors((current) => withoutErrors(current, ['handoff']))
    if (next === 'delivery') return
    setAsked(next === order.handoff ? null : next)
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, () => api.ordersHandoff({ id: order.id, type: next }, BESIDE_FIELDS))
      if (!updated?.ok) setAsked(null)
      if (!updated) return
      if (updated.ok) {
        store.orderType = 'pickup'
        onChanged()
      } else {
        showBeside(updated, ['handoff'], setErrors)
      }
    } finally {
      setBusy(false)
    }
  }

  // The vehicle goes on the basket once all of it is typed (validate needs it for curbside), and again at Place order.
  const saveVehicle = async () => {
    if (VEHICLE_FIELDS.some((field) => !(vehicle[field.id] ?? '').trim())) return
    if (
      VEHICLE_FIELDS.every(
        (field) => customFieldsOf(order).find((saved) => saved.id === field.id)?.value === (vehicle[field.id] ?? '').trim(),
      )
    )
      return
    const updated = await sendBasketChange(store, order.id, () =>
      api.ordersCustomFields(
        { id: order.id },
        { fields: VEHICLE_FIELDS.map((field) => ({ id: field.id, value: (vehicle[field.id] ?? '').trim() })) },
        BESIDE_FIELDS,
      ),
    )
    if (!updated) return
    if (updated.ok) {
      onChanged()
    } else {
      showBeside(
        updated,
        VEHICLE_FIELDS.map((field) => vehicleFieldId(field.id)),
        setErrors,
      )
    }
  }

  return (
    <fieldset className="checkout-section" aria-busy={busy}>
      <legend>How would you like your order?</legend>
      <div className="choice-row" role="radiogroup" aria-label="Order type" aria-describedby={errors.handoff ? 'handoff-error' : undefined}>
        {choices.map((option) => (
          <label key={option.value} className="choice-pill">
            <input
              type="radio"
              name="handoff"
              value={option.value}
              checked={choice === option.value}
              // Never disabled while a change is saved: a disabled radio drops the keyboard's focus to the page.
              onChange={() => void choose(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id="handoff" error={errors.handoff} />
      {choice === 'curbside' && order.handoff === 'curbside' ? (
        <div className="field-grid">
          <p className="checkout-note">Tell us your car so we can bring your order out to you.</p>
          {VEHICLE_FIELDS.map((field) => (
            <TextField
              key={field.id}
              id={vehicleFieldId(field.id)}
              label={field.label}
              value={vehicle[field.id] ?? ''}
              maxLength={64}
              autoComplete="off"
              error={errors[vehicleFieldId(field.id)]}
              onValueChange={(value) => {
                setVehicle((current) => ({ ...current, [field.id]: value }))
                setErrors((current) => withoutErrors(current, [vehicleFieldId(field.id)]))
              }}
              onBlur={() => void saveVehicle()}
            />
          ))}
        </div>
      ) : null}
      {choice === 'delivery' ? (
        <CheckoutDeliveryAddress
          api={api}
          store={store}
          order={order}
          location={location}
          address={address}
          setAddress={setAddress}
          errors={errors}
          setErrors={setErrors}
          onChanged={onChanged}
          member={member}
          saveAddress={saveAddress}
          setSaveAddress={setSaveAddress}
          settleRef={settleRef}
        />
      ) : null}
    </fieldset>
  )
}
