import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import type { Block } from '#shared/schemas/content.ts'
import { describeSkippedField, readFormBlock, type FormDefinition, type SkippedField } from '#shared/forms/form-block.ts'
import {
  FIELD_MASKS,
  FORM_NAME_FIELD,
  MASK_PLACEHOLDERS,
  MAX_VALUE_LENGTH,
  fieldProblem,
  type FormField,
} from '#shared/forms/form-fields.ts'
import { slugForPath } from '#shared/content-slug.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { AS_TYPED, Field, TextField, type FieldFrame } from '../forms/field.tsx'
import { MaskedField } from '../forms/masked-field.tsx'
import { MASKS, toImaskPattern } from '#shared/validation/masks.ts'
import { EarlyPostNotice } from '../account/early-post-notice.tsx'
import { useEarlyPost } from '../../early-post.ts'
import { botCheckToken, BotCheckError } from '../../state/account-bot-check.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { sendForm } from '../../state/send-form.ts'

// `form`: a form built from the CMS's field definitions (shared/forms/form-block.ts). It is a real form before the
// scripts run: it posts to the page itself, and the page answers with the typed answers filled back in and a line
// saying nothing was sent (client/early-post.ts). Once hydrated it checks each answer with the rules the Worker
// uses, then sends the answers to the Worker (/_forms/submit) with a bot-check token; the Worker checks them again
// and delivers them. Loaded only on pages that have a form (form-block-slot.tsx), so imask comes only with it.

type Errors = ReadonlyMap<string, string>

const NO_SCRIPT_NOTICE = 'To send this form, please turn on JavaScript in your browser.'

interface FieldProps {
  field: FormField
  /** The element id; the hint and error ids are derived from it. */
  id: string
  value: string
  onValueChange: (value: string) => void
  error: string | undefined
}

