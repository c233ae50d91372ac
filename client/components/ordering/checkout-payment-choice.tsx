import { cardExpiry } from '#shared/saved-card-rules.ts'
import type { SavedCard } from '../../state/saved-cards.ts'

// How a member pays: each saved card that has not expired (brand, last four and expiry; the default chosen first),
// then "A new card". A saved card asks only for its security code; a new card opens the card fields.

export const NEW_CARD = 'new'
export type PaymentPick = number | typeof NEW_CARD

/** "Visa ending 4242, expires 12/30". */
export const savedCardLine = (card: SavedCard): string => {
  const expiry = cardExpiry(card)
  return expiry ? `${card.description}, expires ${expiry}` : card.description
}

/** The default saved card, else the first offered, else a new card. */
export function firstPaymentPick(offered: readonly SavedCard[]): PaymentPick {
  return (offered.find((card) => card.default) ?? offered[0])?.id ?? NEW_CARD
}

interface Props {
  offered: readonly SavedCard[]
  choice: PaymentPick
  onChoose: (pick: PaymentPick) => void
}

export function CheckoutPaymentChoice({ offered, choice, onChoose }: Props) {
  if (offered.length === 0) return null
  return (
    <fieldset className="address-choice">
      <legend>Pay with</legend>
      {offered.map((card) => (
        <label key={card.id} className="address-choice__option">
          <input type="radio" name="payment-choice" value={card.id} checked={choice === card.id} onChange={() => onChoose(card.id)} />
          <span>{savedCardLine(card)}</span>
        </label>
      ))}
      <label className="address-choice__option">
        <input type="radio" name="payment-choice" value={NEW_CARD} checked={choice === NEW_CARD} onChange={() => onChoose(NEW_CARD)} />
        <span>A new card</span>
      </label>
    </fieldset>
  )
}
