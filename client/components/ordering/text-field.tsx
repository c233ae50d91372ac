import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  id: string
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  /** The message beneath the field; '' marks the field red without words (another field of its group says why). */
  error?: string | undefined
  /** A hint beneath the label's field, read with it (aria-describedby) before any error. */
  hint?: string | undefined
}

/** A labelled text field with its error beneath it in red, matched by field id. */
export function TextField({ id, label, value, onValueChange, error, hint, ...rest }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      <FieldHint id={id} hint={hint} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The hint under a field (`${id}-hint`), for fields drawn by another component too. */
export function FieldHint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p id={`${id}-hint`} className="field-note">
      {hint}
    </p>
  ) : null
}

/** An error for a field drawn by another component (a masked input, a select). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null
}
