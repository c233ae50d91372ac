import { dayLabel, orList } from '#shared/preorder-labels.ts'
import type { OfferedPickup, PreorderOffers } from '#shared/schemas/api/preorder.ts'
import type { Order } from '#shared/schemas/order.ts'
import { FieldError } from '../forms/field.tsx'

// The holiday pickup picker: the pickup windows the restaurant serves in an open pre-order window, grouped by day,
// each with the room left ("Full" ones shown but not choosable). The sandbox's refusal is shown beside it
// (field "order-time"). Everyday food in the basket is explained before anyone tries: a holiday pickup takes pies
// and bakery boxes only.

/**
 * Whether the visitor chose a holiday pickup but no pickup window yet: the basket would otherwise be placed as soon
 * as possible, which is not what they asked for. Read from the picker on screen (it exists only in that mode).
 */
export function pickupStillToChoose(): boolean {
  const choices = document.querySelectorAll<HTMLInputElement>('input[name="preorder-pickup"]')
  return choices.length > 0 && ![...choices].some((choice) => choice.checked)
}

type PreorderWindowOffer = PreorderOffers['windows'][number]

/** A few left is worth saying; a number of 20 is not. */
const FEW_LEFT = 5

function roomWords(pickup: OfferedPickup): string {
  if (pickup.full) return 'Full'
  return pickup.remaining <= FEW_LEFT ? `Only ${pickup.remaining} left` : 'Available'
}

function byDay(pickups: readonly OfferedPickup[]): [string, OfferedPickup[]][] {
  const days = new Map<string, OfferedPickup[]>()
  for (const pickup of pickups) days.set(pickup.date, [...(days.get(pickup.date) ?? []), pickup])
  return [...days]
}

/** "8–11 AM" from "Wed, Nov 25, 8–11 AM". */
const timeOnly = (label: string): string => label.split(', ').slice(2).join(', ')

interface Props {
  window: PreorderWindowOffer
  order: Order
  /** The pickup just pressed, shown as chosen while the restaurant is asked (null: none pending). */
  pending: string | null
  error: string | undefined
  onChoose: (pickup: OfferedPickup) => void
}

export function PreorderPickup({ window, order, pending, error, onChoose }: Props) {
  const chosen = pending ?? (order.preorder?.window_id === window.id ? order.preorder.pickup.key : null)
  const mixed = window.others.length > 0
  return (
    <div className={`preorder-pickup${mixed ? ' preorder-pickup--mixed' : ''}`}>
      <p className="checkout-note">{window.summary}</p>
      {mixed ? (
        <p className="preorder-pickup__mixed" role="note">
          A holiday pickup is for whole pies and bakery boxes only. {orList(window.others)} {window.others.length === 1 ? 'is' : 'are'} made
          fresh for today: order {window.others.length === 1 ? 'it' : 'them'} separately, or remove{' '}
          {window.others.length === 1 ? 'it' : 'them'} from your basket to pre-order your pies.
        </p>
      ) : null}
      <fieldset
        id="order-time"
        className="preorder-pickup__days"
        tabIndex={-1}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error ? 'order-time-error' : undefined}
      >
        <legend>Pickup day and time</legend>
        {byDay(window.pickups).map(([date, pickups]) => (
          <fieldset key={date} className="preorder-pickup__day">
            <legend>{dayLabel(date, true)}</legend>
            <div className="choice-row">
              {pickups.map((pickup) => (
                <label key={pickup.key} className={`choice-pill preorder-pickup__slot${pickup.full ? ' is-full' : ''}`}>
                  <input
                    type="radio"
                    name="preorder-pickup"
                    value={pickup.key}
                    checked={chosen === pickup.key}
                    disabled={pickup.full || mixed}
                    onChange={() => onChoose(pickup)}
                  />
                  <span>
                    {timeOnly(pickup.label)} <small className="preorder-pickup__room">{roomWords(pickup)}</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <FieldError id="order-time" error={error} />
    </div>
  )
}
