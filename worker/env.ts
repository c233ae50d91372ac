import { z } from 'zod'

// Vars and secrets, validated once per isolate. Bindings (CONTENT, ASSETS, UPSTREAM, …) are typed by
// `wrangler types`; this schema covers the strings an operator sets, so a typo fails loudly at the first request.
const configSchema = z.object({
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
  /** The /api proxy's upper bound on one upstream call; past it the visitor reads "Connection Issue". */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** reCAPTCHA v3 scores below this fail the bot-check. */
  BOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Bearer token of the content admin route (`npm run content:rollback`); unset, that route does not exist. */
  CONTENT_ADMIN_TOKEN: z.string().min(24, 'CONTENT_ADMIN_TOKEN must be at least 24 characters.').optional(),
  /** reCAPTCHA v3 secret. Without it only development bot-check tokens pass, and only in development and test. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** reCAPTCHA v3 site key, public: the page hands it to the browser. Empty, the browser sends development tokens. */
  RECAPTCHA_SITE_KEY: z.string().optional().transform((key) => key || null),
  /** A fixed upstream origin (optionally with a base path) for /api; when set it wins over the UPSTREAM binding. */
  API_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine((origin) => {
      const url = new URL(origin)
      return !url.search && !url.hash && !url.username && !url.password
    }, 'API_ORIGIN is an origin with an optional base path: no query, fragment or credentials.')
    .optional(),
  // The sandbox service binding (wrangler.toml [[services]]). Optional, because a production deploy that talks to
  // the real upstream through API_ORIGIN need not deploy the sandbox at all.
  UPSTREAM: z.custom<Pick<Fetcher, 'fetch'>>((value) => typeof (value as { fetch?: unknown } | null)?.fetch === 'function').optional(),
})
export type SiteConfig = z.infer<typeof configSchema>

const parsed = new WeakMap<object, SiteConfig>()

export function siteConfig(env: Env): SiteConfig {
  const cached = parsed.get(env)
  if (cached) return cached
  const result = configSchema.safeParse(env)
  if (!result.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(result.error)}`)
  }
  parsed.set(env, result.data)
  return result.data
}