function FormFieldControl({ field, id, value, onValueChange, error }: FieldProps) {
  const frame: FieldFrame = { id, label: field.label, hint: field.labelInfo || undefined, error }
  const common = { name: field.id, required: field.required }
  const mask = FIELD_MASKS[field.type]
  if (mask !== undefined) {
    // zip, phone and date: the product's mask on the input (imask owns its value while typing).
    return (
      <MaskedField
        {...frame}
        {...common}
        type={field.type === 'phone' ? 'tel' : 'text'}
        inputMode="numeric"
        autoComplete={field.type === 'phone' ? 'tel-national' : 'off'}
        placeholder={field.placeholder || MASK_PLACEHOLDERS[field.type]}
        // No maxLength: the mask holds the length, and a phone pasted or filled in as "(612) 555-0123" is longer than
        // its masked form until the mask has read it (a maxLength cut it to 612-555-01 first).
        mask={toImaskPattern(mask)}
        {...(field.type === 'phone' ? { skipLeading: MASKS.phone.countryCode } : {})}
        value={value}
        onValueChange={onValueChange}
      />
    )
  }
  if (field.type === 'textarea') {
    return (
      <Field {...frame}>
        {(wiring) => (
          <textarea
            {...wiring}
            {...common}
            rows={6}
            placeholder={field.placeholder || undefined}
            maxLength={MAX_VALUE_LENGTH.textarea}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        )}
      </Field>
    )
  }
  if (field.type === 'select') {
    return (
      <Field {...frame}>
        {(wiring) => (
          <select {...wiring} {...common} value={value} onChange={(event) => onValueChange(event.target.value)}>
            <option value="">{field.placeholder || 'Choose one'}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
    )
  }
  return (
    <TextField
      {...frame}
      {...common}
      type={field.type === 'email' ? 'email' : 'text'}
      value={value}
      onValueChange={onValueChange}
      placeholder={field.placeholder || undefined}
      maxLength={MAX_VALUE_LENGTH[field.type]}
      {...(field.type === 'email' ? { autoComplete: 'email', inputMode: 'email', ...AS_TYPED } : {})}
      {...(field.type === 'zip' ? { autoComplete: 'postal-code', autoCapitalize: 'characters', spellCheck: false } : {})}
    />
  )
}

function logSkippedFields(uid: string, skipped: readonly SkippedField[]) {
  for (const field of skipped) console.warn(describeSkippedField(uid || 'without _uid', field))
}

function initialValues(form: FormDefinition, early: Partial<Record<string, string>> | null): Map<string, string> {
  return new Map(form.fields.map((field) => [field.id, early?.[field.id] ?? '']))
}

/** The answers to send: one string per field the form has, read from the form itself (imask owns masked inputs). */
function answersOf(element: HTMLFormElement, form: FormDefinition): Map<string, string> {
  const data = new FormData(element)
  return new Map(form.fields.map((field) => [field.id, String(data.get(field.id) ?? '')]))
}

export function FormBlock({ block }: { block: Block }) {
  const { form, skipped } = useMemo(() => readFormBlock(block), [block])
  // Logged (not shown) so an editor's typo shows up in the Worker's and the browser's logs; the rest still works.
  // On the server while rendering (effects never run there), in the browser once, not on every keystroke.
  if (typeof document === 'undefined') logSkippedFields(form.uid, skipped)
  useEffect(() => logSkippedFields(form.uid, skipped), [form.uid, skipped])
  const store = useClientStore()
  const { pathname } = useLocation()
  const early = useEarlyPost()
  const earlyHere = early !== null && early.values[FORM_NAME_FIELD] === form.uid ? early : null
  const [values, setValues] = useState(() => initialValues(form, earlyHere?.values ?? null))
  const [errors, setErrors] = useState<Errors>(new Map())
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sentRef = useRef<HTMLDivElement>(null)
  // Focus moves once React has drawn the outcome: to the thank-you line, or to the first field in error.
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (sent !== null) sentRef.current?.focus()
  }, [sent])
  useEffect(() => {
    const first = form.fields.find((field) => errors.has(field.id))
    if (focusRequest > 0 && first) document.getElementById(idOf(first))?.focus()
    // Only a new request moves focus; errors changing as the visitor fixes them must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest])
  // The form's code arrives after the page hydrates; this says it has, so masks and checks are in place.
  const [hydrated, setHydrated] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // What was typed before the scripts ran is in the fields, not in this state: taken in with the same render, or
    // that render would set every field back to the state's empty values (a slow phone gives several seconds to type).
    const element = formRef.current
    if (element) {
      const typed = answersOf(element, form)
      setValues((current) => {
        const next = new Map(current)
        for (const [id, value] of typed) if (value !== '' && !current.get(id)) next.set(id, value)
        return next
      })
    }
    setHydrated(true)
    // Once, as the form first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const idOf = (field: FormField) => `cms-form-${form.uid}-${field.id}`

  function showErrors(next: Errors) {
    setErrors(next)
    if (next.size > 0) setFocusRequest((request) => request + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const answers = answersOf(event.currentTarget, form)
    const found = new Map<string, string>()
    for (const field of form.fields) {
      const message = fieldProblem(field, answers.get(field.id) ?? '')
      if (message !== null) found.set(field.id, message)
    }
    setProblem(null)
    showErrors(found)
    if (found.size > 0) return
    const page = slugForPath(pathname)
    if (page === null) return
    setBusy(true)
    try {
      const verify = await botCheckToken(store.recaptchaSiteKey)
      const result = await sendForm({ page, form: form.uid, values: answers }, verify)
      if (result.ok) {
        setSent(result.message ?? form.successMessage)
        return
      }
      if (result.errors.size > 0) showErrors(result.errors)
      setProblem(result.message)
    } catch (error) {
      setProblem(error instanceof BotCheckError ? error.message : TROUBLE_MESSAGE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="cms-form" aria-labelledby={form.heading ? `cms-form-${form.uid}-heading` : undefined}>
      {form.heading ? <h2 id={`cms-form-${form.uid}-heading`}>{form.heading}</h2> : null}
      {sent !== null ? (
        <div ref={sentRef} tabIndex={-1} role="status" className="notice notice--info cms-form__sent">
          <p>{sent}</p>
        </div>
      ) : (
        <>
          {form.intro ? <p className="cms-form__intro">{form.intro}</p> : null}
          {/* The answers go with a bot check only a script can do: a browser with scripts off is told before typing. */}
          <noscript>
            <p className="notice notice--info">{NO_SCRIPT_NOTICE}</p>
          </noscript>
          <EarlyPostNotice early={earlyHere} button={form.submitLabel} />
          <form
            ref={formRef}
            method="post"
            className="cms-form__form"
            data-hydrated={hydrated || undefined}
            noValidate
            onSubmit={(event) => void submit(event)}
          >
            <input type="hidden" name={FORM_NAME_FIELD} value={form.uid} />
            {form.fields.map((field) => (
              <FormFieldControl
                key={field.id}
                field={field}
                id={idOf(field)}
                value={values.get(field.id) ?? ''}
                onValueChange={(value) => setValues((current) => new Map(current).set(field.id, value))}
                error={errors.get(field.id)}
              />
            ))}
            <div role="alert" className={problem ? 'notice notice--error' : undefined}>
              {problem ? <p>{problem}</p> : null}
            </div>
            <button type="submit" className="button cms-form__submit" aria-disabled={busy || undefined}>
              {busy ? 'Sending…' : form.submitLabel}
            </button>
          </form>
        </>
      )}
    </section>
  )
}
