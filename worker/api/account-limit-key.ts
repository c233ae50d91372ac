import type { AccountLimitKey } from '#shared/api-calls.ts'
import { sha256Hex } from '#shared/hex.ts'
import { phoneDigits } from '#shared/phone-digits.ts'

// The per-account key of a call's limiter (shared/api-calls.ts limitPerAccount). Prefixed, so an account's count
// never shares a bucket with a client address. A token is counted by its digest: the limiter never holds a secret.

const bodyField = (body: unknown, name: 'email' | 'username'): string | null => {
  const value = typeof body === 'object' && body !== null && Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : null
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * A sign-in name as the upstream finds the account by it: an email in lower case, a phone number by its digits
 * (a leading US country code dropped), so "(651) 555-0199" and "+1 651 555 0199" share one count.
 */
function usernameKey(username: string): string {
  if (username.includes('@')) return `email:${username.toLowerCase()}`
  const digits = phoneDigits(username)
  return digits === '' ? `name:${username.toLowerCase()}` : `phone:${digits}`
}

/** The key, or null when the call names no account (then only the per-client count applies). */
export async function accountLimitKey(kind: AccountLimitKey, token: string | null, body: unknown): Promise<string | null> {
  if (kind === 'token') return token ? `account:token:${await sha256Hex(token)}` : null
  if (kind === 'username') {
    const username = bodyField(body, 'username')
    return username === null ? null : `account:signin:${usernameKey(username)}`
  }
  const email = bodyField(body, 'email')
  return email === null ? null : `account:email:${email.toLowerCase()}`
}
