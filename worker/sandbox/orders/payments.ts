import type { Payment } from '#shared/schemas/api/orders.ts'
import type { Handoff } from '#shared/schemas/order.ts'
import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import type { PaymentKind } from '#shared/schemas/location.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import type { SandboxMember } from '../members/resolve-member.ts'
import { formatCents, toCents } from '../money.ts'
import { GIFT_CARD_MESSAGES, checkGiftCard } from './gift-card-check.ts'
import { CARD_REFUSALS, type CardCharge, type ChargedCard } from './card-provider.ts'

// Payments at submit: a card by the token of the provider's hosted fields (or a member's saved card), a gift card
// by number and pin against its balance, or pay in store. Cards are charged by the provider (card-provider.ts),
// a saved one only with its CVV re-entered for this order (the provider's recache); gift cards are debited for real
// (atomically, in the submit batch).

export const PAYMENT_MESSAGES = {
  unknownCard: CARD_REFUSALS.unknown!,
  savedCardNeedsMember: 'Please sign in to pay with a saved card.',
  savedCardNotFound: MESSAGES.savedCardNotFound,
  giftCardWrong: GIFT_CARD_MESSAGES.wrong,
  inStoreAlone: 'Pay in store cannot be combined with another payment.',
  inStoreHandoff: 'Pay in store is only available for pickup and curbside orders.',
  inStoreNotOffered: 'This restaurant does not take payment in store. Please pay by card.',
  oneOpenAmount: 'Please give an amount for each payment but one.',
  sameGiftCardTwice: 'Please use each gift card once.',
} as const

export interface PlannedPayment {
  kind: 'creditcard' | 'giftcard' | 'instore'
  amountCents: number
  description: string
  giftCard?: { number: string; pin: string }
  /** A new card a member paid with and asked to save: kept in their wallet with the order. */
  newCard?: ChargedCard
}

const mustAddUp = (totalCents: number): string => `Your payments must add up to the order total of ${formatCents(totalCents)}.`

/** Splits the total over the payments (one payment may leave its amount out and take the rest) and checks each. */
export async function planPayments(
  db: SandboxDb,
  payments: readonly Payment[],
  totalCents: number,
  handoff: Handoff,
  member: SandboxMember | null,
  now: number,
  cards: { charge: (charge: CardCharge) => Promise<ChargedCard>; orderRef: string },
  /** The restaurant's payment kinds (its location data): pay in store only where it is one of them. */
  accepted: readonly PaymentKind[],
): Promise<PlannedPayment[]> {
  if (payments.some((p) => p.type === 'instore')) {
    if (!accepted.includes('instore')) throw new SandboxError(400, PAYMENT_MESSAGES.inStoreNotOffered)
    if (payments.length > 1) throw new SandboxError(400, PAYMENT_MESSAGES.inStoreAlone)
    if (handoff !== 'pickup' && handoff !== 'curbside') throw new SandboxError(400, PAYMENT_MESSAGES.inStoreHandoff)
    return [{ kind: 'instore', amountCents: totalCents, description: 'Pay in store' }]
  }

  const amounts = payments.map((p) => (p.type !== 'instore' && p.amount !== undefined ? toCents(p.amount) : null))
  const open = amounts.filter((a) => a === null).length
  if (open > 1) throw new SandboxError(400, PAYMENT_MESSAGES.oneOpenAmount)
  const rest = totalCents - amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0)
  if (rest < 0 || (open === 0 && rest !== 0)) throw new SandboxError(400, mustAddUp(totalCents))
  const numbers = payments.flatMap((p) => (p.type === 'giftcard' ? [p.number] : []))
  if (new Set(numbers).size !== numbers.length) throw new SandboxError(400, PAYMENT_MESSAGES.sameGiftCardTwice, SUBMIT_FIELDS.giftCard)

  const planned: PlannedPayment[] = []
  for (const [i, payment] of payments.entries()) {
    const amountCents = amounts[i] ?? rest
    if (payment.type === 'giftcard') {
      const balanceCents = await checkGiftCard(db, payment.number, payment.pin, now)
      if (balanceCents < amountCents) {
        throw new SandboxError(
          402,
          `This gift card has ${formatCents(balanceCents)}, less than the ${formatCents(amountCents)} asked of it.`,
          SUBMIT_FIELDS.giftCard,
        )
      }
      planned.push({
        kind: 'giftcard',
        amountCents,
        description: `Gift card ending ${payment.number.slice(-4)}`,
        giftCard: { number: payment.number, pin: payment.pin },
      })
    } else if (payment.type === 'creditcard') {
      if (payment.token !== undefined) {
        // Saved only when a member asked (the box on checkout is unticked by default).
        const save = member !== null && payment.save === true
        const charged = await cards.charge({ token: payment.token, orderRef: cards.orderRef, retain: save })
        planned.push({
          kind: 'creditcard',
          amountCents,
          description: `${charged.brand} ending ${charged.last4}`,
          ...(save ? { newCard: charged } : {}),
        })
      } else {
        if (member === null) throw new SandboxError(400, PAYMENT_MESSAGES.savedCardNeedsMember)
        const saved = await db
          .prepare('SELECT card_token FROM member_payments WHERE id = ?1 AND member_id = ?2')
          .bind(payment.account_id ?? 0, member.id)
          .first<{ card_token: string }>()
        if (saved === null) throw new SandboxError(400, PAYMENT_MESSAGES.savedCardNotFound)
        const { brand, last4 } = await cards.charge({ token: saved.card_token, orderRef: cards.orderRef, recached: true })
        planned.push({ kind: 'creditcard', amountCents, description: `${brand} ending ${last4}` })
      }
    }
  }
  return planned
}
