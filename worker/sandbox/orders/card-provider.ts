import { z } from 'zod'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import type { SandboxEnv } from '../sandbox-env.ts'

// The upstream's side of card payments: it never sees a card, only the provider's token, and charges it by calling
// the provider's server API with its server secret (the PAY_PROVIDER service binding to perkins-pay-sandbox, as a
// real upstream calls its payment provider over HTTPS). The provider decides: a token it does not know, one used
// already, one made for another order, or a saved card without a CVV re-entered for this order is refused. A charge
// the order could not keep (its batch failed after the card was charged) is voided through the same API.

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
}

/** What the processor answers for a card it refuses, in the visitor's words. */
export const CARD_REFUSALS: Readonly<Record<string, string>> = {
  declined: 'Your card was declined. Please use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  expired_card: 'Your card has expired. Please use a different card.',
  unknown: 'We could not process this card. Please check it and try again.',
}

export interface ChargedCard {
  token: string
  brand: string
  last4: string
  /** The provider's card type (what its hosted fields' setRecache takes). */
  cardType: string
  expMonth: number
  expYear: number
  /** The same card gives the same fingerprint whatever its token: one wallet entry per card. */
  fingerprint: string
  /** The provider's charge, to void if the order is not written after all. */
  transaction: string
}

export interface CardCharge {
  /** The token is the order's: single use, and kept (retained) only when `retain` says the member asked. */
  token: string
  orderRef: string
  retain?: boolean
  /** A saved card, with its CVV just recached for this order. */
  recached?: boolean
}

export interface CardProvider {
  charge: (charge: CardCharge) => Promise<ChargedCard>
  /** Voids a charge; throws when the provider did not confirm it. */
  void: (transaction: string) => Promise<void>
}

const purchaseAnswerSchema = z.object({
  error: z.string().optional(),
  transaction: z.object({ token: z.string().min(1) }).optional(),
  payment_method: z
    .object({
      card_type: z.string().min(1),
      last_four_digits: z.string().regex(/^\d{4}$/),
      month: z.number().int(),
      year: z.number().int(),
      fingerprint: z.string(),
    })
    .optional(),
})

export function cardProvider(env: Pick<SandboxEnv, 'PAY_PROVIDER' | 'PAY_PROVIDER_SECRET'>): CardProvider {
  const serverCall = (path: string, body: unknown) => {
    const provider = env.PAY_PROVIDER
    if (!provider || !env.PAY_PROVIDER_SECRET) throw new Error('The sandbox has no PAY_PROVIDER binding or PAY_PROVIDER_SECRET.')
    return provider.fetch(`https://pay-provider.internal${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.PAY_PROVIDER_SECRET}` },
      body: JSON.stringify(body),
    })
  }
  return {
    charge: async ({ token, orderRef, retain = false, recached = false }) => {
      const response = await serverCall('/v1/server/purchase', { token, order_ref: orderRef, retain, recached })
      const parsed = purchaseAnswerSchema.safeParse(await response.json().catch(() => ({})))
      const answer = parsed.success ? parsed.data : {}
      // A refusal of the card itself names it, so checkout shows it under the card number.
      if (response.status === 402)
        throw new SandboxError(402, CARD_REFUSALS[answer.error ?? ''] ?? CARD_REFUSALS.unknown!, SUBMIT_FIELDS.card)
      // Unknown, reused, another order's: the catalogue's trouble message, and nothing about why (a probe learns
      // nothing), about no field: it goes to the error list, as any trouble does.
      if (response.status === 409) throw new SandboxError(402, TROUBLE_MESSAGE)
      const method = answer.payment_method
      if (!response.ok || !method || !answer.transaction) throw new Error(`The card provider answered ${response.status}.`)
      return {
        token,
        brand: BRANDS[method.card_type] ?? 'Card',
        last4: method.last_four_digits,
        cardType: method.card_type,
        expMonth: method.month,
        expYear: method.year,
        fingerprint: method.fingerprint,
        transaction: answer.transaction.token,
      }
    },
    void: async (transaction) => {
      const response = await serverCall(`/v1/server/transactions/${encodeURIComponent(transaction)}/void`, {})
      if (!response.ok) throw new Error(`The card provider answered ${response.status} to a void.`)
    },
  }
}

/**
 * One charge per token per submit: the submit's retries (a basket changed meanwhile) must not spend it twice. It
 * remembers every charge that went through, so a submit that ends without an order voids them all.
 */
export function chargeOncePerSubmit(provider: CardProvider) {
  const charged = new Map<string, Promise<ChargedCard>>()
  const charge = (request: CardCharge): Promise<ChargedCard> => {
    const key = `${request.recached ? 'recache' : 'token'}:${request.token}`
    let pending = charged.get(key)
    if (!pending) charged.set(key, (pending = provider.charge(request)))
    return pending
  }
  /** Voids every charge this submit made (one that was refused took no money). */
  const voidAll = async (): Promise<void> => {
    const settled = await Promise.allSettled(charged.values())
    const taken = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value.transaction] : []))
    const voided = await Promise.allSettled(taken.map((transaction) => provider.void(transaction)))
    for (const [index, result] of voided.entries()) {
      // Money taken for an order that does not exist: an operator must refund it by hand if the void failed.
      if (result.status === 'rejected')
        console.error(
          JSON.stringify({ level: 'error', event: 'card-void-failed', transaction: taken[index], problem: String(result.reason) }),
        )
    }
  }
  return { charge, voidAll }
}
