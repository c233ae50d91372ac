import { isLocalEnvironment, isMissingRequiredSetting } from '../required-settings.ts'
import type { SiteConfig } from '../env.ts'
import { createUsedTokenMemory, SITEVERIFY_URL, verifyBotCheck, type BotCheckResult } from './bot-check.ts'

// The site's one bot-check, for every route that takes a bot-checked request (the /api proxy, the CMS forms): the
// same secret, threshold and once-only token memory, so a token spent on one route is refused on the other.

export type SiteBotCheck = (token: string | null, context: { hostname: string; remoteIp: string | null }) => Promise<BotCheckResult>

const SITEVERIFY_TIMEOUT_MS = 5000

// One per isolate: a bot-check token seen by this isolate is refused here however the request arrives.
const usedBotCheckTokens = createUsedTokenMemory()

export function siteBotCheck(config: SiteConfig): SiteBotCheck {
  return (token, context) => {
    // VERIFICATION_REQUIRED "false" (development and test only, worker/env.ts) lets these calls through unchecked.
    if (!config.VERIFICATION_REQUIRED) return Promise.resolve({ ok: true })
    // Missing outside development and test, every bot-checked call is refused; the log line says why.
    isMissingRequiredSetting(config, 'RECAPTCHA_SECRET')
    return verifyBotCheck(token, context, {
      secret: config.RECAPTCHA_SECRET,
      allowDevTokens: isLocalEnvironment(config),
      minScore: config.BOT_CHECK_MIN_SCORE,
      siteverify: (form, signal) => fetch(SITEVERIFY_URL, { method: 'POST', body: form, signal }),
      timeoutMs: SITEVERIFY_TIMEOUT_MS,
      memory: usedBotCheckTokens,
      now: () => Date.now(),
    })
  }
}
