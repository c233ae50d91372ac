import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import type { SandboxEnv } from '../sandbox-env.ts'

// The upstream's side of card payments: it never sees a card, only the provider's token, and charges it by calling
// the provider's server API with its server secret (the PAY_PROVIDER service binding to perkins-pay-sandbox, as a
// real upstream calls its payment provider over HTTPS). The provider decides: a token it does not know, one used
// already, one made for another order, or a saved card without a CVV re-entered for this order is refused.

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
}

export interface CardCharge {
  /** The token is the order's: single use, and kept (retained) only when `retain` says the member asked. */
  token: string
  orderRef: string
  retain?: boolean
  /** A saved card, with its CVV just recached for this order. */
  recached?: boolean
}

export type CardProvider = (charge: CardCharge) => Promise<ChargedCard>

interface PurchaseAnswer {
  error?: string
  payment_method?: { card_type?: string; last_four_digits?: string }
}

export function cardProvider(env: Pick<SandboxEnv, 'PAY_PROVIDER' | 'PAY_PROVIDER_SECRET'>): CardProvider {
  return async ({ token, orderRef, retain = false, recached = false }) => {
    const provider = env.PAY_PROVIDER
    if (!provider || !env.PAY_PROVIDER_SECRET) throw new Error('The sandbox has no PAY_PROVIDER binding or PAY_PROVIDER_SECRET.')
    const response = await provider.fetch('https://pay-provider.internal/v1/server/purchase', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.PAY_PROVIDER_SECRET}` },
      body: JSON.stringify({ token, order_ref: orderRef, retain, recached }),
    })
    const answer = (await response.json().catch(() => ({}))) as PurchaseAnswer
    if (response.status === 402) throw new SandboxError(402, CARD_REFUSALS[answer.error ?? ''] ?? CARD_REFUSALS.unknown!)
    // Unknown, reused, another order's: the catalogue's trouble message, and nothing about why (a probe learns nothing).
    if (response.status === 409) throw new SandboxError(402, TROUBLE_MESSAGE)
    const method = answer.payment_method
    if (!response.ok || !method?.card_type || !method.last_four_digits) throw new Error(`The card provider answered ${response.status}.`)
    return { token, brand: BRANDS[method.card_type] ?? 'Card', last4: method.last_four_digits }
  }
}

/** One charge per token per submit: the submit's retries (a basket changed meanwhile) must not spend it twice. */
export function chargeOncePerSubmit(provider: CardProvider): CardProvider {
  const charged = new Map<string, Promise<ChargedCard>>()
  return (charge) => {
    const key = `${charge.recached ? 'recache' : 'token'}:${charge.token}`
    let pending = charged.get(key)
    if (!pending) charged.set(key, (pending = provider(charge)))
    return pending
  }
}
