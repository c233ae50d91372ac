import { useEffect, useRef, type ReactNode } from 'react'
import { AS_TYPED, Field } from '../forms/field.tsx'
import { useTypedBeforeScripts } from '../forms/typed-before-scripts.ts'

/**
 * A password input whose visibility the form's "Show password" toggle controls. It has no `name`, and its forms
 * say method="post": a submit before the page has hydrated never puts the password in a URL.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  visible,
  autoComplete,
  error,
  invalid,
  describedBy,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  visible: boolean
  autoComplete: 'current-password' | 'new-password'
  error?: string | null
  /** Marked invalid for a reason said elsewhere (the sign-in form's notice). */
  invalid?: boolean
  describedBy?: string
  children?: ReactNode
}) {
  useTypedBeforeScripts(id, value, onChange)
  return (
    <Field id={id} label={label} error={error || undefined} invalid={invalid} liveError describedBy={describedBy} after={children}>
      {(wiring) => (
        <input
          {...wiring}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          {...AS_TYPED}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

export function ShowPasswordToggle({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null)
  // Ticked before the scripts ran, the box shows its tick but the password cannot change yet: it shows once they run.
  useEffect(() => {
    if (box.current?.checked && !checked) onChange(true)
    // Once, as the page first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="account-checkbox">
      <input ref={box} id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Show password</label>
    </div>
  )
}
