import type { UserToken } from '#shared/schemas/member.ts'

// When a member's session is over on this device. The access token says when it expires (`access.expires`; or
// `expires_in` seconds from when it was saved); past that instant the member is signed out here, on restore and
// while the page stays open, so the next person at a shared computer sees nothing of them, not even on pages that
// never call the API and so never hear "Token Expired". A token that says nothing keeps the old rule: it lasts until
// an API call answers that it has expired.

/** The access token's expiry in epoch milliseconds; null when the token does not say. */
export function accessTokenExpiry(token: UserToken | null | undefined, savedAt: number): number | null {
  const expires = token?.access?.expires
  const stated = typeof expires === 'string' ? Date.parse(expires) : Number.NaN
  if (Number.isFinite(stated)) return stated
  const expiresIn = (token as { expires_in?: unknown } | null | undefined)?.expires_in
  return typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? savedAt + expiresIn * 1000 : null
}

/** True once the stored token's access token has expired; `stored` is whatever storage held. */
export function isAccessTokenExpired(stored: unknown, savedAt: number, now: number): boolean {
  const expiry = typeof stored === 'object' && stored !== null ? accessTokenExpiry(stored as UserToken, savedAt) : null
  return expiry !== null && expiry <= now
}
