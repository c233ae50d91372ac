import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import { MAX_FAILED_SIGNINS, clearAttempts, isLocked, lock, startAttempt } from '../members/login-throttle.ts'

// The one place a gift card's PIN is checked (balance call and submit alike). Five wrong PINs within 30 minutes
// lock the card for 30 minutes, counted per card number whoever guesses, in the sign-in lockout's table and with
// its rules (login-throttle.ts): each try is counted before the PIN is compared, in one atomic upsert, so however many
// guesses arrive at once at most five are ever compared; the right PIN starts the count over. A locked card answers
// the same words whatever is asked of it, the right PIN included: it tells nothing about its balance, nor whether
// that number is a card at all (unknown numbers are counted and locked the same way).

export const GIFT_CARD_MESSAGES = {
  wrong: 'The gift card number or PIN is incorrect.',
  locked: 'This gift card is locked after too many incorrect PINs. Please try again in 30 minutes.',
} as const

/** Gift-card rows live beside sign-in rows; the prefix keeps them from ever meeting an account's key. */
const throttleKey = (number: string): string => `giftcard:${number}`

/** The card's balance in cents when number and PIN match; throws the wrong-PIN or locked refusal otherwise. */
export async function checkGiftCard(db: SandboxDb, number: string, pin: string, now: number): Promise<number> {
  const key = throttleKey(number)
  const attempt = await startAttempt(db, key, now)
  if (isLocked(attempt, now)) {
    await lock(db, key, now)
    throw new SandboxError(423, GIFT_CARD_MESSAGES.locked, SUBMIT_FIELDS.giftCard)
  }
  const card = await db
    .prepare('SELECT balance_cents FROM gift_cards WHERE number = ?1 AND pin = ?2')
    .bind(number, pin)
    .first<{ balance_cents: number }>()
  if (card === null) {
    if (attempt.attempts >= MAX_FAILED_SIGNINS) await lock(db, key, now)
    throw new SandboxError(400, GIFT_CARD_MESSAGES.wrong, SUBMIT_FIELDS.giftCard)
  }
  await clearAttempts(db, key).run()
  return card.balance_cents
}
