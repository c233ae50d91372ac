import type { SandboxDb } from '../db/sandbox-db.ts'
import { randomSecret, storedSecret } from './secret-token.ts'

// Sign-in hands out two bearer tokens: the access token for loyalty calls and the ordering
// token for ordering calls. Both are 256 random bits, live for the configured lifetime (wrangler var
// MEMBER_TOKEN_TTL_MINUTES, 30 by default) and are stored only as their SHA-256 (resolve-member.ts reads them).
// There is no refresh call in shared/api-calls.ts: when they expire the site signs the member out and they sign in
// again. Sign Out (members/signout) ends a session before that: both of its tokens are deleted, so neither opens a
// door again.

const DAY_MS = 24 * 60 * 60 * 1000

/** What sign-in, sign-up and the code exchange answer: shared/schemas/member.ts userTokenSchema, plus lifetimes. */
interface UserTokenBody {
  id: string
  access: { token: string; expires: string }
  ordering: { access: { token: string; expires: string } }
  token_type: 'bearer'
  /** Seconds until both tokens expire. */
  expires_in: number
}

interface IssuedTokens {
  /** For the caller's batch: the tokens exist exactly when the rest of the sign-in does. */
  statements: D1PreparedStatement[]
  body: UserTokenBody
}

export async function issueTokens(db: SandboxDb, memberId: string, now: number, ttlMs: number): Promise<IssuedTokens> {
  // The prefixes only help a developer reading a request tell the two apart.
  const access = `at_${randomSecret()}`
  const ordering = `ot_${randomSecret()}`
  const expiresAt = now + ttlMs
  const expires = new Date(expiresAt).toISOString()
  const insert = 'INSERT INTO member_tokens (token_hash, member_id, kind, expires_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5)'
  return {
    statements: [
      // Expired tokens are kept a day so they still read "Token Expired"; older ones go with the next sign-in.
      db.prepare('DELETE FROM member_tokens WHERE member_id = ?1 AND expires_at < ?2').bind(memberId, now - DAY_MS),
      db.prepare(insert).bind(await storedSecret(access), memberId, 'access', expiresAt, now),
      db.prepare(insert).bind(await storedSecret(ordering), memberId, 'ordering', expiresAt, now),
    ],
    body: {
      id: memberId,
      access: { token: access, expires },
      ordering: { access: { token: ordering, expires } },
      token_type: 'bearer',
      expires_in: Math.round(ttlMs / 1000),
    },
  }
}

/**
 * Ends the session `token` belongs to: that token and the other one issued with it. One sign-in's two tokens share
 * their member and their issue instant (issueTokens writes them in one batch at one `now`), which is how they are
 * found without a session column. An unknown token ends nothing.
 */
export async function endSession(db: SandboxDb, token: string): Promise<void> {
  await db
    .prepare(
      'DELETE FROM member_tokens WHERE (member_id, created_at) IN ' +
        '(SELECT member_id, created_at FROM member_tokens WHERE token_hash = ?1)',
    )
    .bind(await storedSecret(token))
    .run()
}
