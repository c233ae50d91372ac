import type { SandboxDb } from '../db/sandbox-db.ts'
import { storedSecret } from './secret-token.ts'

// The seam between ordering and loyalty: the member a token belongs to. Sign-in (session-routes.ts) stores the
// SHA-256 of each token it hands out with its kind and expiry; a call presents the token, and this finds the member.
// Ordering calls (recent orders, reorder, favourite orders, saved cards, member submit) take the ordering token;
// loyalty calls take the access token. A token of the other kind does not count: each opens only its own door.

export interface SandboxMember {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
}

export type TokenKind = 'access' | 'ordering'

/** Why a token was refused matters to the site: expired and invalid read differently. */
type TokenCheck =
  { ok: true; member: SandboxMember } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; memberId: string }

type Row = SandboxMember & { kind: TokenKind; expires_at: number }

export async function resolveMemberToken(db: SandboxDb, token: string, kind: TokenKind, now: number): Promise<TokenCheck> {
  const row = await db
    .prepare(
      'SELECT t.kind, t.expires_at, m.id, m.first_name, m.last_name, m.email, m.phone ' +
        'FROM member_tokens t JOIN members m ON m.id = t.member_id WHERE t.token_hash = ?1',
    )
    .bind(await storedSecret(token))
    .first<Row>()
  if (row === null || row.kind !== kind) return { ok: false, reason: 'invalid' }
  if (row.expires_at <= now) return { ok: false, reason: 'expired', memberId: row.id }
  const { kind: _kind, expires_at: _expires, ...member } = row
  return { ok: true, member }
}
