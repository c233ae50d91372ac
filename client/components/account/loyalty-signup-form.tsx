import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { UserToken } from '#shared/schemas/member.ts'
import {
  LOYALTY_SIGNUP_MESSAGES,
  PHONE_NOTE,
  isZip,
  validateLoyaltySignup,
  type LoyaltySignupField,
} from '#shared/validation/loyalty-signup.ts'
import { MASKS, maskedDateToIso } from '#shared/validation/masks.ts'
import { botCheckToken, BotCheckError } from '../../state/account-bot-check.ts'
import { isEmailExists } from '../../state/account-messages.ts'
import { startMemberSession } from '../../state/member-session.ts'
import { forgetOrderClaim, orderClaimFields } from '../../state/order-claim.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { PasswordField, ShowPasswordToggle } from './password-field.tsx'
import { PasswordHelper } from './password-helper.tsx'
import { useDigitMask } from './use-digit-mask.ts'
import { EMAIL_EXISTS, INCORRECT_FORMAT, PHONE_IN_USE, TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The one signup form of /account/signup and the loyalty opt-in modal: the ten signup rules in their order, the
// first failure under its field in red, everything typed kept after any error. Signing up signs the member in.

const NO_LOYALTY = 'This Location does not support loyalty'

interface StoreChoice {
  sid: string
  name: string
  address: string
  city: string
  state: string
  loyalty: boolean
}

type FormError = { field: LoyaltySignupField | 'form'; message: string; emailExists?: boolean }

const MESSAGE_FIELDS = new Map<string, LoyaltySignupField>(
  Object.entries(LOYALTY_SIGNUP_MESSAGES).map(([field, message]) => [message, field as LoyaltySignupField]),
)

/** Where an upstream refusal belongs: under its field when it is one of the form's own messages. */
function placeRefusal(messages: readonly string[]): FormError {
  if (isEmailExists(messages)) return { field: 'email', message: EMAIL_EXISTS, emailExists: true }
  if (messages.includes(PHONE_IN_USE)) return { field: 'phone', message: PHONE_IN_USE }
  for (const message of messages) {
    const field = MESSAGE_FIELDS.get(message)
    if (field) return { field, message }
    if (message === NO_LOYALTY) return { field: 'favelocation', message }
    if (message === INCORRECT_FORMAT) return { field: 'zip', message }
  }
  return { field: 'form', message: messages.join(' ') || TROUBLE_MESSAGE }
}

const asStoreChoice = (location: {
  sid: string | number
  address: string
  city: string
  state: string
  [key: string]: unknown
}): StoreChoice => ({
  sid: String(location.sid),
  name: typeof location.name === 'string' ? location.name : location.city,
  address: location.address,
  city: location.city,
  state: location.state,
  loyalty: location.loyalty !== false,
})

/**
 * `idPrefix` names the form's fields (fixed ids: React's useId differs between the server's tree and the
 * browser's, so a hydrated form would point its labels and errors at ids that do not exist).
 */
export function LoyaltySignupForm({
  idPrefix,
  orderId = null,
  onSignedUp,
  submitLabel = 'Sign Up',
  initialValues = {},
}: {
  idPrefix: string
  orderId?: string | null
  /** Fields sent before the page's scripts ran (client/early-post.ts), by their names; never a password. */
  initialValues?: Partial<Record<string, string>>
  onSignedUp: (token: UserToken) => void
  submitLabel?: string
}) {
  const store = useClientStore()
  const api = useApi()
  const ids = idPrefix
  const id = (field: string) => `${ids}-${field}`

  const [firstName, setFirstName] = useState(initialValues.first_name ?? '')
  const [lastName, setLastName] = useState(initialValues.last_name ?? '')
  const [email, setEmail] = useState(initialValues.email ?? '')
  const [phone, setPhone] = useState(initialValues.phone ?? '')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [birthday, setBirthday] = useState(initialValues.dob ?? '')
  const [zip, setZip] = useState(initialValues.zip ?? '')
  const [storeId, setStoreId] = useState('')
  const [terms, setTerms] = useState(false)
  const [optin, setOptin] = useState(false)
  const [stores, setStores] = useState<StoreChoice[] | null>(null)
  const [lookup, setLookup] = useState<'idle' | 'searching' | 'done'>('idle')
  const [lookedUpZip, setLookedUpZip] = useState('')
  const [error, setError] = useState<FormError | null>(null)
  const [busy, setBusy] = useState(false)

  const phoneRef = useRef<HTMLInputElement>(null)
  const birthdayRef = useRef<HTMLInputElement>(null)
  const zipRef = useRef<HTMLInputElement>(null)
  useDigitMask(phoneRef, MASKS.phone.pattern, setPhone)
  useDigitMask(birthdayRef, MASKS.date.pattern, setBirthday)
  useDigitMask(zipRef, MASKS.zip.pattern, setZip)

  const chosenStore = stores?.find((choice) => choice.sid === storeId) ?? null
  const storeLacksLoyalty = chosenStore !== null && !chosenStore.loyalty

  /** The zip looks up stores on blur. */
  async function lookUpStores() {
    if (!isZip(zip) || zip === lookedUpZip) return
    setLookedUpZip(zip)
    setLookup('searching')
    let refusal: string[] = []
    const found = await api.membersLocations({ zip }, { suppressErrors: true, onError: (messages) => (refusal = messages) })
    setLookup('done')
    if (!found) {
      setLookedUpZip('')
      setStores(null)
      setError(placeRefusal(refusal.length ? refusal : [INCORRECT_FORMAT]))
      return
    }
    const choices = found.locations.map(asStoreChoice)
    setStores(choices)
    if (!choices.some((choice) => choice.sid === storeId)) setStoreId('')
    // The error now, not the one when the lookup began: a Sign Up pressed meanwhile may have shown a newer one.
    setError((current) => (current?.field === 'zip' ? null : current))
  }

  function showError(next: FormError) {
    setError(next)
    if (next.field !== 'form') document.getElementById(id(next.field))?.focus()
  }

  async function signUp(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const dob = maskedDateToIso(birthday)
    const form = {
      first_name: firstName,
      last_name: lastName,
      email,
      phone,
      password,
      confirm_password: confirmPassword,
      dob,
      zip,
      favelocation: storeId,
      terms,
    }
    const invalid = validateLoyaltySignup(form)
    if (invalid) return showError(invalid)
    if (storeLacksLoyalty) return showError({ field: 'favelocation', message: NO_LOYALTY })
    setError(null)
    setBusy(true)
    try {
      let verify: string
      try {
        verify = await botCheckToken(store.recaptchaSiteKey)
      } catch (failure) {
        return showError({ field: 'form', message: failure instanceof BotCheckError ? failure.message : TROUBLE_MESSAGE })
      }
      let refusal: string[] = []
      // The just-placed guest order (the modal's, or any this tab holds a claim for) becomes the new member's.
      const claim = orderClaimFields(orderId)
      const token = await api.membersCreate(
        {
          loyalty: true,
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          email: email.trim(),
          phone,
          password,
          dob,
          zip,
          favelocation: Number(storeId),
          optin: chosenStore?.loyalty === true && optin,
          ...claim,
        },
        { verify, suppressErrors: true, onError: (messages) => (refusal = messages) },
      )
      if (!token) return showError(placeRefusal(refusal))
      if (claim.order_claim) forgetOrderClaim()
      if (!(await startMemberSession(api, store, token))) return
      onSignedUp(token)
    } finally {
      setBusy(false)
    }
  }

  const errorFor = (field: LoyaltySignupField): ReactNode => {
    if (error?.field !== field) return ''
    if (error.emailExists) {
      return (
        <>
          {error.message} <Link to="/signin">Sign in</Link> or <Link to="/account/forgot-password">reset your password</Link>.
        </>
      )
    }
    return error.message
  }
  const invalid = (field: LoyaltySignupField) => (error?.field === field ? true : undefined)
  const describedBy = (field: LoyaltySignupField, ...more: string[]) => [id(`${field}-error`), ...more].join(' ')
  const fieldError = (field: LoyaltySignupField) => (
    <p id={id(`${field}-error`)} className="field-error" aria-live="polite">
      {errorFor(field)}
    </p>
  )

  const text = (
    field: 'first_name' | 'last_name' | 'email',
    label: string,
    value: string,
    set: (value: string) => void,
    extra: Record<string, string> = {},
  ) => (
    <div className="field">
      <label htmlFor={id(field)}>{label}</label>
      <input
        id={id(field)}
        name={field}
        type="text"
        value={value}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
        onChange={(event) => set(event.target.value)}
        {...extra}
      />
      {fieldError(field)}
    </div>
  )

  return (
    <form method="post" className="account-form signup-form" noValidate onSubmit={(event) => void signUp(event)}>
      <div className="signup-form__pair">
        {text('first_name', 'First name', firstName, setFirstName, { autoComplete: 'given-name' })}
        {text('last_name', 'Last name', lastName, setLastName, { autoComplete: 'family-name' })}
      </div>
      {text('email', 'Email', email, setEmail, { autoComplete: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: 'false' })}
      <div className="field">
        <label htmlFor={id('phone')}>Phone</label>
        <input
          ref={phoneRef}
          id={id('phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="###-###-####"
          defaultValue={initialValues.phone ?? ''}
          aria-invalid={invalid('phone')}
          aria-describedby={describedBy('phone', id('phone-note'))}
        />
        <p id={id('phone-note')} className="field-note">
          {PHONE_NOTE}
        </p>
        {fieldError('phone')}
      </div>
      <PasswordField
        id={id('password')}
        label="Password"
        value={password}
        onChange={setPassword}
        visible={showPassword}
        autoComplete="new-password"
        error={error?.field === 'password' ? error.message : null}
        describedBy={id('password-helper')}
      >
        <PasswordHelper id={id('password-helper')} password={password} />
      </PasswordField>
      <PasswordField
        id={id('confirm_password')}
        label="Confirm password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        visible={showPassword}
        autoComplete="new-password"
        error={error?.field === 'confirm_password' ? error.message : null}
      />
      <ShowPasswordToggle id={id('show-password')} checked={showPassword} onChange={setShowPassword} />
      <div className="signup-form__pair">
        <div className="field">
          <label htmlFor={id('dob')}>Birthday</label>
          <input
            ref={birthdayRef}
            id={id('dob')}
            name="dob"
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM/DD/YYYY"
            defaultValue={initialValues.dob ?? ''}
            aria-invalid={invalid('dob')}
            aria-describedby={describedBy('dob')}
          />
          {fieldError('dob')}
        </div>
        <div className="field">
          <label htmlFor={id('zip')}>Zip code</label>
          <input
            ref={zipRef}
            id={id('zip')}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="#####"
            defaultValue={initialValues.zip ?? ''}
            aria-invalid={invalid('zip')}
            aria-describedby={describedBy('zip')}
            onBlur={() => void lookUpStores()}
          />
          {fieldError('zip')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('favelocation')}>Preferred store</label>
        <select
          id={id('favelocation')}
          name="favelocation"
          value={storeId}
          aria-invalid={invalid('favelocation') ?? (storeLacksLoyalty ? true : undefined)}
          aria-describedby={describedBy('favelocation', id('store-status'))}
          onChange={(event) => {
            setStoreId(event.target.value)
            // Choosing a store answers 'Please select a preferred store.'; what the new store allows shows instead.
            setError((current) => (current?.field === 'favelocation' ? null : current))
          }}
        >
          <option value="">
            {stores === null ? 'Enter your zip code first' : stores.length === 0 ? 'No stores near this zip code' : 'Select a store'}
          </option>
          {(stores ?? []).map((choice) => (
            <option key={choice.sid} value={choice.sid}>{`${choice.name}: ${choice.address}, ${choice.city}, ${choice.state}`}</option>
          ))}
        </select>
        <p id={id('store-status')} className={storeLacksLoyalty ? 'field-error' : 'field-note'} aria-live="polite">
          {lookup === 'searching' ? 'Searching' : storeLacksLoyalty && error?.field !== 'favelocation' ? NO_LOYALTY : ''}
        </p>
        {fieldError('favelocation')}
      </div>
      {chosenStore?.loyalty ? (
        <div className="account-checkbox">
          <input id={id('optin')} type="checkbox" checked={optin} onChange={(event) => setOptin(event.target.checked)} />
          <label htmlFor={id('optin')}>Yes, send me email updates and offers from Perkins</label>
        </div>
      ) : null}
      <div className="account-checkbox">
        <input
          id={id('terms')}
          type="checkbox"
          checked={terms}
          aria-invalid={invalid('terms')}
          aria-describedby={describedBy('terms')}
          onChange={(event) => setTerms(event.target.checked)}
        />
        <label htmlFor={id('terms')} className={error?.field === 'terms' ? 'account-checkbox__label--error' : undefined}>
          Yes, I want to join VIP Perks &amp; agree to the{' '}
          <a href="/legal" target="_blank" rel="noopener">
            TERMS &amp; CONDITIONS
          </a>{' '}
          and{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            PRIVACY POLICY
          </a>{' '}
          *
        </label>
      </div>
      {fieldError('terms')}
      <div className={error?.field === 'form' ? 'notice notice--error' : undefined} role="alert">
        {error?.field === 'form' ? <p>{error.message}</p> : null}
      </div>
      <button type="submit" className="button button--block button--large" aria-disabled={busy || undefined}>
        {busy ? 'Signing Up…' : submitLabel}
      </button>
    </form>
  )
}
