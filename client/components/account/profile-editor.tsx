import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { User } from '#shared/schemas/member.ts'
import { LOYALTY_SIGNUP_MESSAGES as M, isEmail, isName, isPhone, isZip } from '#shared/validation/loyalty-signup.ts'
import { MASKS, applyDigitMask, toImaskPattern } from '#shared/validation/masks.ts'
import { isEmailExists } from '../../state/account-messages.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { AS_TYPED, TextField, type FieldFrame } from '../forms/field.tsx'
import { MaskedField } from '../forms/masked-field.tsx'
import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG, EMAIL_EXISTS, PHONE_IN_USE, TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The member's profile and its edit form (members/update). The signup rules and messages apply to each field.
// A new sign-in email also asks for the current password (only then), and changes only once the member opens the
// link sent to the new address; the form says so.

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'zip'
const RULES: { field: Field; test: (value: string) => boolean }[] = [
  { field: 'first_name', test: isName },
  { field: 'last_name', test: isName },
  { field: 'email', test: isEmail },
  { field: 'phone', test: isPhone },
  { field: 'zip', test: isZip },
]
/** The fields typed through a digit mask, by their pattern. */
const MASKED: Partial<Record<Field, string>> = { phone: MASKS.phone.pattern, zip: MASKS.zip.pattern }
const LABELS: Record<Field, string> = { first_name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Phone', zip: 'Zip code' }

const isoToDisplay = (iso: string | undefined) => {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  return match ? `${match[2]}/${match[3]}/${match[1]}` : ''
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Under which field an upstream refusal belongs. */
function placeRefusal(messages: readonly string[]): { field: Field | 'current_password' | 'form'; message: string } {
  if (isEmailExists(messages)) return { field: 'email', message: EMAIL_EXISTS }
  if (messages.includes(PHONE_IN_USE)) return { field: 'phone', message: PHONE_IN_USE }
  for (const message of [CURRENT_PASSWORD_WRONG, CURRENT_PASSWORD_NEEDED]) {
    if (messages.includes(message)) return { field: 'current_password', message }
  }
  return { field: 'form', message: messages.join(' ') || TROUBLE_MESSAGE }
}

function EditForm({ user, onDone }: { user: User; onDone: (saved: boolean, pendingEmail: string | null) => void }) {
  const store = useClientStore()
  const api = useApi()
  const ids = 'profile'
  // What the form starts from, kept to tell what the member changed.
  const [started] = useState<Record<Field, string>>(() => ({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: applyDigitMask(user.phone ?? '', MASKS.phone.pattern),
    zip: user.zip ?? '',
  }))
  const [values, setValues] = useState<Record<Field, string>>(started)
  // Opened by "Edit profile", which is gone now: the keyboard goes on to the form's first field.
  useEffect(() => document.getElementById(`${ids}-first_name`)?.focus(), [])
  const [currentPassword, setCurrentPassword] = useState('')
  const [error, setError] = useState<{ field: Field | 'current_password' | 'form'; message: string } | null>(null)
  const changingEmail = !sameEmail(values.email, user.email)
  const [busy, setBusy] = useState(false)
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const failing = RULES.find((rule) => !rule.test(values[rule.field]))
    if (failing) {
      setError({ field: failing.field, message: M[failing.field] })
      document.getElementById(`${ids}-${failing.field}`)?.focus()
      return
    }
    if (changingEmail && currentPassword === '') {
      setError({ field: 'current_password', message: CURRENT_PASSWORD_NEEDED })
      document.getElementById(`${ids}-current_password`)?.focus()
      return
    }
    // Only what the member changed in this form is sent: a detail changed on another device since this form opened
    // is never put back to what the form started from.
    const typed: Record<Field, string> = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: values.phone,
      zip: values.zip,
    }
    const changed = RULES.map(({ field }) => field).filter((field) => typed[field] !== started[field])
    if (changed.length === 0) {
      onDone(true, null)
      return
    }
    setBusy(true)
    setError(null)
    const updated = await api.membersUpdate(
      {
        ...Object.fromEntries(changed.map((field) => [field, typed[field]])),
        ...(changingEmail ? { current_password: currentPassword } : {}),
      },
      { suppressErrors: true },
    )
    setBusy(false)
    if (!updated.ok) {
      const placed = placeRefusal(updated.messages)
      setError(placed)
      if (placed.field !== 'form') document.getElementById(`${ids}-${placed.field}`)?.focus()
      return
    }
    const { pending_email: pendingEmail, ...profile } = updated.data
    store.activeUser = profile
    onDone(true, pendingEmail ?? null)
  }

  /** A field's label and error, its error line always there and announced. */
  const frame = (field: Field | 'current_password', label: string): FieldFrame => ({
    id: `${ids}-${field}`,
    label,
    error: error?.field === field ? error.message : undefined,
    liveError: true,
  })
  return (
    <form className="account-form profile-form" noValidate onSubmit={(event) => void save(event)}>
      {RULES.map(({ field }) => {
        const mask = MASKED[field]
        return mask ? (
          <MaskedField
            key={field}
            {...frame(field, LABELS[field])}
            type="text"
            inputMode="numeric"
            mask={toImaskPattern(mask)}
            {...(field === 'phone' ? { skipLeading: MASKS.phone.countryCode } : {})}
            value={values[field]}
            onValueChange={set(field)}
          />
        ) : (
          <TextField
            key={field}
            {...frame(field, LABELS[field])}
            type={field === 'email' ? 'email' : 'text'}
            value={values[field]}
            onValueChange={set(field)}
          />
        )
      })}
      {changingEmail ? (
        // A plain input rather than the signup forms' PasswordField: /account's first load stays without that chunk.
        <TextField
          {...frame('current_password', 'Current password')}
          hint="Needed to change your sign-in email. We will email the new address a link to confirm it."
          hintId={`${ids}-current_password-note`}
          type="password"
          value={currentPassword}
          autoComplete="current-password"
          {...AS_TYPED}
          onValueChange={setCurrentPassword}
        />
      ) : null}
      <div className={error?.field === 'form' ? 'notice notice--error' : undefined} role="alert">
        {error?.field === 'form' ? <p>{error.message}</p> : null}
      </div>
      <div className="account-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false, null)}>
          Cancel
        </button>
      </div>
    </form>
  )
}

