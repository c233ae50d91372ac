import { z } from 'zod'

// A member's saved card as members/payments lists it (our own shape): what checkout shows (brand, last four,
// expiry), whether the upstream's clock counts it expired, which one is chosen first, and the provider's token and
// card type the hosted fields need to re-enter its CVV (the provider's recache). The token pays nothing by itself:
// the upstream charges a saved card only by its id, for its own member, with a CVV re-entered for that order.

export const savedCardSchema = z.object({
  /** The account_id to pay with and to delete by. */
  id: z.number().int().positive(),
  type: z.literal('creditcard'),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  description: z.string(),
  /** Unknown for a card saved before expiries were kept (never offered at checkout). */
  exp_month: z.number().int().min(1).max(12).nullable(),
  exp_year: z.number().int().nullable(),
  expired: z.boolean(),
  /** The card checkout chooses first: the member's most recently saved or used card that has not expired. */
  default: z.boolean(),
  provider_token: z.string().nullable(),
  card_type: z.string().nullable(),
})
export type SavedCard = z.infer<typeof savedCardSchema>

/** GET members/payments and DELETE members/payments/{id}. */
export const savedCardsResultSchema = z.object({ payments: z.array(savedCardSchema) })
