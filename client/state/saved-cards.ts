import { useEffect, useState } from 'react'
import type { SavedCard } from '#shared/schemas/saved-card.ts'
import type { Api } from '../api.ts'

// The member's saved cards (members/payments), as checkout offers them and the account lists them. Read with small
// guards, so the browser needs no zod; an item that is not a saved card is left out.

export type { SavedCard }

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null)
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

export function savedCardsOf(body: unknown): SavedCard[] {
  const list = (body as { payments?: unknown } | null | undefined)?.payments
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown): SavedCard[] => {
    const card = (item ?? {}) as Record<string, unknown>
    const { id, brand, last4, description } = card
    if (typeof id !== 'number' || typeof brand !== 'string' || typeof last4 !== 'string' || typeof description !== 'string') return []
    const month = numberOrNull(card.exp_month)
    return [
      {
        id,
        type: 'creditcard',
        brand,
        last4,
        description,
        exp_month: month !== null && month >= 1 && month <= 12 ? month : null,
        exp_year: numberOrNull(card.exp_year),
        expired: card.expired === true,
        default: card.default === true,
        provider_token: textOrNull(card.provider_token),
        card_type: textOrNull(card.card_type),
      },
    ]
  })
}

/**
 * The member's saved cards once read: null while loading, 'unavailable' when the read failed (`quiet` keeps that
 * failure out of the error dialog, for checkout, where the visitor simply types a card). Never asked for a guest.
 */
export function useSavedCards(api: Api, member: boolean, { quiet }: { quiet: boolean }) {
  const [cards, setCards] = useState<SavedCard[] | 'unavailable' | null>(null)
  useEffect(() => {
    if (!member) return
    let current = true
    void api.membersPayments({ suppressErrors: quiet }).then((answer) => {
      if (current) setCards(answer.ok ? savedCardsOf(answer.data) : 'unavailable')
    })
    return () => {
      current = false
    }
  }, [api, member, quiet])
  return [cards, setCards] as const
}
