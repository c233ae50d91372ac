import { useCallback, useEffect, useState } from 'react'
import type { Location } from '#shared/schemas/location.ts'
import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { besideFields, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import { handoffWords, wantedTimeOf } from '../../state/order-details.ts'
import type { ClientStore } from '../../state/store.ts'
import { FieldError } from './text-field.tsx'

interface Slot {
  time: string
  local: string
}

// The next two days of slots: enough for tonight and tomorrow morning, small enough to scan on a phone.
const HORIZON_MS = 2 * 86_400_000

function isSlotList(value: unknown): value is { calendars: { handoff: string; slots: Slot[] }[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { calendars?: unknown }).calendars)
}

/** "2026-11-23T14:15" in the store's own clock → "Mon, Nov 23, 2:15 PM". */
function slotLabel(local: string): string {
  const [date = '', time = '00:00'] = local.split('T')
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
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

/**
 * ASAP or a time from the store's calendar for this handoff (menus/{id}/times: inside the store's hours and
 * after its lead time). A time that expired meanwhile is refused beside the field and the list is fetched again.
 */
export function CheckoutTime({ api, store, order, location, errors, setErrors, onChanged }: Props) {
  const wanted = wantedTimeOf(order)
  const [mode, setMode] = useState<'asap' | 'later'>(wanted ? 'later' : 'asap')
  const [slots, setSlots] = useState<Slot[] | null>(null)
  const [busy, setBusy] = useState(false)

  const loadSlots = useCallback(async () => {
    const now = Date.now()
    const found = await api.menusTimes(
      { id: location.id },
      { from: new Date(now).toISOString(), to: new Date(now + HORIZON_MS).toISOString() },
      { suppressErrors: true },
    )
    const calendar = isSlotList(found) ? found.calendars.find((candidate) => candidate.handoff === order.handoff) : undefined
    setSlots(calendar?.slots ?? [])
  }, [api, location.id, order.handoff])

  useEffect(() => {
    if (mode === 'later') void loadSlots()
  }, [mode, loadSlots])

  const apply = async (time: string | null) => {
    setErrors((current) => withoutErrors(current, ['order-time']))
    setBusy(true)
    try {
      const options = besideFields(['order-time'], setErrors)
      const updated =
        time === null ? await api.ordersTimeClear({ id: order.id }, options) : await api.ordersTimeSet({ id: order.id }, { time }, options)
      if (updated) {
        store.activeOrder = updated
        onChanged()
      } else if (time !== null) {
        await loadSlots()
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
            checked={mode === 'asap'}
            disabled={busy}
            onChange={() => {
              setMode('asap')
              if (wanted) void apply(null)
            }}
          />
          <span>As soon as possible</span>
        </label>
        <label className="choice-pill">
          <input type="radio" name="order-when" checked={mode === 'later'} disabled={busy} onChange={() => setMode('later')} />
          <span>Schedule for later</span>
        </label>
      </div>
      {mode === 'later' ? (
        <div className="field">
          <label htmlFor="order-time">{words} time</label>
          {slots === null ? (
            <p className="checkout-note">Finding times…</p>
          ) : slots.length === 0 ? (
            <p className="checkout-note">There are no {words.toLowerCase()} times in the next two days.</p>
          ) : (
            <select
              id="order-time"
              value={wanted ?? ''}
              disabled={busy}
              aria-invalid={errors['order-time'] !== undefined ? true : undefined}
              aria-describedby={errors['order-time'] ? 'order-time-error' : undefined}
              onChange={(event) => void apply(event.target.value)}
            >
              <option value="" disabled>
                Choose a time
              </option>
              {slots.map((slot) => (
                <option key={slot.time} value={new Date(slot.time).toISOString()}>
                  {slotLabel(slot.local)}
                </option>
              ))}
            </select>
          )}
          <FieldError id="order-time" error={errors['order-time']} />
        </div>
      ) : (
        <FieldError id="order-time" error={errors['order-time']} />
      )}
    </fieldset>
  )
}
