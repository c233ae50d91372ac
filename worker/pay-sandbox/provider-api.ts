import { z } from 'zod'
import { cardExpired } from './pay-clock.ts'
import type { StoredPaymentMethod, StoredTransaction } from './payment-methods.ts'
import type { CardOutcome } from './test-cards.ts'

// The shapes of the provider's calls: what the hosted fields send, what the upstream sends with its secret, and the
// payment method every answer describes (the iFrame API's paymentMethod, with only what a sandbox knows).

const digits = (max: number) =>
  z
    .string()
    .max(max * 2)
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().max(max))

/** The order a token is made for: the site passes its basket id as metadata.order. */
const metadataSchema = z.strictObject({ order: z.string().min(1).max(64) })

export const tokenizeRequestSchema = z
  .object({
    environment_key: z.string().max(128),
    number: digits(19),
    verification_value: digits(4),
    first_name: z.string().trim().max(64).optional(),
    last_name: z.string().trim().max(64).optional(),
    full_name: z.string().trim().max(130).optional(),
    month: z.coerce.number().int().min(0).max(99),
    year: z.coerce.number().int().min(2000).max(2099),
    zip: z.string().trim().max(10).default(''),
    metadata: metadataSchema,
  })
  .transform(({ first_name, last_name, full_name, ...rest }) => ({
    ...rest,
    full_name: (full_name ?? [first_name, last_name].filter(Boolean).join(' ')).trim(),
  }))
  .refine((request) => request.full_name.length > 0, { path: ['first_name'], message: 'A name is required.' })

export const recacheRequestSchema = z.object({
  environment_key: z.string().max(128),
  token: z.string().min(1).max(64),
  verification_value: digits(4),
  metadata: metadataSchema,
})

export const purchaseRequestSchema = z.strictObject({
  token: z.string().min(1).max(64),
  order_ref: z.string().min(1).max(64),
  /** Keep the card for later charges (a member asked to save it). */
  retain: z.boolean().default(false),
  /** A saved (retained) card, charged with the CVV just recached for this order. */
  recached: z.boolean().default(false),
})

export function paymentMethodView(method: StoredPaymentMethod) {
  return {
    token: method.token,
    storage_state: method.retained === 1 ? 'retained' : 'cached',
    payment_method_type: 'credit_card',
    test: true,
    card_type: method.card_type,
    last_four_digits: method.last_four_digits,
    first_six_digits: null,
    month: method.month,
    year: method.year,
    full_name: method.full_name,
    zip: method.zip,
    number: `XXXX-XXXX-XXXX-${method.last_four_digits}`,
    verification_value: null,
    metadata: { order: method.order_ref },
  }
}

/** What charging the card does at `now` (the provider's clock): its test outcome, and an expired card even if the number approves. */
export function chargeOutcome(method: StoredPaymentMethod, now: number): CardOutcome {
  if (cardExpired(method.month, method.year, now)) return 'expired_card'
  return method.outcome
}

export function transactionView(transaction: StoredTransaction) {
  return {
    token: transaction.token,
    state: transaction.state,
    payment_method_token: transaction.payment_method_token,
    order_ref: transaction.order_ref,
  }
}
