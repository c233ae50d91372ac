import { z } from 'zod'

// Vars and secrets, validated once per isolate. Bindings (CONTENT, ASSETS, UPSTREAM, …) are typed by
// `wrangler types`; this schema covers the strings an operator sets, so a typo fails loudly at the first request.
const configSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'staging', 'production']),
  CLIENT_TYPE: z.literal('web'),
  /** Storyblok delivery token. Without it the sync publishes the bundled seed content. */
  STORYBLOK_TOKEN: z.string().min(1).optional(),
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
