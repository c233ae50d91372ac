import { cardExpiry } from '#shared/saved-card-rules.ts'
import type { SavedCard } from '../../state/saved-cards.ts'

// How the visitor pays: a member's saved cards that have not expired (brand, last four and expiry; the default
// chosen first), then a new card, then, where the restaurant takes it and the order is picked up, pay in store.
// A saved card asks only for its security code; a new card opens the card fields; pay in store asks for nothing.

export const NEW_CARD = 'new'
export const IN_STORE = 'instore'
export type PaymentPick = number | typeof NEW_CARD | typeof IN_STORE

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
  /** Pay in store is a choice here (the restaurant takes it, the order is picked up, no gift card applied). */
  inStore: boolean
  choice: PaymentPick
  onChoose: (pick: PaymentPick) => void
}

export function CheckoutPaymentChoice({ offered, inStore, choice, onChoose }: Props) {
  if (offered.length === 0 && !inStore) return null
  const option = (pick: PaymentPick, label: string) => (
    <label key={pick} className="address-choice__option">
      <input type="radio" name="payment-choice" value={pick} checked={choice === pick} onChange={() => onChoose(pick)} />
      <span>{label}</span>
    </label>
  )
  return (
    <fieldset className="address-choice">
      <legend>Pay with</legend>
      {offered.map((card) => option(card.id, savedCardLine(card)))}
      {option(NEW_CARD, offered.length > 0 ? 'A new card' : 'Card')}
      {inStore ? option(IN_STORE, 'Pay in store') : null}
    </fieldset>
  )
}
