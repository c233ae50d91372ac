import type { SandboxDb } from '../db/sandbox-db.ts'
import type { Guard } from '../orders/order-writes.ts'
import { randomSecret, storedSecret } from './secret-token.ts'

// One-time secrets sent by email: the password-reset link's token and the one-time sign-in code. 256 random bits
// each (no bot-check or rate limit guards members/code, so a code must be unguessable, not short), stored as their
// SHA-256, usable once, expiring. Asking again replaces the previous one: only the latest email's link works.
//
// Using one is a batch that starts with a conditional claim (unused, unexpired → used by this request's nonce);
// the caller's statements carry the guard "this token is claimed by my nonce", so they change nothing unless the
// claim applied, and two requests racing with the same link cannot both succeed.

type OneTimePurpose = 'password-reset' | 'login-code'

const MINUTE_MS = 60_000
/** Our own lifetimes: an hour to reset a password, fifteen minutes to use a sign-in link. */
const ONE_TIME_LIFETIME_MS: Readonly<Record<OneTimePurpose, number>> = { 'password-reset': 60 * MINUTE_MS, 'login-code': 15 * MINUTE_MS }

export async function issueOneTimeToken(db: SandboxDb, memberId: string, purpose: OneTimePurpose, now: number) {
  const token = randomSecret()
  const statements = [
    db
      .prepare('UPDATE one_time_tokens SET used_at = ?3 WHERE member_id = ?1 AND purpose = ?2 AND used_at IS NULL')
      .bind(memberId, purpose, now),
    db
      .prepare('INSERT INTO one_time_tokens (token_hash, member_id, purpose, expires_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(await storedSecret(token), memberId, purpose, now + ONE_TIME_LIFETIME_MS[purpose], now),
  ]
  return { token, statements }
}

export type OneTimeState = { state: 'valid'; memberId: string } | { state: 'unknown' | 'used' | 'expired' }

export async function inspectOneTimeToken(db: SandboxDb, token: string, purpose: OneTimePurpose, now: number): Promise<OneTimeState> {
  const row = await db
    .prepare('SELECT member_id, expires_at, used_at FROM one_time_tokens WHERE token_hash = ?1 AND purpose = ?2')
    .bind(await storedSecret(token), purpose)
    .first<{ member_id: string; expires_at: number; used_at: number | null }>()
  if (row === null) return { state: 'unknown' }
  if (row.used_at !== null) return { state: 'used' }
  if (row.expires_at <= now) return { state: 'expired' }
  return { state: 'valid', memberId: row.member_id }
}

/** Claims the token and runs `statements` with it, atomically; the member's id when this request got it. */
export async function consumeOneTimeToken(
  db: SandboxDb,
  token: string,
  purpose: OneTimePurpose,
  now: number,
  statements: (memberId: string, guard: Guard) => D1PreparedStatement[],
): Promise<OneTimeState> {
  const seen = await inspectOneTimeToken(db, token, purpose, now)
  if (seen.state !== 'valid') return seen
  const hash = await storedSecret(token)
  const nonce = crypto.randomUUID()
  const guard: Guard = { sql: 'EXISTS (SELECT 1 FROM one_time_tokens WHERE token_hash = ? AND consumed_by = ?)', binds: [hash, nonce] }
  const [claim] = await db.batch([
    db
      .prepare(
        'UPDATE one_time_tokens SET used_at = ?1, consumed_by = ?2 WHERE token_hash = ?3 AND purpose = ?4 AND used_at IS NULL AND expires_at > ?1',
      )
      .bind(now, nonce, hash, purpose),
    ...statements(seen.memberId, guard),
  ])
  return claim?.meta.changes === 1 ? seen : { state: 'used' }
}