export function ProfileEditor({ user }: { user: User }) {
  const [editing, setEditing] = useState(false)
  const [status, setStatus] = useState('')
  const editButton = useRef<HTMLButtonElement>(null)
  // The status line stays on the page through editing, so what appears in it is announced; it is emptied as an edit
  // starts, so the same words said again after the next save are news again.
  return (
    <>
      <p role="status" className="account-status">
        {status}
      </p>
      {editing ? (
        <EditForm
          user={user}
          onDone={(saved, pendingEmail) => {
            setEditing(false)
            setStatus(
              !saved
                ? ''
                : pendingEmail
                  ? `Your details were saved. To change your sign-in email, open the link we sent to ${pendingEmail}.`
                  : 'Your details were saved.',
            )
            requestAnimationFrame(() => editButton.current?.focus())
          }}
        />
      ) : (
        <>
          <dl>
            <dt>Name</dt>
            <dd>{`${user.first_name} ${user.last_name}`}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Phone</dt>
            <dd>{applyDigitMask(user.phone ?? '', MASKS.phone.pattern)}</dd>
            <dt>Birthday</dt>
            <dd>{isoToDisplay(user.dob)}</dd>
            <dt>Zip code</dt>
            <dd>{user.zip ?? ''}</dd>
          </dl>
          <button
            ref={editButton}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setStatus('')
              setEditing(true)
            }}
          >
            Edit profile
          </button>
        </>
      )}
    </>
  )
}
