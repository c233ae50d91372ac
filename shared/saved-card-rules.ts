// A member's saved card at checkout (no zod here: the browser reads saved cards with these rules alone).

interface CardFacts {
  expired: boolean
  exp_month: number | null
  exp_year: number | null
  provider_token: string | null
  card_type: string | null
}

/** A saved card checkout may offer: its expiry known and not passed, and what re-entering its CVV needs. */
export const payableSavedCard = (card: CardFacts): boolean =>
  !card.expired && card.exp_month !== null && card.exp_year !== null && card.provider_token !== null && card.card_type !== null

/** "12/30", as the card shows it; null when the expiry is not known. */
export const cardExpiry = (card: Pick<CardFacts, 'exp_month' | 'exp_year'>): string | null =>
  card.exp_month === null || card.exp_year === null
    ? null
    : `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`
