import type { ReactNode } from 'react'
import { AS_TYPED, Field } from '../forms/field.tsx'

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
  return (
    <div className="account-checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Show password</label>
    </div>
  )
}
