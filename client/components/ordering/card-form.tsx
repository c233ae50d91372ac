import { forwardRef, useImperativeHandle, useState } from 'react'
import { checkCard, tokenizeCard, type CardField, type CardInput } from '../../state/order-card-token.ts'
import { MaskedInput } from './masked-input.tsx'

export interface CardFormHandle {
  /** Checks the card and gives its one-use token, or shows the problems beside the fields and gives null. */
  tokenize: () => string | null
  /** Shows a refusal (a declined card) under the card number. */
  showError: (message: string) => void
  clear: () => void
}

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', zip: '' }

/**
 * The card fields. What is typed lives only in this component's memory: never in the store, browser storage, the
 * URL or a log; only the token leaves it (client/state/order-card-token.ts).
 */
export const CardForm = forwardRef<CardFormHandle>(function CardForm(_props, ref) {
  const [card, setCard] = useState<CardInput>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})

  useImperativeHandle(ref, () => ({
    tokenize: () => {
      const problems = checkCard(card)
      setErrors(problems)
      const first = (Object.keys(problems) as CardField[])[0]
      if (first) {
        document.getElementById(`card-${first}`)?.focus()
        return null
      }
      return tokenizeCard(card)
    },
    showError: (message) => {
      setErrors({ number: message })
      document.getElementById('card-number')?.focus()
    },
    clear: () => setCard(EMPTY),
  }))

  const field = (name: CardField, label: string, mask: string, autoComplete: string, size: string) => (
    <div className={`field field--${size}`}>
      <label htmlFor={`card-${name}`}>{label}</label>
      <MaskedInput
        id={`card-${name}`}
        mask={mask}
        inputMode="numeric"
        autoComplete={autoComplete}
        value={card[name]}
        onValueChange={(value) => {
          setCard((current) => ({ ...current, [name]: value }))
          if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
        }}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `card-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`card-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <div className="card-form">
      {field('number', 'Card number', '0000 0000 0000 0000 000', 'cc-number', 'wide')}
      <div className="field-grid">
        {field('expiry', 'Expiration (MM/YY)', '00/00', 'cc-exp', 'narrow')}
        {field('cvc', 'Security code', '0000', 'cc-csc', 'narrow')}
        {field('zip', 'Billing zip code', '00000', 'postal-code', 'narrow')}
      </div>
    </div>
  )
})
