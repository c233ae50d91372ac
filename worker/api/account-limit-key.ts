import type { AccountLimitKey } from '#shared/api-calls.ts'
import { sha256Hex } from '#shared/hex.ts'

// The per-account key of a call's limiter (shared/api-calls.ts limitPerAccount). Prefixed, so an account's count
// never shares a bucket with a client address. A token is counted by its digest: the limiter never holds a secret.

/** The key, or null when the call names no account (then only the per-client count applies). */
export async function accountLimitKey(kind: AccountLimitKey, token: string | null, body: unknown): Promise<string | null> {
  if (kind === 'token') return token ? `account:token:${await sha256Hex(token)}` : null
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined
  return typeof email === 'string' && email.trim() !== '' ? `account:email:${email.trim().toLowerCase()}` : null
}
