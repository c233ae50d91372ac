import { useEffect, useRef, useState } from 'react'
import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { BotCheckError, botCheckToken } from '../../state/account-bot-check.ts'
import { BESIDE_FIELDS, showBeside, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import { TextField } from '../forms/field.tsx'
import { BOT_CHECK_LOAD_FAILED } from '#shared/error-messages.ts'
import { unlessBusy } from '../forms/unless-busy.ts'

export interface AppliedGiftCard {
  number: string
  pin: string
  balance: number
}

interface Props {
  api: Api
  order: Order
  /** The reCAPTCHA site key, or null where development tokens stand in. */
  recaptchaSiteKey: string | null
  giftCard: AppliedGiftCard | null
  setGiftCard: (card: AppliedGiftCard | null) => void
  errors: FieldErrors
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
}

const GIFT_FIELDS = ['gift-card-number', 'gift-card-pin'] as const

/** A gift card by number and pin: its balance is checked now and spent when the order is placed (in memory only). */
export function CheckoutGiftCard({ api, order, recaptchaSiteKey, giftCard, setGiftCard, errors, setErrors }: Props) {
  const [open, setOpen] = useState(false)
  // "Use a gift card" gives way to the card's fields: the keyboard goes on to the first of them, not to the page.
  const openedByPress = useRef(false)
  useEffect(() => {
    if (!open || !openedByPress.current) return
    openedByPress.current = false
    document.getElementById('gift-card-number')?.focus()
  }, [open])
  const [number, setNumber] = useState('')
  const [pin, setPin] = useState('')
  const [busy, setBusy] = useState(false)

  const check = async () => {
    const digits = number.replace(/\D/g, '')
    const problems: Record<string, string> = {}
    if (!/^\d{10,19}$/.test(digits)) problems['gift-card-number'] = 'Please enter the gift card number (10 to 19 digits).'
    if (!/^\d{3,8}$/.test(pin)) problems['gift-card-pin'] = 'Please enter the gift card PIN.'
    setErrors((current) => ({ ...withoutErrors(current, GIFT_FIELDS), ...problems }))
    if (Object.keys(problems).length > 0) {
      document.getElementById(Object.keys(problems)[0]!)?.focus()
      return
    }
    setBusy(true)
    try {
      let verify: string
      try {
        verify = await botCheckToken(recaptchaSiteKey)
      } catch (error) {
        const message = error instanceof BotCheckError ? error.message : BOT_CHECK_LOAD_FAILED
        setErrors((current) => ({ ...current, 'gift-card-number': message }))
        return
      }
      const answer = await api.ordersGiftcard({ id: order.id }, { number: digits, pin }, { ...BESIDE_FIELDS, verify })
      if (!answer.ok) {
        showBeside(answer, GIFT_FIELDS, setErrors)
        return
      }
      const balance = typeof answer.data === 'object' && answer.data !== null ? (answer.data as { balance?: unknown }).balance : undefined
      if (typeof balance !== 'number') return
      if (balance <= 0) {
        setErrors((current) => ({ ...current, 'gift-card-number': 'This gift card has no balance left.' }))
        return
      }
      setGiftCard({ number: digits, pin, balance })
      setNumber('')
      setPin('')
    } finally {
      setBusy(false)
    }
  }

  if (giftCard) {
    return (
      <p className="applied">
        <span>
          Gift card ending {giftCard.number.slice(-4)}: {formatMoney(giftCard.balance)} available
        </span>
        <button type="button" className="link-button" onClick={() => setGiftCard(null)}>
          Remove gift card
        </button>
      </p>
    )
  }
  if (!open) {
    return (
      <button
        type="button"
        className="link-button"
        onClick={() => {
          openedByPress.current = true
          setOpen(true)
        }}
      >
        Use a gift card
      </button>
    )
  }
  return (
    <div className="gift-card" aria-busy={busy}>
      <div className="field-grid">
        <TextField
          id="gift-card-number"
          label="Gift card number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          value={number}
          error={errors['gift-card-number']}
          onValueChange={setNumber}
        />
        <TextField
          id="gift-card-pin"
          label="Gift card PIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          error={errors['gift-card-pin']}
          onValueChange={(value) => setPin(value.replace(/\D/g, ''))}
        />
      </div>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={unlessBusy(busy, () => void check())}
      >
        Apply gift card
      </button>
    </div>
  )
}
