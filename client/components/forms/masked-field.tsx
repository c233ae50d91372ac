// Only imask's input control and its pattern mask, not the whole index (dates, numbers, ranges, pipes…). Only the
// screens with a masked field import this file, so imask loads with them and nowhere else.
import InputMask from 'imask/esm/controls/input'
import 'imask/esm/masked/pattern'
import { useEffect, useRef, type ClipboardEvent, type ComponentPropsWithoutRef } from 'react'
import { MASKS, pastedDate, toImaskPattern } from '#shared/validation/masks.ts'
import { Field, splitFrame, type FieldFrame } from './field.tsx'

const DATE_MASK = toImaskPattern(MASKS.date.pattern)

type MaskedInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange'> & {
  /** imask's pattern: 0 is a digit, anything else a literal it inserts (toImaskPattern of shared/validation/masks.ts). */
  mask: string
  /** A character dropped when it comes first (a phone number's country code, MASKS.phone.countryCode). */
  skipLeading?: string
  value: string
  onValueChange: (value: string) => void
}

/**
 * A text input with a digit mask. imask owns the element's value while typing and React's value follows through
 * onValueChange; a value set from outside (a restored draft) is pushed back into the mask.
 */
export function MaskedInput({ mask, skipLeading, value, onValueChange, ...input }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  const maskRef = useRef<InputMask<{ mask: string }> | null>(null)
  const onChangeRef = useRef(onValueChange)
  onChangeRef.current = onValueChange
  // The last value React handed in: only a new one is pushed into the mask, never the first (the element may hold
  // what was typed before hydration, which the first value does not know yet).
  const handedIn = useRef(value)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    // imask masks what the element holds as it attaches: a value typed before hydration is kept, and masked.
    const instance = new InputMask(element, {
      mask,
      // Typed or pasted, each character passes here; nothing is held yet only for the first.
      prepareChar: (char: string, masked: { unmaskedValue: string }) =>
        skipLeading !== undefined && char === skipLeading && masked.unmaskedValue === '' ? '' : char,
    })
    instance.on('accept', () => onChangeRef.current(instance.value))
    // Typed before the scripts ran, it is the field's value from now on (masked), or a press would read the empty one.
    // Only other digits count: a value handed in unmasked or masked otherwise (a profile's phone) is the same one.
    if (instance.unmaskedValue !== '' && instance.unmaskedValue !== handedIn.current.replace(/\D/g, '')) onChangeRef.current(instance.value)
    maskRef.current = instance
    return () => {
      instance.destroy()
      maskRef.current = null
    }
  }, [mask, skipLeading])

  useEffect(() => {
    if (value === handedIn.current) return
    handedIn.current = value
    const instance = maskRef.current
    if (instance && instance.value !== value) instance.value = value
  }, [value])

  // A date pasted whole in another common way is put as MM/DD/YYYY; the mask alone would take its digits in order.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    input.onPaste?.(event)
    const instance = maskRef.current
    const date = mask === DATE_MASK && instance ? pastedDate(event.clipboardData.getData('text')) : null
    if (!instance || date === null) return
    event.preventDefault()
    instance.value = date
    onChangeRef.current(instance.value)
  }

  return <input ref={ref} defaultValue={value} {...input} onPaste={onPaste} />
}

/** A labelled field (Field) around a MaskedInput. */
export function MaskedField(props: FieldFrame & Omit<MaskedInputProps, 'id'>) {
  const [frame, input] = splitFrame(props)
  return <Field {...frame}>{(wiring) => <MaskedInput {...wiring} {...input} />}</Field>
}
