import type { Ref } from 'react'
import { QUANTITY_MAX, QUANTITY_MIN } from '#shared/constants.ts'

const CHOICES = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i)

/** A quantity choice of 0 to 99; 0 reads "0 (remove)" so the visitor knows what it does. */
export function QuantitySelect({
  id,
  label,
  value,
  onChange,
  disabled = false,
  busy = false,
  min = QUANTITY_MIN,
  selectRef,
}: {
  id: string
  label: string
  value: number
  onChange: (quantity: number) => void
  disabled?: boolean
  /**
   * A change is on its way: further choices are ignored, but the control stays focusable (a disabled one would
   * throw keyboard focus back to the page's start while the visitor is on it).
   */
  busy?: boolean
  min?: number
  selectRef?: Ref<HTMLSelectElement>
}) {
  return (
    <span className="quantity-select">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onChange={(event) => {
          if (!busy) onChange(Number(event.target.value))
        }}
      >
        {CHOICES.filter((choice) => choice >= min).map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? '0 (remove)' : choice}
          </option>
        ))}
      </select>
    </span>
  )
}
