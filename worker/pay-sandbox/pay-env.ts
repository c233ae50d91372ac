// The provider sandbox's bindings, written by hand (the site's `Env` is generated and must not be mistaken for it).
export interface PayEnv {
  DB: D1Database
  /** The public environment key the hosted fields are initialised with. */
  ENVIRONMENT_KEY?: string
  /** Space-separated origins allowed to embed the fields and receive their messages. */
  SITE_ORIGINS?: string
  /** The server secret of the server API (charging a token): only the ordering upstream holds it. */
  PAY_PROVIDER_SECRET?: string
  /** development, test or staging: where SANDBOX_NOW may pin the clock (pay-clock.ts). */
  ENVIRONMENT?: string
  /** An ISO instant the provider's clock starts at (development and test only). */
  SANDBOX_NOW?: string
}

export function allowedSiteOrigins(env: PayEnv): string[] {
  return (env.SITE_ORIGINS ?? '').split(/\s+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin))
}
