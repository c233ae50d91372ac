import type { SiteConfig } from './env.ts'

// Outside development and test a missing setting never degrades into a weaker mode (development bot-check tokens,
// the sandbox upstream, unsigned webhooks, the bundled seed content): the feature it guards refuses with the
// visitor-facing message of the error catalogue, and one log line per isolate names the setting to set.

type RequiredSetting =
  | 'RECAPTCHA_SECRET'
  | 'RECAPTCHA_SITE_KEY'
  | 'API_ORIGIN'
  | 'STORYBLOK_WEBHOOK_SECRET'
  | 'STORYBLOK_TOKEN'
  | 'CHECKOUT_SCRIPT_URL'
  | 'CHECKOUT_ENVIRONMENT_KEY'
  | 'CONTACT_FORM_WEBHOOK_URL'

/** Which settings each environment must have. docs/configuration.md (Required settings) says the same. */
const REQUIRED_SETTINGS: Readonly<Record<SiteConfig['ENVIRONMENT'], readonly RequiredSetting[]>> = {
  development: [],
  test: [],
  staging: [
    'RECAPTCHA_SECRET',
    'RECAPTCHA_SITE_KEY',
    'STORYBLOK_WEBHOOK_SECRET',
    'CHECKOUT_SCRIPT_URL',
    'CHECKOUT_ENVIRONMENT_KEY',
    'CONTACT_FORM_WEBHOOK_URL',
  ],
  production: [
    'RECAPTCHA_SECRET',
    'RECAPTCHA_SITE_KEY',
    'API_ORIGIN',
    'STORYBLOK_WEBHOOK_SECRET',
    'STORYBLOK_TOKEN',
    'CHECKOUT_SCRIPT_URL',
    'CHECKOUT_ENVIRONMENT_KEY',
    'CONTACT_FORM_WEBHOOK_URL',
  ],
}

/** What a visitor or editor notices while the setting is missing: the operator's first clue in the log line. */
const EFFECT: Readonly<Record<RequiredSetting, string>> = {
  RECAPTCHA_SECRET: 'sign-up, sign-in, password reset and gift-card balance are refused (bot-check not configured)',
  RECAPTCHA_SITE_KEY: 'browsers cannot pass the bot-check, so sign-up, sign-in, password reset and gift-card balance fail',
  API_ORIGIN: 'every /api call answers the trouble message: ordering and VIP Perks are down',
  STORYBLOK_WEBHOOK_SECRET: 'Storyblok publish webhooks are refused (401); content still arrives with the 5-minute cron',
  STORYBLOK_TOKEN: 'the content sync fails and publishes nothing; the last published content keeps serving',
  CHECKOUT_SCRIPT_URL: 'checkout cannot take cards: the card fields are replaced by the trouble message',
  CHECKOUT_ENVIRONMENT_KEY: 'checkout cannot take cards: the card fields are replaced by the trouble message',
  CONTACT_FORM_WEBHOOK_URL: 'the contact form (every CMS-built form) answers the trouble message and sends nothing',
}

/** The settings that are public vars (wrangler.toml), not secrets: the fix names the file, not `secret put`. */
const PUBLIC_VARS: ReadonlySet<RequiredSetting> = new Set(['RECAPTCHA_SITE_KEY', 'CHECKOUT_SCRIPT_URL', 'CHECKOUT_ENVIRONMENT_KEY'])

/** True in the environments where the development shortcuts (dev tokens, sandbox, seed content) may stand in. */
export function isLocalEnvironment(config: Pick<SiteConfig, 'ENVIRONMENT'>): boolean {
  return config.ENVIRONMENT === 'development' || config.ENVIRONMENT === 'test'
}

const reported = new Set<string>()

/**
 * True when this environment requires `setting` and it is not set. The first time per isolate it logs one line
 * naming the setting, the environment and the effect, so an operator knows what to set without reading code.
 */
export function isMissingRequiredSetting(config: SiteConfig, setting: RequiredSetting): boolean {
  // An empty site key reads as null: as missing as an unset secret.
  if (!REQUIRED_SETTINGS[config.ENVIRONMENT].includes(setting) || (config[setting] ?? null) !== null) return false
  const key = `${config.ENVIRONMENT}:${setting}`
  if (!reported.has(key)) {
    reported.add(key)
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'config-missing',
        setting,
        environment: config.ENVIRONMENT,
        effect: EFFECT[setting],
        fix: PUBLIC_VARS.has(setting)
          ? `set ${setting} in [env.${config.ENVIRONMENT}.vars] of wrangler.toml and deploy`
          : `npx wrangler secret put ${setting} --env ${config.ENVIRONMENT}`,
      }),
    )
  }
  return true
}

/** Forgets which settings were reported, so a test can watch the one log line again. */
export function forgetReportedSettings(): void {
  reported.clear()
}

/** Thrown by `siteConfig` when a var or secret is malformed; the app answers 503 (worker/app.ts) instead of a crash. */
export class ConfigInvalidError extends Error {
  override name = 'ConfigInvalidError'
}

let invalidReported = false

/**
 * One `config-invalid` log line per isolate naming every malformed setting and what is wrong with it (never its
 * value: some are secrets). Every route that reads the configuration then answers 503 until a fixed deploy.
 */
export function reportInvalidConfig(problems: readonly { setting: string; problem: string }[]): void {
  if (invalidReported) return
  invalidReported = true
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'config-invalid',
      problems,
      effect: 'pages and /api answer 503 until the setting is fixed',
      fix: 'correct the var in wrangler.toml ([vars] or [env.<name>.vars]) or `npx wrangler secret put NAME`, then deploy',
    }),
  )
}

/** Forgets that an invalid configuration was reported, so a test can watch the log line again. */
export function forgetReportedInvalidConfig(): void {
  invalidReported = false
}
