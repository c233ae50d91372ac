import {
  loadProviderScript,
  type ProviderError,
  type ProviderField,
  type ProviderFieldProperties,
  type ProviderPaymentMethod,
  type ProviderScript,
} from './provider-script.ts'

// The one payment boundary of the client: it mounts the provider's hosted card fields (number and CVV, each an
// iframe of the provider's origin) into two containers, reports each field's validity, tokenises, and tears down.
// The card number and CVV never exist in this document: only the provider's token and a masked description come
// back. Checkout (client/components/ordering/hosted-card-form.tsx) and any later screen that takes a card use it.

/** Past this the provider counts as slow: loading, getting ready, tokenising or recaching. */
export const PROVIDER_TIMEOUT_MS = 10_000

export interface CheckoutProviderConfig {
  scriptUrl: string
  environmentKey: string
}

export interface HostedFieldState {
  /** Nothing typed yet. */
  empty: boolean
  valid: boolean
}

export interface CardholderDetails {
  first_name: string
  last_name: string
  month: string
  year: string
  zip: string
  /** The order (basket id) the token may pay for: the provider binds it, the upstream checks it. */
  order: string
}

export type ProviderFieldErrors = Partial<Record<'number' | 'cvv' | 'month' | 'year' | 'base', string>>

export class ProviderSlowError extends Error {
  override name = 'ProviderSlowError'
}

/** The provider refused the card details; by attribute, in the provider's words. */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError'
  constructor(readonly fields: ProviderFieldErrors) {
    super(Object.values(fields).join(' '))
  }
}

export interface MountOptions {
  numberContainerId: string
  cvvContainerId: string
  labels: Record<ProviderField, string>
  /** The iframes' titles (what a screen reader announces for each frame). */
  titles: Record<ProviderField, string>
  /** CSS for the input inside each frame, so it looks like the site's fields. */
  style: string
  onFieldChange: (field: ProviderField, state: HostedFieldState) => void
  /** Enter pressed in a hosted field: the form's own submit. */
  onEnter?: () => void
  /** Focus went into or out of a field (the page cannot see focus inside the frame: it draws the ring from this). */
  onFocusChange?: (field: ProviderField, focused: boolean) => void
}

export interface TokenizedCard {
  token: string
  paymentMethod: ProviderPaymentMethod
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ProviderSlowError('The card provider did not answer in time.')), timeoutMs)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

const errorsByField = (errors: readonly ProviderError[]): ProviderFieldErrors => {
  const fields: ProviderFieldErrors = {}
  for (const error of errors) {
    const field =
      error.attribute === 'number' || error.attribute === 'cvv' || error.attribute === 'month' || error.attribute === 'year'
        ? error.attribute
        : 'base'
    fields[field] ??= error.message
  }
  return fields
}

export class HostedCardFields {
  private script: ProviderScript | null = null
  private waiting: { resolve: (card: TokenizedCard) => void; reject: (error: Error) => void } | null = null
  private torn = false

  constructor(private readonly config: CheckoutProviderConfig) {}

  /** Loads the script (once per page) and draws the fields; resolves when both are ready. */
  async mount(options: MountOptions, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<void> {
    const script = await loadProviderScript(this.config.scriptUrl, timeoutMs)
    if (this.torn) return
    this.script = script
    script.removeHandlers()
    const ready = new Promise<void>((resolve, reject) => {
      script.on('ready', () => {
        for (const field of ['number', 'cvv'] as const) {
          script.setLabel(field, options.labels[field])
          script.setTitle?.(field, options.titles[field])
          script.setFieldType(field, 'tel')
          script.setStyle(field, options.style)
        }
        script.setNumberFormat('prettyFormat')
        resolve()
      })
      script.on('errors', (errors) => {
        if (this.waiting) this.settle(null, new ProviderRefusedError(errorsByField(errors)))
        else reject(new ProviderRefusedError(errorsByField(errors)))
      })
    })
    script.on('fieldEvent', (field, type, _active, properties: ProviderFieldProperties) => {
      if (type === 'enter') options.onEnter?.()
      if (type === 'focus' || type === 'blur') options.onFocusChange?.(field, type === 'focus')
      if (type !== 'input') return
      if (field === 'number') options.onFieldChange('number', { empty: !properties.numberLength, valid: properties.validNumber === true })
      else options.onFieldChange('cvv', { empty: !properties.cvvLength, valid: properties.validCvv === true })
    })
    script.on('paymentMethod', (token, paymentMethod) => this.settle({ token, paymentMethod }, null))
    script.on('recache', (token, paymentMethod) => this.settle({ token, paymentMethod }, null))
    script.init(this.config.environmentKey, { numberEl: options.numberContainerId, cvvEl: options.cvvContainerId })
    await withTimeout(ready, timeoutMs)
  }

  /** Each field's validity as the provider sees it. */
  validate(timeoutMs = PROVIDER_TIMEOUT_MS): Promise<ProviderFieldProperties> {
    const script = this.script
    if (!script) return Promise.reject(new Error('The card fields are not mounted.'))
    return withTimeout(
      new Promise<ProviderFieldProperties>((resolve) => {
        script.on('validation', resolve)
        script.validate()
      }),
      timeoutMs,
    )
  }

  /** The provider's single-use token for what was typed, bound to `details.order`. */
  tokenize(details: CardholderDetails, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<TokenizedCard> {
    const { order, ...fields } = details
    return this.run(timeoutMs, (script) => script.tokenizeCreditCard({ ...fields, metadata: { order } }))
  }

  /** A saved card: the fields show it masked and ask only for its CVV (`recache`). */
  useSavedCard(token: string, cardType: spreedly.SpreedlyCardType, lastFour: string): void {
    this.script?.setRecache(token, { card_type: cardType, last_four_digits: lastFour })
  }

  /** The saved card's CVV, re-entered for `order`. */
  recache(order: string, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<TokenizedCard> {
    return this.run(timeoutMs, (script) => script.recache({ metadata: { order } }))
  }

  /** Puts the keyboard in a field, inside its frame (focusing the frame element alone leaves nowhere to type). */
  focus(field: ProviderField): void {
    this.script?.transferFocus(field)
  }

  /** Forgets the handlers and empties the containers: the frames (and whatever was typed in them) are gone. */
  teardown(containerIds: readonly string[]): void {
    this.torn = true
    this.settle(null, new Error('The card fields were closed.'))
    this.script?.removeHandlers()
    this.script = null
    for (const id of containerIds) document.getElementById(id)?.replaceChildren()
  }

  private run(timeoutMs: number, start: (script: ProviderScript) => void): Promise<TokenizedCard> {
    const script = this.script
    if (!script) return Promise.reject(new Error('The card fields are not mounted.'))
    this.settle(null, new Error('Replaced by a newer request.'))
    const answer = new Promise<TokenizedCard>((resolve, reject) => (this.waiting = { resolve, reject }))
    start(script)
    return withTimeout(answer, timeoutMs).finally(() => (this.waiting = null))
  }

  private settle(card: TokenizedCard | null, error: Error | null): void {
    const waiting = this.waiting
    this.waiting = null
    if (!waiting) return
    if (card) waiting.resolve(card)
    else waiting.reject(error ?? new Error('No answer.'))
  }
}
