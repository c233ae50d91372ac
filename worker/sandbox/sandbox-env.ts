// The sandbox Worker's bindings, written by hand: `wrangler types` generates the site's global `Env`, and the
// sandbox must never see (or be mistaken for) the site's bindings.
export interface SandboxEnv {
  DB: D1Database
  /** development, test, staging or production (a wrangler var). Only development and test show the outbox page. */
  ENVIRONMENT?: string
  /** Default location-search radius in miles, as text (a wrangler var). */
  SEARCH_RADIUS_MILES?: string
  /** How long a member's access and ordering tokens live, in minutes, as text (a wrangler var; default 30). */
  MEMBER_TOKEN_TTL_MINUTES?: string
  /** The site the outbox's links point at: password reset and sign-in links (a wrangler var). */
  SITE_ORIGIN?: string
  /** Development and test only: the instant the sandbox's clock starts at (time/sandbox-clock.ts). */
  SANDBOX_NOW?: string
  /** The card provider (perkins-pay-sandbox): cards are charged through its server API (orders/card-provider.ts). */
  PAY_PROVIDER?: Pick<Fetcher, 'fetch'>
  /** The server secret the card provider's server API wants. */
  PAY_PROVIDER_SECRET?: string
}
