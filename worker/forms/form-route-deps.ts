import { createContentStore } from '../content/content-store.ts'
import { siteConfig } from '../env.ts'
import { isLocalEnvironment, isMissingRequiredSetting } from '../required-settings.ts'
import { siteBotCheck } from '../api/site-bot-check.ts'
import { createFormRoute, type FormRouteDeps } from './form-route.ts'
import { outboxDestination, webhookDestination, type FormDestination } from './form-destination.ts'

/** The `period` of FORM_LIMITER in wrangler.toml. */
const FORM_LIMIT_PERIOD_SECONDS = 60

function destinationFor(env: Env): FormDestination | null {
  const config = siteConfig(env)
  if (config.CONTACT_FORM_WEBHOOK_URL !== null)
    return webhookDestination(config.CONTACT_FORM_WEBHOOK_URL, config.UPSTREAM_TIMEOUT_MS, (request, signal) => fetch(request, { signal }))
  // Staging and production without the webhook refuse (and log config-missing once); they never use the sandbox.
  if (isMissingRequiredSetting(config, 'CONTACT_FORM_WEBHOOK_URL') || !isLocalEnvironment(config)) return null
  return config.API_ORIGIN === undefined && config.UPSTREAM ? outboxDestination(config.UPSTREAM) : null
}

function formDepsFromEnv(env: Env): FormRouteDeps {
  const store = createContentStore(env.CONTENT)
  return {
    page: (slug) => store.page(slug),
    limiter: env.FORM_LIMITER,
    retryAfterSeconds: FORM_LIMIT_PERIOD_SECONDS,
    botCheck: siteBotCheck(siteConfig(env)),
    destination: destinationFor(env),
    now: () => Date.now(),
  }
}

export const formRoute = createFormRoute(formDepsFromEnv)
