import type { ChangeEvent, ReactNode } from 'react'

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
  describedBy?: string
  children?: ReactNode
}) {
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, describedBy].filter(Boolean).join(' ')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {children}
      <p id={errorId} className="field-error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
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
