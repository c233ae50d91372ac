import { useCallback, useEffect, useState } from 'react'
import type { OfferedPickup, PreorderOffers } from '#shared/schemas/api/preorder.ts'
import type { Location } from '#shared/schemas/location.ts'
import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { BESIDE_FIELDS, showBeside, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import { handoffWords, wantedTimeOf } from '../../state/order-details.ts'
import type { ClientStore } from '../../state/store.ts'
import { pushPreorderPickupEvent } from '../../state/order-analytics.ts'
import { Field, FieldError } from '../forms/field.tsx'
import { PreorderPickup } from './preorder-pickup.tsx'
import { sendBasketChange } from '../../state/basket-changes.ts'
import { latestAnswers } from '../../state/latest-answers.ts'

interface Slot {
  time: string
  local: string
}

// The next two days of slots: enough for tonight and tomorrow morning, small enough to scan on a phone.
const HORIZON_MS = 2 * 86_400_000

function isSlotList(value: unknown): value is { calendars: { handoff: string; slots: Slot[] }[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { calendars?: unknown }).calendars)
}

// One formatter for every slot, built when the first list is drawn: toLocaleDateString builds one per call, and a
// day of pickup times is dozens of options.
let slotDayFormat: Intl.DateTimeFormat | undefined

/** "2026-11-23T14:15" in the store's own clock → "Mon, Nov 23, 2:15 PM". */
function slotLabel(local: string): string {
  const [date = '', time = '00:00'] = local.split('T')
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const noon = new Date(`${date}T12:00:00Z`)
  // A formatter throws on a date it cannot read (toLocaleDateString wrote "Invalid Date"): the slot reads as sent.
  if (Number.isNaN(noon.getTime())) return local
  slotDayFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
  const day = slotDayFormat.format(noon)
  const h12 = hours % 12 === 0 ? 12 : hours % 12
  return `${day}, ${h12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

interface Props {
  api: Api
  store: ClientStore
  order: Order
  location: Location
  errors: FieldErrors
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
  onChanged: () => void
}

type Mode = 'asap' | 'later' | 'preorder'

/**
 * When the visitor chose, as the picker shows it ('asap', 'later' or 'preorder'; null without a picker). The choice
 * lives in the picker until the basket takes it: Place order reads it so the order is placed for the time shown, not
 * as soon as possible while "Schedule for later" waits for a time, nor at a time still on the basket under "As soon as
 * possible".
 */
export function whenChosen(): string | null {
  return document.querySelector<HTMLInputElement>('input[name="order-when"]:checked')?.value ?? null
}

/** What the basket's lines are, so the holiday offers are asked again when pies come or go. */
const linesKey = (order: Order): string => order.products.map((line) => `${line.product_id}x${line.quantity}`).join(',')

/**
 * ASAP, a time from the store's calendar, or, when the basket holds pies an open holiday window takes, a holiday
 * pickup (orders/{id}/preorder: the pickup windows the restaurant serves, with the room left in each). ASAP or for this handoff (menus/{id}/times: inside the store's hours and
 * after its lead time). A time that expired meanwhile is refused beside the field and the list is fetched again.
 */
export function CheckoutTime({ api, store, order, location, errors, setErrors, onChanged }: Props) {
  const wanted = wantedTimeOf(order)
  const [mode, setMode] = useState<Mode>(order.preorder ? 'preorder' : wanted ? 'later' : 'asap')
  const [offers, setOffers] = useState<PreorderOffers | null>(null)
  const [pendingPickup, setPendingPickup] = useState<string | null>(null)
  const [slots, setSlots] = useState<Slot[] | null>(null)
  const [busy, setBusy] = useState(false)
  // Slots and offers are asked again as the handoff and the basket change: an answer about the basket as it was
  // (pies since removed, another handoff) must not land over the newer one.
  const [slotAnswers] = useState(latestAnswers)
  const [offerAnswers] = useState(latestAnswers)

  const loadSlots = useCallback(async () => {
    const now = Date.now()
    const question = slotAnswers.ask()
    const found = await api.menusTimes(
      { id: location.id },
      { from: new Date(now).toISOString(), to: new Date(now + HORIZON_MS).toISOString() },
      { suppressErrors: true },
    )
    const calendar =
      found.ok && isSlotList(found.data) ? found.data.calendars.find((candidate) => candidate.handoff === order.handoff) : undefined
    if (slotAnswers.take(question)) setSlots(calendar?.slots ?? [])
  }, [api, location.id, order.handoff, slotAnswers])

  useEffect(() => {
    if (mode === 'later') void loadSlots()
  }, [mode, loadSlots])

  const lines = linesKey(order)
  const loadOffers = useCallback(async () => {
    const question = offerAnswers.ask()
    const found = await api.ordersPreorderGet({ id: order.id })
    if (offerAnswers.take(question)) setOffers(found.ok ? found.data : { windows: [], chosen: null })
    // `lines` is read so the offers follow the basket: pies added or removed change what can be pre-ordered.
  }, [api, order.id, lines, offerAnswers]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    void loadOffers()
  }, [loadOffers])

  // A refusal at validate or submit (the pickup filled while paying) is shown beside the picker: the room left
  // is asked again so the full window shows as full.
  const pickupError = errors['order-time']
  useEffect(() => {
    if (pickupError && mode === 'preorder') void loadOffers()
    // A scheduled time refused at validate or submit (it passed while the visitor paid): the times still ahead.
    if (pickupError && mode === 'later') void loadSlots()
  }, [pickupError, mode, loadOffers, loadSlots])

  // The first open window that takes something in this basket; the holiday choice is offered only then.
  const holiday = offers?.windows.find((window) => window.items > 0) ?? null

  const choosePickup = async (pickup: OfferedPickup) => {
    if (!holiday) return
    setErrors((current) => withoutErrors(current, ['order-time']))
    setPendingPickup(pickup.key)
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, () =>
        api.ordersPreorderSet({ id: order.id }, { window: holiday.id, pickup: pickup.key }, BESIDE_FIELDS),
      )
      if (!updated) return
      if (updated.ok) {
        pushPreorderPickupEvent({ window: holiday.id, pickupDate: pickup.date, locationId: location.id })
        onChanged()
      } else {
        showBeside(updated, ['order-time'], setErrors)
      }
      await loadOffers()
    } finally {
      setPendingPickup(null)
      setBusy(false)
    }
  }

  const apply = async (time: string | null) => {
    setErrors((current) => withoutErrors(current, ['order-time']))
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, () =>
        time === null ? api.ordersTimeClear({ id: order.id }, BESIDE_FIELDS) : api.ordersTimeSet({ id: order.id }, { time }, BESIDE_FIELDS),
      )
      if (!updated) return
      if (updated.ok) {
        onChanged()
      } else {
        showBeside(updated, ['order-time'], setErrors)
        if (time !== null) await loadSlots()
        // "As soon as possible" that did not reach the basket: the time it still holds is shown again.
        else if (store.activeOrder && wantedTimeOf(store.activeOrder) !== null) setMode('later')
      }
    } finally {
      setBusy(false)
    }
  }

  const words = handoffWords(order.handoff)
  return (
    <fieldset className="checkout-section" aria-busy={busy}>
      <legend>When?</legend>
      <div className="choice-row">
        <label className="choice-pill">
          <input
            type="radio"
            name="order-when"
            value="asap"
            checked={mode === 'asap'}
            onChange={() => {
              setMode('asap')
              if (wanted) void apply(null)
            }}
          />
          <span>As soon as possible</span>
        </label>
        <label className="choice-pill">
          <input
            type="radio"
            name="order-when"
            value="later"
            checked={mode === 'later'}
            onChange={() => {
              setMode('later')
              // A holiday pickup is not an everyday time: leaving it makes the basket an everyday order again.
              if (order.preorder) void apply(null)
            }}
          />
          <span>Schedule for later</span>
        </label>
        {holiday ? (
          <label className="choice-pill">
            <input type="radio" name="order-when" value="preorder" checked={mode === 'preorder'} onChange={() => setMode('preorder')} />
            <span>Pre-order {holiday.title}</span>
          </label>
        ) : null}
      </div>
      {mode === 'preorder' && holiday ? (
        <PreorderPickup
          window={holiday}
          order={order}
          pending={pendingPickup}
          error={errors['order-time']}
          onChoose={(pickup) => void choosePickup(pickup)}
        />
      ) : mode === 'preorder' ? (
        <>
          <p className="checkout-note">
            Holiday pickup is for whole pies and bakery boxes. There is no holiday pickup for this basket right now.
          </p>
          <FieldError id="order-time" error={errors['order-time']} />
        </>
      ) : mode === 'later' ? (
        <Field id="order-time" label={`${words} time`} error={errors['order-time']}>
          {(wiring) =>
            slots === null ? (
              <p className="checkout-note">Finding times…</p>
            ) : slots.length === 0 ? (
              <p className="checkout-note">There are no {words.toLowerCase()} times in the next two days.</p>
            ) : (
              <select {...wiring} value={wanted ?? ''} onChange={(event) => void apply(event.target.value)}>
                <option value="" disabled>
                  Choose a time
                </option>
                {slots.map((slot) => (
                  <option key={slot.time} value={new Date(slot.time).toISOString()}>
                    {slotLabel(slot.local)}
                  </option>
                ))}
              </select>
            )
          }
        </Field>
      ) : (
        <FieldError id="order-time" error={errors['order-time']} />
      )}
    </fieldset>
  )
}
