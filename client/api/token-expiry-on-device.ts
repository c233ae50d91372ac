// A sign-in's answer dates the session's end by the upstream's clock (`access.expires`), and this device signs the
// member out at that moment by its own clock (client/state/persistence.ts). A phone whose clock runs fast would
// take a fresh session for an ended one and sign the member out the moment they signed in, without a word. Where the
// answer also says how long the session lasts (`expires_in`, in seconds, as OAuth answers do), its end is restated
// on this device's clock, counted from when the call was sent, so it can only come early, never late.

/** The answer with `access.expires` on this device's clock when it carries `expires_in`; otherwise as it came. */
export function tokenExpiryOnDevice(body: unknown, sentAt: number): unknown {
  if (typeof body !== 'object' || body === null) return body
  const { access, expires_in: lifetime } = body as { access?: unknown; expires_in?: unknown }
  if (typeof lifetime !== 'number' || !Number.isFinite(lifetime) || lifetime <= 0) return body
  if (typeof access !== 'object' || access === null || !('expires' in access)) return body
  // A lifetime past what a date can hold (years beyond 275,000) is no answer to trust: it stays the upstream's.
  const end = new Date(sentAt + lifetime * 1000)
  if (Number.isNaN(end.getTime())) return body
  return { ...body, access: { ...access, expires: end.toISOString() } }
}
