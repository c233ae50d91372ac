import type { Ref } from 'react'
import { QUANTITY_MAX, QUANTITY_MIN } from '#shared/constants.ts'

const CHOICES = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i)

/** A quantity choice of 0 to 99; 0 reads "0 (remove)" so the visitor knows what it does. */
export function QuantitySelect({
  id,
  label,
  name,
  value,
  onChange,
  min = QUANTITY_MIN,
  selectRef,
}: {
  id: string
  label: string
  /** The name the form sends it under, for a form that can be sent before the scripts run. */
  name?: string
  value: number
  onChange: (quantity: number) => void
  min?: number
  selectRef?: Ref<HTMLSelectElement>
}) {
  return (
    <span className="quantity-select">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select ref={selectRef} id={id} name={name} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {CHOICES.filter((choice) => choice >= min).map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? '0 (remove)' : choice}
          </option>
        ))}
      </select>
    </span>
  )
}
