import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { CARD_MESSAGES, checkOwnCardDetails, parseExpiry, type OwnCardDetails } from '../../payments/card-details.ts'
import {
  HostedCardFields,
  ProviderRefusedError,
  ProviderSlowError,
  type CheckoutProviderConfig,
  type HostedFieldState,
} from '../../payments/hosted-card-fields.ts'
import { SCRIPT_LOAD_FAILED, ScriptTimeoutError } from '../../payments/provider-script.ts'
import { MaskedField } from '../forms/masked-field.tsx'

// The card at checkout: the number and security code in the provider's hosted fields (iframes of its origin, so
// neither ever exists in this page), expiry and billing zip as our own fields. Whatever was typed stays while a
// problem is shown; if the provider's script cannot load, the visitor reads so and may try again. A member's saved
// card asks only for its security code: the fields are told the card (setRecache) and the code is re-entered for
// this order (recache), so its number is typed nowhere.

export interface CardholderForToken {
  firstName: string
  lastName: string
  /** The basket the token may pay for. */
  order: string
}

/** A member's saved card, as the provider knows it. */
export interface SavedCardForFields {
  token: string
  cardType: string
  last4: string
  /** "Visa ending 4242": names the security code field. */
  description: string
}

export interface HostedCardFormHandle {
  /** Checks every card field, showing each problem beside its field; true when all are good. */
  check: () => Promise<boolean>
  /**
   * Checks, then asks the provider for a single-use token for this order (for a saved card: its CVV re-entered for
   * this order, answered with the card's own token); null when something is shown instead.
   */
  tokenize: (cardholder: CardholderForToken) => Promise<string | null>
  /** Shows a refusal (a declined card) under the card number. */
  showError: (message: string) => void
  clear: () => void
}

type FieldName = 'number' | 'expiry' | 'cvc' | 'zip'
type Status = 'loading' | 'ready' | 'failed' | 'slow'

const NUMBER_CONTAINER = 'card-number-frame'
const CVV_CONTAINER = 'card-cvc-frame'
const FRAME_STYLE = 'font: 16px/1.4 "Source Sans 3", system-ui, sans-serif; color: #1b1b1b; padding: 0 10px;'
const EMPTY: OwnCardDetails = { expiry: '', zip: '' }

interface Props {
  /** The provider's script and key from the page; undefined until read, null when the site has none configured. */
  provider: CheckoutProviderConfig | null | undefined
  /** Enter in a hosted field submits the form, as it does in our own fields. */
  onSubmitRequest?: () => void
  /** A member may keep the card for next time (the box is unticked until they tick it); null for a guest. */
  saveCard?: { checked: boolean; onChange: (checked: boolean) => void } | null
  /** Pay with this saved card: only its security code is asked for. Fixed for the life of the form (remount to change). */
  savedCard?: SavedCardForFields | null
}

