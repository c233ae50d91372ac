import type { SandboxDb } from '../db/sandbox-db.ts'
import { randomSecret, storedSecret } from '../members/secret-token.ts'

// The proof of having placed a guest order. A confirmation link (/order/confirm?id=…) and the guest's email are no
// proof: links get shared and emails are known. So submit hands the browser that placed a guest order a claim
// token, 256 random bits stored as their SHA-256, and a sign-in or signup attaches the placed order only with it
// (members/attach-order.ts). It is spent by the first attach that uses it and dies after CLAIM_LIFETIME_MS,
// long enough to join VIP Perks from the confirmation, short enough that a copy found later is worth nothing.
// While it lives it also lets the guest's browser send tracking events for the order (order-tracking.ts).

/** Our choice: two hours, the time a guest plausibly signs up or in from the confirmation or after picking up. */
export const CLAIM_LIFETIME_MS = 2 * 60 * 60 * 1000

/** Tells a claim token from a member token in a header; the rest is the secret. */
const CLAIM_PREFIX = 'oc_'

export interface IssuedClaim {
  token: string
  expiresAt: number
}

export async function issueOrderClaim(db: SandboxDb, orderId: string, now: number): Promise<IssuedClaim> {
  const token = `${CLAIM_PREFIX}${randomSecret()}`
  const expiresAt = now + CLAIM_LIFETIME_MS
  await db
    .prepare('INSERT INTO order_claims (token_hash, order_id, expires_at, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(await storedSecret(token), orderId, expiresAt, now)
    .run()
  return { token, expiresAt }
}

/** Whether `token` is a live claim of this order (used or not): what tracking asks of a guest's browser. */
export async function holdsOrderClaim(db: SandboxDb, orderId: string, token: string, now: number): Promise<boolean> {
  if (!token.startsWith(CLAIM_PREFIX)) return false
  const row = await db
    .prepare('SELECT 1 AS live FROM order_claims WHERE token_hash = ?1 AND order_id = ?2 AND expires_at > ?3')
    .bind(await storedSecret(token), orderId, now)
    .first()
  return row !== null
}

/**
 * Spends the claim if it is this order's, unused and unexpired; true when this request spent it. One conditional
 * UPDATE, so two sign-ins racing with the same token cannot both claim the order.
 */
export async function spendOrderClaim(db: SandboxDb, orderId: string, token: string, now: number): Promise<boolean> {
  if (!token.startsWith(CLAIM_PREFIX)) return false
  const result = await db
    .prepare(
      'UPDATE order_claims SET used_at = ?1, consumed_by = ?2 ' +
        'WHERE token_hash = ?3 AND order_id = ?4 AND used_at IS NULL AND expires_at > ?1',
    )
    .bind(now, crypto.randomUUID(), await storedSecret(token), orderId)
    .run()
  return result.meta.changes === 1
}
