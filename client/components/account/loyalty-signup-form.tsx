import { useReducer, useRef, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { UserToken } from '#shared/schemas/member.ts'
import { PHONE_NOTE, type LoyaltySignupField } from '#shared/validation/loyalty-signup.ts'
import { MASKS } from '#shared/validation/masks.ts'
import { botCheckToken, BotCheckError } from '../../state/account-bot-check.ts'
import { startMemberSession } from '../../state/member-session.ts'
import { forgetOrderClaim, orderClaimFields } from '../../state/order-claim.ts'
import {
  asStoreChoice,
  checkSignup,
  initialSignupState,
  needsLookup,
  offersOptin,
  placeRefusal,
  signupFormReducer,
  signupPayload,
  storeLacksLoyalty,
  storeStatus,
  type SignupFormError,
  type SignupTextField,
} from '../../state/signup-form-state.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { PasswordField, ShowPasswordToggle } from './password-field.tsx'
import { PasswordHelper } from './password-helper.tsx'
import { useDigitMask } from './use-digit-mask.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The one signup form of /account/signup and the loyalty opt-in modal. It draws the fields and runs the calls; the
// rules and state (the ten signup rules in order, where a refusal is shown, what is kept) are signup-form-state.ts.
// Signing up signs the member in.

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
  const id = (field: string) => `${idPrefix}-${field}`

  const [state, dispatch] = useReducer(signupFormReducer, initialValues, initialSignupState)
  const { values, error, busy } = state
  const edit = (field: SignupTextField) => (value: string) => dispatch({ type: 'edit', field, value })

  const phoneRef = useRef<HTMLInputElement>(null)
  const birthdayRef = useRef<HTMLInputElement>(null)
  const zipRef = useRef<HTMLInputElement>(null)
  useDigitMask(phoneRef, MASKS.phone.pattern, edit('phone'))
  useDigitMask(birthdayRef, MASKS.date.pattern, edit('dob'))
  useDigitMask(zipRef, MASKS.zip.pattern, edit('zip'))

  const lacksLoyalty = storeLacksLoyalty(state)

  /** The zip looks up stores on blur. */
  async function lookUpStores() {
    if (!needsLookup(state)) return
    const { zip } = values
    dispatch({ type: 'lookupStarted', zip })
    const found = await api.membersLocations({ zip }, { suppressErrors: true })
    if (!found.ok) dispatch({ type: 'lookupRefused', messages: found.messages })
    else dispatch({ type: 'lookupFound', stores: found.data.locations.map(asStoreChoice) })
  }

  function showError(next: SignupFormError) {
    dispatch({ type: 'showError', error: next })
    if (next.field !== 'form') document.getElementById(id(next.field))?.focus()
  }

  async function signUp(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const invalid = checkSignup(state)
    if (invalid) return showError(invalid)
    dispatch({ type: 'submitStarted' })
    try {
      let verify: string
      try {
        verify = await botCheckToken(store.recaptchaSiteKey)
      } catch (failure) {
        return showError({ field: 'form', message: failure instanceof BotCheckError ? failure.message : TROUBLE_MESSAGE })
      }
      // The just-placed guest order (the modal's, or any this tab holds a claim for) becomes the new member's.
      const claim = orderClaimFields(orderId)
      const created = await api.membersCreate(signupPayload(state, claim), { verify, suppressErrors: true })
      if (!created.ok) return showError(placeRefusal(created.messages))
      const token = created.data
      if (claim.order_claim) forgetOrderClaim()
      if (!(await startMemberSession(api, store, token))) return
      onSignedUp(token)
    } finally {
      dispatch({ type: 'submitEnded' })
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

  const text = (field: 'first_name' | 'last_name' | 'email', label: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={id(field)}>{label}</label>
      <input
        id={id(field)}
        name={field}
        type="text"
        value={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
        onChange={(event) => edit(field)(event.target.value)}
        {...extra}
      />
      {fieldError(field)}
    </div>
  )

  return (
    <form method="post" className="account-form signup-form" noValidate onSubmit={(event) => void signUp(event)}>
      <div className="signup-form__pair">
        {text('first_name', 'First name', { autoComplete: 'given-name' })}
        {text('last_name', 'Last name', { autoComplete: 'family-name' })}
      </div>
      {text('email', 'Email', { autoComplete: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: 'false' })}
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
        value={values.password}
        onChange={edit('password')}
        visible={state.showPassword}
        autoComplete="new-password"
        error={error?.field === 'password' ? error.message : null}
        describedBy={id('password-helper')}
      >
        <PasswordHelper id={id('password-helper')} password={values.password} />
      </PasswordField>
      <PasswordField
        id={id('confirm_password')}
        label="Confirm password"
        value={values.confirm_password}
        onChange={edit('confirm_password')}
        visible={state.showPassword}
        autoComplete="new-password"
        error={error?.field === 'confirm_password' ? error.message : null}
      />
      <ShowPasswordToggle
        id={id('show-password')}
        checked={state.showPassword}
        onChange={(visible) => dispatch({ type: 'showPassword', visible })}
      />
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
          value={values.favelocation}
          aria-invalid={invalid('favelocation') ?? (lacksLoyalty ? true : undefined)}
          aria-describedby={describedBy('favelocation', id('store-status'))}
          onChange={(event) => dispatch({ type: 'chooseStore', storeId: event.target.value })}
        >
          <option value="">
            {state.stores === null
              ? 'Enter your zip code first'
              : state.stores.length === 0
                ? 'No stores near this zip code'
                : 'Select a store'}
          </option>
          {(state.stores ?? []).map((choice) => (
            <option key={choice.sid} value={choice.sid}>{`${choice.name}: ${choice.address}, ${choice.city}, ${choice.state}`}</option>
          ))}
        </select>
        <p id={id('store-status')} className={lacksLoyalty ? 'field-error' : 'field-note'} aria-live="polite">
          {storeStatus(state)}
        </p>
        {fieldError('favelocation')}
      </div>
      {offersOptin(state) ? (
        <div className="account-checkbox">
          <input
            id={id('optin')}
            type="checkbox"
            checked={values.optin}
            onChange={(event) => dispatch({ type: 'check', field: 'optin', checked: event.target.checked })}
          />
          <label htmlFor={id('optin')}>Yes, send me email updates and offers from Perkins</label>
        </div>
      ) : null}
      <div className="account-checkbox">
        <input
          id={id('terms')}
          type="checkbox"
          checked={values.terms}
          aria-invalid={invalid('terms')}
          aria-describedby={describedBy('terms')}
          onChange={(event) => dispatch({ type: 'check', field: 'terms', checked: event.target.checked })}
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