export const HostedCardForm = forwardRef<HostedCardFormHandle, Props>(function HostedCardForm(
  { provider, onSubmitRequest, saveCard = null, savedCard = null },
  ref,
) {
  const [details, setDetails] = useState<OwnCardDetails>(EMPTY)
  // The expiry and zip as they are now: a check that waited for the provider's fields (seconds on a slow phone) reads
  // what the visitor typed meanwhile, not what the form held when Place order was pressed.
  const detailsNow = useRef(details)
  detailsNow.current = details
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'base', string>>>({})
  const [status, setStatus] = useState<Status>('loading')
  const [attempt, setAttempt] = useState(0)
  const fieldsRef = useRef<HostedCardFields | null>(null)
  const hostedState = useRef<Record<'number' | 'cvv', HostedFieldState>>({
    number: { empty: true, valid: false },
    cvv: { empty: true, valid: false },
  })
  const submitRef = useRef(onSubmitRequest)
  submitRef.current = onSubmitRequest
  const savedCardRef = useRef(savedCard)
  // Settles when the provider's fields have loaded or failed to: a press of Place order before then waits for them
  // (a slow phone loads them for seconds) rather than reading the loading form as a failed one.
  const mounting = useRef<Promise<Status> | null>(null)
  /** The fields once they can be focused and read (the status is a render behind a press that waited for them). */
  const readyFields = useRef<HostedCardFields | null>(null)
  const formRef = useRef<HTMLDivElement>(null)
  const retryRef = useRef<HTMLButtonElement | null>(null)
  /** A check found the fields failed to load: focus goes to Try again once it is drawn. */
  const focusRetryWhenShown = useRef(false)

  useEffect(() => {
    if (!provider) return
    const fields = new HostedCardFields(provider)
    fieldsRef.current = fields
    const cvvLabel = savedCardRef.current ? `Security code for ${savedCardRef.current.description}` : 'Security code'
    setStatus('loading')
    mounting.current = fields
      .mount({
        numberContainerId: NUMBER_CONTAINER,
        cvvContainerId: CVV_CONTAINER,
        labels: { number: 'Card number', cvv: cvvLabel },
        titles: { number: 'Card number (secure field)', cvv: `${cvvLabel} (secure field)` },
        style: FRAME_STYLE,
        onFieldChange: (field, state) => {
          hostedState.current[field] = state
          const name = field === 'number' ? 'number' : 'cvc'
          setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
        },
        onEnter: () => submitRef.current?.(),
        onFocusChange: (field, focused) => {
          const container = document.getElementById(field === 'number' ? NUMBER_CONTAINER : CVV_CONTAINER)
          if (focused) container?.setAttribute('data-focused', 'true')
          else container?.removeAttribute('data-focused')
        },
      })
      .then(
        (): Status => {
          if (fieldsRef.current !== fields) return 'failed'
          const saved = savedCardRef.current
          if (saved) fields.useSavedCard(saved.token, saved.cardType as spreedly.SpreedlyCardType, saved.last4)
          readyFields.current = fields
          setStatus('ready')
          return 'ready'
        },
        (error: unknown) => {
          const settled: Status = error instanceof ProviderSlowError || error instanceof ScriptTimeoutError ? 'slow' : 'failed'
          if (fieldsRef.current === fields) setStatus(settled)
          return settled
        },
      )
    return () => {
      fieldsRef.current = null
      readyFields.current = null
      fields.teardown([NUMBER_CONTAINER, CVV_CONTAINER])
    }
  }, [provider, attempt])

  const focusField = (field: FieldName) => {
    if (field === 'expiry' || field === 'zip') {
      document.getElementById(`card-${field}`)?.focus()
      return
    }
    // Focus moving into the provider's frame does not scroll this page (on a phone the card sits a screen above Place
    // order), so the field is brought to the middle of the screen first, its message below it.
    const container = document.getElementById(field === 'number' ? NUMBER_CONTAINER : CVV_CONTAINER)
    container?.scrollIntoView({ block: 'center' })
    const fields = readyFields.current
    if (fields) fields.focus(field === 'number' ? 'number' : 'cvv')
    else container?.querySelector('iframe')?.focus({ preventScroll: true })
  }

  const show = (problems: Partial<Record<FieldName | 'base', string>>, focus = true): boolean => {
    setErrors(problems)
    const first = (['number', 'expiry', 'cvc', 'zip'] as const).find((field) => problems[field])
    if (first && focus) focusField(first)
    return Object.values(problems).every((problem) => !problem)
  }

  const check = async ({ focus = true }: { focus?: boolean } = {}): Promise<boolean> => {
    const fields = fieldsRef.current
    const settled = status === 'loading' && fields && mounting.current ? await mounting.current : status
    // The fields were set up again while this waited (a new provider): wait for those instead.
    if (fields && fieldsRef.current && fieldsRef.current !== fields) return check({ focus })
    if (provider && (settled === 'slow' || settled === 'failed')) {
      // The box above the fields says so, with Try again: said once, and the keyboard goes where the visitor can act.
      setErrors({})
      if (focus) {
        if (retryRef.current) retryRef.current.focus()
        else focusRetryWhenShown.current = true
      }
      return false
    }
    if (!provider || !fields || fieldsRef.current !== fields || settled !== 'ready') {
      setErrors({ base: provider ? SCRIPT_LOAD_FAILED : CARD_MESSAGES.unavailable })
      return false
    }
    const problems: Partial<Record<FieldName | 'base', string>> = savedCard ? {} : checkOwnCardDetails(detailsNow.current)
    try {
      const validity = await fields.validate()
      if (!savedCard && !validity.validNumber) problems.number = CARD_MESSAGES.number
      if (!validity.validCvv) problems.cvc = CARD_MESSAGES.cvc
    } catch {
      problems.base = CARD_MESSAGES.slow
    }
    return show(problems, focus)
  }

  useImperativeHandle(ref, () => ({
    check,
    tokenize: async ({ firstName, lastName, order }) => {
      if (!(await check())) return null
      const fields = fieldsRef.current
      if (fields && savedCard) {
        try {
          return (await fields.recache(order)).token
        } catch (error) {
          if (error instanceof ProviderRefusedError)
            show({
              cvc: error.fields.cvv ? CARD_MESSAGES.cvc : undefined,
              base: error.fields.cvv ? undefined : (error.fields.base ?? error.message),
            })
          else show({ base: error instanceof ProviderSlowError ? CARD_MESSAGES.slow : SCRIPT_LOAD_FAILED })
          return null
        }
      }
      const typed = detailsNow.current
      const expiry = parseExpiry(typed.expiry)
      if (!fields || !expiry) return null
      try {
        const { token } = await fields.tokenize({ first_name: firstName, last_name: lastName, ...expiry, zip: typed.zip.trim(), order })
        return token
      } catch (error) {
        if (error instanceof ProviderRefusedError) {
          show({
            number: error.fields.number ? CARD_MESSAGES.number : undefined,
            cvc: error.fields.cvv ? CARD_MESSAGES.cvc : undefined,
            expiry: error.fields.month || error.fields.year ? CARD_MESSAGES.expiry : undefined,
            base: error.fields.base,
          })
        } else {
          show({ base: error instanceof ProviderSlowError ? CARD_MESSAGES.slow : SCRIPT_LOAD_FAILED })
        }
        return null
      }
    },
    showError: (message) => {
      // A saved card's number is not on screen: its refusal goes under the one field shown.
      const field = savedCard ? 'cvc' : 'number'
      setErrors({ [field]: message })
      focusField(field)
    },
    clear: () => setDetails(EMPTY),
  }))

  const ownField = (name: 'expiry' | 'zip', label: string, mask: string, autoComplete: string) => (
    <MaskedField
      id={`card-${name}`}
      label={label}
      fieldClass="field--narrow"
      error={errors[name] || undefined}
      mask={mask}
      inputMode="numeric"
      autoComplete={autoComplete}
      value={details[name]}
      onValueChange={(value) => {
        setDetails((current) => ({ ...current, [name]: value }))
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
      }}
    />
  )

  const hostedField = (name: 'number' | 'cvc', label: string, container: string, size: string, hidden = false) => (
    // The label names the frame's field for sighted visitors; inside the frame the provider's own label (setLabel)
    // names it for assistive technology, and the iframe's title names the frame.
    <div className={`field field--${size}`} hidden={hidden}>
      <label id={`card-${name}-label`} onClick={() => focusField(name)}>
        {label}
      </label>
      <div id={container} className="hosted-field" data-invalid={errors[name] ? 'true' : undefined} />
      {/* The field is inside the provider's frame, where this page's description cannot reach it: its error is said as
          it appears instead. */}
      <p id={`card-${name}-error`} className="field-error" aria-live="polite">
        {errors[name]}
      </p>
    </div>
  )

  if (provider === null) {
    return (
      <p className="notice notice--error" role="alert">
        {CARD_MESSAGES.unavailable}
      </p>
    )
  }

  return (
    <div ref={formRef} className="card-form" tabIndex={-1} aria-busy={status === 'loading' ? true : undefined}>
      {status === 'failed' || status === 'slow' ? (
        <div className="card-form__problem" role="alert">
          <p className="field-error">{status === 'failed' ? SCRIPT_LOAD_FAILED : CARD_MESSAGES.slow}</p>
          <button
            ref={(button) => {
              retryRef.current = button
              if (button && focusRetryWhenShown.current) {
                focusRetryWhenShown.current = false
                button.focus()
              }
            }}
            type="button"
            className="button button--secondary"
            onClick={() => {
              // The button goes as the fields load again: focus stays in the card form instead of falling to the page.
              formRef.current?.focus()
              setErrors({})
              setAttempt((count) => count + 1)
            }}
          >
            Try again
          </button>
        </div>
      ) : null}
      {/* A saved card's number frame still loads (the provider reads the code through it) but shows nothing to type. */}
      {hostedField('number', 'Card number', NUMBER_CONTAINER, 'wide', savedCard !== null)}
      {savedCard ? (
        hostedField('cvc', `Security code for ${savedCard.description}`, CVV_CONTAINER, 'narrow')
      ) : (
        <div className="field-grid">
          {ownField('expiry', 'Expiration (MM/YY)', '00/00', 'cc-exp')}
          {hostedField('cvc', 'Security code', CVV_CONTAINER, 'narrow')}
          {ownField('zip', 'Billing zip code', '00000', 'postal-code')}
        </div>
      )}
      {errors.base ? (
        <p className="field-error" role="alert">
          {errors.base}
        </p>
      ) : null}
      {saveCard && !savedCard ? (
        <label className="checkbox-field">
          <input type="checkbox" checked={saveCard.checked} onChange={(event) => saveCard.onChange(event.target.checked)} />
          Save this card for next time
        </label>
      ) : null}
    </div>
  )
})
