import { useState } from 'react'
import type { Location } from '#shared/schemas/location.ts'
import type { Handoff } from '#shared/schemas/order.ts'
import { cardExpiry, payableSavedCard } from '#shared/saved-card-rules.ts'
import type { Api } from '../../api.ts'
import { useSavedCards, type SavedCard } from '../../state/saved-cards.ts'
import type { SavedCardForFields } from './hosted-card-form.tsx'

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

/**
 * The payment choice of checkout: the member's saved cards (loading until read; never asked for a guest), which of
 * them checkout offers, whether pay in store is offered, and what is chosen (the default until the visitor picks).
 */
export function usePaymentChoice(
  api: Api,
  {
    member,
    location,
    handoff,
    giftCardApplied,
  }: { member: boolean; location: Location | null; handoff: Handoff | undefined; giftCardApplied: boolean },
) {
  const [savedCards] = useSavedCards(api, member, { quiet: true })
  const [picked, setPicked] = useState<PaymentPick | null>(null)
  const offered = Array.isArray(savedCards) ? savedCards.filter(payableSavedCard) : []
  // Pay in store: where the restaurant takes it, for a pickup order, and not beside a gift card (it pays the whole
  // order). A restaurant kept in storage before locations carried their payment kinds has none: cards only.
  const kinds: readonly string[] | undefined = location?.payment_kinds
  const inStore = kinds?.includes('instore') === true && handoff === 'pickup' && !giftCardApplied
  const choice: PaymentPick =
    picked !== null && (picked === NEW_CARD || (picked === IN_STORE && inStore) || offered.some((card) => card.id === picked))
      ? picked
      : firstPaymentPick(offered)
  const chosenCard = typeof choice === 'number' ? offered.find((card) => card.id === choice) : undefined
  return {
    loading: member && savedCards === null,
    offered,
    inStore,
    choice,
    choose: setPicked,
    payInStore: choice === IN_STORE,
    chosenCard,
    /** The chosen saved card as the hosted fields take it; null for a new card. */
    fieldsCard: chosenCard ? savedCardForFields(chosenCard) : null,
  }
}

function savedCardForFields(card: SavedCard): SavedCardForFields | null {
  if (card.provider_token === null || card.card_type === null) return null
  return { token: card.provider_token, cardType: card.card_type, last4: card.last4, description: card.description }
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
