import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useTypedBeforeScripts } from './typed-before-scripts.ts'

/** What a field hands its control, so the label, hint and error belong to it. */
export interface ControlWiring {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** For what must arrive as typed (emails, user names, passwords): no capital first letter, no spelling fixes. */
export const AS_TYPED = { autoCapitalize: 'none', spellCheck: false } as const

/** Everything about a field but its control. */
export interface FieldFrame {
  id: string
  label: ReactNode
  /** The message beneath the field; '' marks the field red without words (another field of its group says why). */
  error?: ReactNode | undefined
  /** Words beneath the field, read with it (aria-describedby). */
  hint?: ReactNode | undefined
  /** The hint's id: `${id}-hint` unless the form names it otherwise. */
  hintId?: string | undefined
  /**
   * The account forms and the fields with their own Apply button keep the error's line on the page, empty until it is
   * needed, and announce what appears in it (aria-live); the field's description reads it first. Elsewhere the line
   * appears with its error, after the hint.
   */
  liveError?: boolean | undefined
  /** Marks the field invalid for a reason drawn elsewhere (the preferred store's status line). */
  invalid?: boolean | undefined
  /** Ids of more words about the field, drawn in `after`. */
  describedBy?: string | undefined
  /** Drawn right after the control: the password's helper, the store's status. */
  after?: ReactNode
  /** Classes beside `field` on the field's box (field--narrow). */
  fieldClass?: string | undefined
}

/**
 * One labelled field: the label, the control the caller draws with the wiring it is handed, then the hint and the
 * error beneath it in red, matched by the field's id. Every text field, select and text area of the site is one.
 */
export function Field({
  id,
  label,
  error,
  hint,
  hintId = `${id}-hint`,
  liveError = false,
  invalid,
  describedBy,
  after,
  fieldClass,
  children,
}: FieldFrame & { children: (wiring: ControlWiring) => ReactNode }) {
  const errorId = `${id}-error`
  const words = liveError ? [errorId, hint ? hintId : '', describedBy] : [hint ? hintId : '', describedBy, error ? errorId : '']
  const wiring: ControlWiring = {
    id,
    'aria-invalid': (invalid ?? error !== undefined) ? true : undefined,
    'aria-describedby': words.filter(Boolean).join(' ') || undefined,
  }
  return (
    <div className={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(wiring)}
      {after}
      {hint ? (
        <p id={hintId} className="field-note">
          {hint}
        </p>
      ) : null}
      {liveError ? (
        <p id={errorId} className="field-error" aria-live="polite">
          {error}
        </p>
      ) : (
        <FieldError id={id} error={error} />
      )}
    </div>
  )
}

/** An error for a field or group drawn without Field (a group of radio buttons, a provider's card frame). */
export function FieldError({ id, error }: { id: string; error?: ReactNode | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null
}

/** Splits a field's props into its frame (for Field) and the rest (for its control). */
export function splitFrame<Props extends FieldFrame>(props: Props): [FieldFrame, Omit<Props, keyof FieldFrame>] {
  const { id, label, error, hint, hintId, liveError, invalid, describedBy, after, fieldClass, ...control } = props
  return [{ id, label, error, hint, hintId, liveError, invalid, describedBy, after, fieldClass }, control]
}

type TextFieldProps = FieldFrame &
  Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'id'> & {
    value: string
    onValueChange: (value: string) => void
  }

/** A labelled text input whose value React holds. */
export function TextField(props: TextFieldProps) {
  const [frame, { value, onValueChange, ...input }] = splitFrame(props)
  useTypedBeforeScripts(frame.id, value, onValueChange)
  return (
    <Field {...frame}>
      {(wiring) => <input {...wiring} value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />}
    </Field>
  )
}
