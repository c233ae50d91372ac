import IMask from 'imask'
import { useEffect, useRef, type InputHTMLAttributes } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** imask's pattern: 0 is a digit, anything else a literal it inserts (shared/validation/masks.ts). */
  mask: string
  value: string
  onValueChange: (value: string) => void
}

/**
 * A text input with an imask mask. imask owns the element's value while typing; React's value follows through
 * onValueChange, and a value set from outside (a restored draft) is pushed back into the mask.
 */
export function MaskedInput({ mask, value, onValueChange, ...rest }: Props) {
  const ref = useRef<HTMLInputElement>(null)
  const maskRef = useRef<ReturnType<typeof IMask<{ mask: string }>> | null>(null)
  const onChangeRef = useRef(onValueChange)
  onChangeRef.current = onValueChange

  useEffect(() => {
    if (!ref.current) return
    const instance = IMask(ref.current, { mask })
    instance.on('accept', () => onChangeRef.current(instance.value))
    maskRef.current = instance
    return () => {
      instance.destroy()
      maskRef.current = null
    }
  }, [mask])

  useEffect(() => {
    const instance = maskRef.current
    if (instance && instance.value !== value) instance.value = value
  }, [value])

  return <input ref={ref} defaultValue={value} {...rest} />
}
