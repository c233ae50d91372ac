import { useRef, useState, type Ref } from 'react'
import { QUANTITY_MAX, QUANTITY_MIN } from '#shared/constants.ts'

const CHOICES = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i)

/** Keys that change a closed select's value as they go: arrows, paging, and a typed first character. */
function movesThroughChoices(key: string): boolean {
  return key.startsWith('Arrow') || key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown' || key.length === 1
}

/**
 * A quantity choice of 0 to 99; 0 reads "0 (remove)" so the visitor knows what it does. A closed select changes its
 * value with every arrow key, so a keyboard passing 0 on the way (an arrow up from 1, a typed "0") would remove the
 * line at once: there, 0 waits until the visitor leaves the box or presses Enter, and Escape or another choice keeps
 * the line. A pick from the open list (mouse, touch, Enter in the list) applies at once
 * (docs/decisions/153-keyboard-quantity-zero-waits.md).
 */
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
  const [heldZero, setHeldZero] = useState(false)
  const keyMoving = useRef(false)
  const commitHeld = () => {
    if (!heldZero) return
    setHeldZero(false)
    onChange(0)
  }
  return (
    <span className="quantity-select">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={heldZero ? 0 : value}
        data-held={heldZero || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitHeld()
          else if (event.key === 'Escape' && heldZero) {
            // Escape takes the 0 back first; the panel around the box closes on the next one.
            event.preventDefault()
            event.stopPropagation()
            setHeldZero(false)
          } else keyMoving.current = movesThroughChoices(event.key)
        }}
        onKeyUp={() => (keyMoving.current = false)}
        // Leaving the window (Alt+Tab) blurs the box too, but the visitor has not left it: the 0 waits for their return.
        onBlur={() => document.hasFocus() && commitHeld()}
        onChange={(event) => {
          const quantity = Number(event.target.value)
          if (quantity === 0 && keyMoving.current) return setHeldZero(true)
          setHeldZero(false)
          if (quantity !== value) onChange(quantity)
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
