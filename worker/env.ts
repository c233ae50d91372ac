import { z } from 'zod'
import { PINNABLE_ENVIRONMENTS, sandboxNowSchema } from '#shared/pinned-clock.ts'
import { pinSiteClock } from '#shared/site-clock.ts'
import { ConfigInvalidError, reportInvalidConfig } from './required-settings.ts'

// Vars and secrets, validated once per isolate. Bindings (CONTENT, ASSETS, UPSTREAM, …) are typed by
// `wrangler types`; this schema covers the strings an operator sets, so a typo fails loudly at the first request.
const configSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'test', 'staging', 'production']),
    CLIENT_TYPE: z.literal('web'),
    /** Storyblok delivery token. Without it the sync publishes the bundled seed content. */
    STORYBLOK_TOKEN: z.string().min(1).optional(),
    /** Storyblok preview token: with it, the visual editor's verified requests get draft content. */
    STORYBLOK_PREVIEW_TOKEN: z.string().min(1).optional(),
    /** The secret set on the Storyblok webhook; it signs each event (see worker/content/webhook-route.ts). */
    STORYBLOK_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** The Storyblok space id; when set, preview requests must name this space. */
    STORYBLOK_SPACE_ID: z.string().regex(/^\d+$/).optional(),
    /** Where the space is hosted, which picks the API host (eu is api.storyblok.com). */
    STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']).optional().default('eu'),
    /**
     * The /api proxy's upper bound on one upstream call; past it the visitor reads "Connection Issue". At most 25 s:
     * the browser gives up on a call at 30 s (API_DEADLINE_MS in client/api.ts), and the Worker's answer comes first.
     */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(25_000).default(10_000),
    /** reCAPTCHA v3 scores below this fail the bot-check. */
    BOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** Bearer token of the content admin route (`npm run content:rollback`); unset, that route does not exist. */
    CONTENT_ADMIN_TOKEN: z.string().min(24, 'CONTENT_ADMIN_TOKEN must be at least 24 characters.').optional(),
    /** reCAPTCHA v3 secret. Without it only development bot-check tokens pass, and only in development and test. */
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    /** reCAPTCHA v3 site key, public: the page hands it to the browser. Empty, the browser sends development tokens. */
    RECAPTCHA_SITE_KEY: z
      .string()
      .optional()
      .transform((key) => key || null),
    /** A fixed upstream origin (optionally with a base path) for /api; when set it wins over the UPSTREAM binding. */
    API_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine((origin) => {
        const url = new URL(origin)
        return !url.search && !url.hash && !url.username && !url.password
      }, 'API_ORIGIN is an origin with an optional base path: no query, fragment or credentials.')
      .optional(),
    /**
     * The card provider's checkout script (its hosted card fields; worker/pages/checkout-provider.ts). https outside
     * development and test; required in staging and production. Unset locally, the local provider sandbox's.
     */
    CHECKOUT_SCRIPT_URL: z
      .string()
      .optional()
      .transform((url) => url || null)
      .pipe(z.url({ protocol: /^https?$/, error: 'CHECKOUT_SCRIPT_URL must be an https:// URL.' }).nullable()),
    /**
     * Where the CMS-built forms (the contact form) are delivered: a webhook that takes one JSON POST per submission
     * (worker/forms/form-destination.ts). A secret, since the address is the credential. Required in staging and
     * production; unset in development and test, submissions land in the sandbox outbox (`npm run outbox`).
     */
    CONTACT_FORM_WEBHOOK_URL: z
      .string()
      .optional()
      .transform((url) => url || null)
      .pipe(z.url({ protocol: /^https?$/, error: 'CONTACT_FORM_WEBHOOK_URL must be an https:// URL.' }).nullable()),
    /** The card provider's public environment key the script is initialised with; required in staging and production. */
    CHECKOUT_ENVIRONMENT_KEY: z
      .string()
      .optional()
      .transform((key) => key || null)
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{8,128}$/, 'CHECKOUT_ENVIRONMENT_KEY is 8 to 128 of A-Z, a-z, 0-9, _ and -.')
          .nullable(),
      ),
    /** GA4 measurement id (G-…), handed to the browser in the page bootstrap; unset, no analytics id is configured. */
    GA4_MEASUREMENT_ID: z
      .string()
      .optional()
      .transform((id) => id || null)
      .pipe(
        z
          .string()
          .regex(/^G-[A-Z0-9]{4,20}$/, 'GA4_MEASUREMENT_ID looks like G-ABC123XYZ.')
          .nullable(),
      ),
    /** Which flag set in the FLAGS KV namespace this site reads (key `flags/<id>`), so environments may share one. */
    FEATURE_FLAGS_ID: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, 'FEATURE_FLAGS_ID is 1 to 64 of a-z, 0-9 and -.')
      .default('site'),
    /**
     * "true": signup, sign-in, password and gift-card calls must carry a passing bot-check token (header verify).
     * Only development and test may say "false" (load tests, benchmarks); anywhere else it is a configuration error.
     */
    VERIFICATION_REQUIRED: z
      .enum(['true', 'false'], 'VERIFICATION_REQUIRED is "true" or "false".')
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * Development and test only: the instant the test world's clock starts at (shared/pinned-clock.ts). The site's
     * rendered pages then tell the time by it, as the sandbox does with its own copy of the setting.
     */
    SANDBOX_NOW: z
      .string()
      .optional()
      .transform((instant) => instant || undefined)
      .pipe(sandboxNowSchema.optional()),
    // The sandbox service binding (wrangler.toml [[services]]). Optional, because a production deploy that talks to
    // the real upstream through API_ORIGIN need not deploy the sandbox at all.
    UPSTREAM: z.custom<Pick<Fetcher, 'fetch'>>((value) => typeof (value as { fetch?: unknown } | null)?.fetch === 'function').optional(),
  })
  .refine((config) => config.VERIFICATION_REQUIRED || config.ENVIRONMENT === 'development' || config.ENVIRONMENT === 'test', {
    path: ['VERIFICATION_REQUIRED'],
    message: 'VERIFICATION_REQUIRED may be "false" only in development and test.',
  })
  // A plain http:// script or webhook would let anyone on the path read or change what travels over it; only
  // development and test, where nothing real travels, may use one.
  .superRefine((config, context) => {
    if (config.ENVIRONMENT === 'development' || config.ENVIRONMENT === 'test') return
    for (const name of ['CHECKOUT_SCRIPT_URL', 'CONTACT_FORM_WEBHOOK_URL'] as const) {
      const url = config[name]
      if (url !== null && !url.startsWith('https://'))
        context.addIssue({ code: 'custom', path: [name], message: `${name} must be an https:// URL outside development and test.` })
    }
  })
  .refine((config) => config.SANDBOX_NOW === undefined || PINNABLE_ENVIRONMENTS.has(config.ENVIRONMENT), {
    path: ['SANDBOX_NOW'],
    message: 'SANDBOX_NOW pins the clock in development and test only; remove it here.',
  })
export type SiteConfig = z.infer<typeof configSchema>

const parsed = new WeakMap<object, SiteConfig>()
// SANDBOX_NOW pins the site's clock once per isolate, when the setting is first read; the development clock route
// (worker/dev-clock-route.ts) may move it afterwards, and a later parse must not move it back.
let clockPinnedFromSetting = false

export function siteConfig(env: Env): SiteConfig {
  const cached = parsed.get(env)
  if (cached) return cached
  const result = configSchema.safeParse(env)
  if (!result.success) {
    // One log line naming every bad setting; each route that needs the configuration answers a clean 503.
    reportInvalidConfig(result.error.issues.map((issue) => ({ setting: issue.path.join('.'), problem: issue.message })))
    throw new ConfigInvalidError(z.prettifyError(result.error))
  }
  parsed.set(env, result.data)
  if (!clockPinnedFromSetting && result.data.SANDBOX_NOW !== undefined) {
    clockPinnedFromSetting = true
    pinSiteClock(result.data.SANDBOX_NOW)
  }
  return result.data
}
