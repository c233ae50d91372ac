import { z } from 'zod'
import { BOT_CHECK_ACTION } from '#shared/constants.ts'
import { DEV_BOT_CHECK_TOKEN_PATTERN } from '#shared/api-calls.ts'
import { withDeadline } from './with-deadline.ts'

// The bot-check of docs/product.md, Who may do what (reCAPTCHA v3, action login), verified in one place and failing closed.
// With a secret, each token goes to siteverify once; the answer must be a success for our action and hostname with
// a score at or above the threshold. Without a secret (development and tests only), development tokens of the
// documented shape are accepted instead. In both modes a token this isolate has seen is refused before anything
// else: siteverify itself refuses a second verification (`timeout-or-duplicate`), and a development token gets
// the same once-only rule so tests exercise the real path.

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** POSTs the form to siteverify; tests hand in a fake, production the global fetch. */
export type SiteverifyFetch = (form: URLSearchParams, signal: AbortSignal) => Promise<Response>

export type BotCheckRefusal =
  'missing' | 'malformed' | 'reused' | 'not-configured' | 'unavailable' | 'rejected' | 'wrong-action' | 'wrong-hostname' | 'low-score'

export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckRefusal }

export interface BotCheckOptions {
  /** RECAPTCHA_SECRET; undefined selects development tokens, and only where `allowDevTokens` says so. */
  secret: string | undefined
  /** Development tokens are never accepted in staging or production, even with the secret missing. */
  allowDevTokens: boolean
  minScore: number
  siteverify: SiteverifyFetch
  timeoutMs: number
  memory: UsedTokenMemory
  now: () => number
}

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

// reCAPTCHA tokens are about 500 characters today; anything far longer is not one.
const MAX_TOKEN_LENGTH = 4096
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

/** Tokens already presented, for long enough that a replay is caught (a reCAPTCHA token lives 2 minutes). */
export interface UsedTokenMemory {
  /** Remembers the token; false when it was already remembered and still fresh. */
  claim(token: string, now: number): boolean
}

export function createUsedTokenMemory({ ttlMs = 10 * 60 * 1000, maxEntries = 50_000 } = {}): UsedTokenMemory {
  const seen = new Map<string, number>()
  return {
    claim(token, now) {
      const expiresAt = seen.get(token)
      if (expiresAt !== undefined && expiresAt > now) return false
      if (seen.size >= maxEntries) {
        // Map iterates in insertion order, so the first entries are the oldest.
        for (const [key, expiry] of seen) {
          if (expiry <= now || seen.size >= maxEntries) seen.delete(key)
          else break
        }
      }
      seen.set(token, now + ttlMs)
      return true
    },
  }
}

export async function verifyBotCheck(
  token: string | null | undefined,
  context: { hostname: string; remoteIp: string | null },
  options: BotCheckOptions,
): Promise<BotCheckResult> {
  if (!token) return { ok: false, reason: 'missing' }
  if (token.length > MAX_TOKEN_LENGTH || !PRINTABLE_ASCII.test(token)) return { ok: false, reason: 'malformed' }
  if (options.secret === undefined) {
    if (!options.allowDevTokens) return { ok: false, reason: 'not-configured' }
    if (!DEV_BOT_CHECK_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'malformed' }
  }
  // Claimed before siteverify answers, so two concurrent requests with one token cannot both pass.
  if (!options.memory.claim(token, options.now())) return { ok: false, reason: 'reused' }
  if (options.secret === undefined) return { ok: true }

  const form = new URLSearchParams({ secret: options.secret, response: token })
  if (context.remoteIp) form.set('remoteip', context.remoteIp)
  let answer: z.infer<typeof siteverifyAnswerSchema>
  try {
    const response = await withDeadline(options.timeoutMs, (signal) => options.siteverify(form, signal))
    if (!response.ok) {
      await response.body?.cancel()
      return { ok: false, reason: 'unavailable' }
    }
    const parsed = siteverifyAnswerSchema.safeParse(await response.json())
    if (!parsed.success) return { ok: false, reason: 'unavailable' }
    answer = parsed.data
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
  if (!answer.success) return { ok: false, reason: 'rejected' }
  if (answer.action !== BOT_CHECK_ACTION) return { ok: false, reason: 'wrong-action' }
  if (answer.hostname !== context.hostname) return { ok: false, reason: 'wrong-hostname' }
  if (answer.score === undefined || answer.score < options.minScore) return { ok: false, reason: 'low-score' }
  return { ok: true }
}
