import { useEffect, useReducer, useRef, type ComponentProps, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import type { UserToken } from '#shared/schemas/member.ts'
import { isZip, PHONE_NOTE, type LoyaltySignupField } from '#shared/validation/loyalty-signup.ts'
import { MASKS, toImaskPattern } from '#shared/validation/masks.ts'
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
import { forgetSignupDraft } from '../../state/forget-signup-draft.ts'
import { heldSignupDraft, keepSignupDraft } from '../../state/signup-draft.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { AS_TYPED, Field, TextField, type FieldFrame } from '../forms/field.tsx'
import { MaskedField } from '../forms/masked-field.tsx'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { SiteLink } from '../layout/site-link.tsx'

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

  const lacksLoyalty = storeLacksLoyalty(state)

  // What this tab typed before a reload, Back or a detour comes back once the page has hydrated (the server never
  // sees the tab's storage), and what is typed is kept as it changes.
  const restoredZip = useRef(false)
  useEffect(() => {
    const draft = heldSignupDraft()
    if (!draft) return
    restoredZip.current = draft.zip !== undefined && isZip(draft.zip)
    dispatch({ type: 'restoreDraft', values: draft })
  }, [])
  const { first_name, last_name, email, phone, dob, zip } = values
  const firstKeep = useRef(true)
  useEffect(() => {
    // Not on the first render: the form as opened, before the draft above is back, must not overwrite it.
    if (firstKeep.current) return void (firstKeep.current = false)
    keepSignupDraft({ first_name, last_name, email, phone, dob, zip })
  }, [first_name, last_name, email, phone, dob, zip])

  /** The zip looks up stores on blur. */
  async function lookUpStores() {
    if (!needsLookup(state)) return
    const { zip } = values
    dispatch({ type: 'lookupStarted', zip })
    const found = await api.membersLocations({ zip }, { suppressErrors: true })
    if (!found.ok) dispatch({ type: 'lookupRefused', zip, messages: found.messages })
    else dispatch({ type: 'lookupFound', zip, stores: found.data.locations.map(asStoreChoice) })
  }

  // A zip brought back from the draft looks its stores up, as leaving the field would have.
  useEffect(() => {
    if (!restoredZip.current || !needsLookup(state)) return
    restoredZip.current = false
    void lookUpStores()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the zip the draft brought back
  }, [zip])

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
      forgetSignupDraft()
      onSignedUp(token)
    } finally {
      dispatch({ type: 'submitEnded' })
    }
  }

  const errorFor = (field: LoyaltySignupField): ReactNode | undefined => {
    if (error?.field !== field) return undefined
    if (error.emailExists) {
      return (
        <>
          {error.message} <SiteLink to="/signin">Sign in</SiteLink> or{' '}
          <SiteLink to="/account/forgot-password">reset your password</SiteLink>.
        </>
      )
    }
    return error.message
  }
  /** A field's label and error, its error line always there and announced. */
  const frame = (field: LoyaltySignupField, label: string): FieldFrame => ({
    id: id(field),
    label,
    error: errorFor(field),
    liveError: true,
  })

  /** The digit fields: the mask types the literals (the phone's dashes, the birthday's slashes). */
  const masked = (field: 'phone' | 'dob' | 'zip', label: string, pattern: string, more: Partial<ComponentProps<typeof MaskedField>>) => (
    <MaskedField
      {...frame(field, label)}
      name={field}
      inputMode="numeric"
      mask={toImaskPattern(pattern)}
      value={values[field]}
      onValueChange={edit(field)}
      {...more}
    />
  )
  const text = (
    field: 'first_name' | 'last_name' | 'email',
    label: string,
    extra: Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'> = {},
  ) => <TextField {...frame(field, label)} name={field} type="text" value={values[field]} onValueChange={edit(field)} {...extra} />

  return (
    <form method="post" className="account-form signup-form" noValidate onSubmit={(event) => void signUp(event)}>
      <div className="signup-form__pair">
        {text('first_name', 'First name', { autoComplete: 'given-name' })}
        {text('last_name', 'Last name', { autoComplete: 'family-name' })}
      </div>
      {text('email', 'Email', { autoComplete: 'email', inputMode: 'email', ...AS_TYPED })}
      {masked('phone', 'Phone', MASKS.phone.pattern, {
        skipLeading: MASKS.phone.countryCode,
        type: 'tel',
        autoComplete: 'tel-national',
        placeholder: '###-###-####',
        hint: PHONE_NOTE,
        hintId: id('phone-note'),
      })}
      <NewPasswordFields
        ids={{ password: id('password'), confirm: id('confirm_password'), show: id('show-password') }}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        values={{ password: values.password, confirm: values.confirm_password }}
        errors={{
          password: error?.field === 'password' ? error.message : null,
          confirm: error?.field === 'confirm_password' ? error.message : null,
        }}
        onChange={(field, value) => edit(field === 'password' ? 'password' : 'confirm_password')(value)}
        visible={state.showPassword}
        onVisibleChange={(visible) => dispatch({ type: 'showPassword', visible })}
      />
      <div className="signup-form__pair">
        {masked('dob', 'Birthday', MASKS.date.pattern, { type: 'text', autoComplete: 'bday', placeholder: 'MM/DD/YYYY' })}
        {masked('zip', 'Zip code', MASKS.zip.pattern, {
          type: 'text',
          autoComplete: 'postal-code',
          placeholder: '#####',
          onBlur: () => void lookUpStores(),
        })}
      </div>
      <Field
        {...frame('favelocation', 'Preferred store')}
        invalid={lacksLoyalty || undefined}
        describedBy={id('store-status')}
        after={
          <p
            id={id('store-status')}
            className={`signup-form__store-status ${lacksLoyalty ? 'field-error' : 'field-note'}`}
            aria-live="polite"
          >
            {storeStatus(state)}
          </p>
        }
      >
        {(wiring) => (
          <select
            {...wiring}
            name="favelocation"
            value={values.favelocation}
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
        )}
      </Field>
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
          aria-invalid={error?.field === 'terms' ? true : undefined}
          aria-describedby={id('terms-error')}
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
      <p id={id('terms-error')} className="field-error" aria-live="polite">
        {errorFor('terms')}
      </p>
      <div className={error?.field === 'form' ? 'notice notice--error' : undefined} role="alert">
        {error?.field === 'form' ? <p>{error.message}</p> : null}
      </div>
      <button type="submit" className="button button--block button--large" aria-disabled={busy || undefined}>
        {busy ? 'Signing Up…' : submitLabel}
      </button>
    </form>
  )
}
