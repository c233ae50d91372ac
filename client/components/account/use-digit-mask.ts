// Only the input control and the pattern mask, not imask's whole index (dates, numbers, ranges, pipes…).
import InputMask from 'imask/esm/controls/input'
import 'imask/esm/masked/pattern'
import { useEffect, useRef, type RefObject } from 'react'
import { toImaskPattern } from '#shared/validation/masks.ts'

/**
 * Puts one of the digit masks of shared/validation/masks.ts on an uncontrolled input (imask owns its value) and
 * reports each accepted value. Only the account forms import this, so imask loads with them and nowhere else.
 */
export function useDigitMask(ref: RefObject<HTMLInputElement | null>, pattern: string, onAccept: (value: string) => void) {
  const onAcceptRef = useRef(onAccept)
  onAcceptRef.current = onAccept
  useEffect(() => {
    const input = ref.current
    if (!input) return
    const mask = new InputMask(input, { mask: toImaskPattern(pattern) })
    // A value typed before hydration finished is kept and masked.
    if (input.value !== '') mask.updateValue()
    mask.on('accept', () => onAcceptRef.current(mask.value))
    return () => mask.destroy()
  }, [ref, pattern])
}
