import type { SandboxEnv } from '../sandbox-env.ts'

// The loyalty settings that are wrangler vars (wrangler.toml beside the sandbox's index.ts).

const MINUTE_MS = 60_000
/** Upstream-notes: sign-in returns short-lived access tokens, about 30 minutes. */
const DEFAULT_TOKEN_TTL_MINUTES = 30
const DEFAULT_SITE_ORIGIN = 'http://localhost:8787'

export function memberTokenTtlMs(env: Pick<SandboxEnv, 'MEMBER_TOKEN_TTL_MINUTES'>): number {
  const configured = Number(env.MEMBER_TOKEN_TTL_MINUTES)
  return (Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TOKEN_TTL_MINUTES) * MINUTE_MS
}

/** The site's origin, for the links in outbox messages; anything that is not an http(s) origin falls back. */
export function siteOrigin(env: Pick<SandboxEnv, 'SITE_ORIGIN'>): string {
  try {
    const url = new URL(env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : DEFAULT_SITE_ORIGIN
  } catch {
    return DEFAULT_SITE_ORIGIN
  }
}
