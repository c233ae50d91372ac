import { Hono } from 'hono'
import { FORM_MESSAGES } from '#shared/forms/form-fields.ts'
import { formSubmissionSchema } from '#shared/schemas/form-block.ts'
import type { PageData } from '#shared/schemas/content.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { API_MESSAGES } from '../api/api-messages.ts'
import { readLimitedText } from '../api/read-limited-text.ts'
import type { SiteBotCheck } from '../api/site-bot-check.ts'
import { noteRequest } from '../request-log.ts'
import { checkSubmission } from './check-submission.ts'
import { deliveryOf, type FormDestination } from './form-destination.ts'
import { formOfPage } from './form-definition.ts'
import { clientLimitKey } from '../client-limit-key.ts'

// POST /_forms/submit: a CMS-built form's answers, as JSON {page, form, values} with the bot-check token in the
// `verify` header. The checks run cheapest first and the bot-check last, as on the /api proxy, so a token is spent
// only on a submission that would otherwise go: rate limit per client → body size → shape → the form as published
// → every answer (extra or oversized refuses the whole submission) → a configured destination → bot-check → send.
// Nothing is sent unless every check passed.

export interface FormRouteDeps {
  page: (slug: string) => Promise<PageData | null>
  limiter: Pick<RateLimit, 'limit'>
  /** The limiter's period: a refused client may try again after it. */
  retryAfterSeconds: number
  botCheck: SiteBotCheck
  /** Null when no destination is configured (outside development and test, a missing CONTACT_FORM_WEBHOOK_URL). */
  destination: FormDestination | null
  now: () => number
}

/** 30 fields of the longest answers fit easily; anything bigger is not this site's form. */
export const MAX_SUBMISSION_BYTES = 32 * 1024

type Outcome =
  'sent' | 'rate-limited' | 'too-large' | 'refused' | 'unknown-form' | 'invalid' | 'not-configured' | 'bot-check-failed' | 'undelivered'

const NO_STORE = { 'cache-control': 'no-store' }

export function createFormRoute(depsFor: (env: Env, request: Request) => FormRouteDeps) {
  return new Hono<{ Bindings: Env }>().post('/submit', async (c) => {
    const request = c.req.raw
    const deps = depsFor(c.env, request)
    const answer = (
      status: 200 | 400 | 403 | 404 | 413 | 415 | 429 | 502 | 503,
      body: object,
      outcome: Outcome,
      extra: Record<string, string> = {},
    ) => {
      noteRequest(request, { route: '/_forms/submit', form: { outcome }, fault: outcome === 'undelivered' })
      return c.json(body, status, { ...NO_STORE, ...extra })
    }

    const clientIp = request.headers.get('cf-connecting-ip')
    // A limiter outage lets the submission through: the bot-check still stands behind it.
    const limited = await deps.limiter.limit({ key: `form:${clientLimitKey(clientIp)}` }).then(
      ({ success }) => !success,
      () => false,
    )
    if (limited)
      return answer(429, { message: API_MESSAGES.rateLimited }, 'rate-limited', { 'retry-after': String(deps.retryAfterSeconds) })

    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'))
      return answer(415, { message: FORM_MESSAGES.refused }, 'refused')
    const body = await readLimitedText(request.body, MAX_SUBMISSION_BYTES)
    if (!body.ok) return answer(413, { message: FORM_MESSAGES.tooLarge }, 'too-large')
    let json: unknown
    try {
      json = JSON.parse(body.text)
    } catch {
      return answer(400, { message: FORM_MESSAGES.refused }, 'refused')
    }
    const submission = formSubmissionSchema.safeParse(json)
    if (!submission.success) return answer(400, { message: FORM_MESSAGES.refused }, 'refused')

    let page: PageData | null
    try {
      page = await deps.page(submission.data.page)
    } catch (error) {
      if (!(error instanceof ContentUnavailable)) throw error
      return answer(503, { message: TROUBLE_MESSAGE }, 'undelivered')
    }
    const form = page && formOfPage(page, submission.data.form)
    if (!form) return answer(404, { message: FORM_MESSAGES.unknownForm }, 'unknown-form')

    const checked = checkSubmission(form, submission.data.values)
    if (!checked.ok && checked.problem === 'refused') return answer(400, { message: FORM_MESSAGES.refused }, 'refused')
    if (!checked.ok) return answer(400, { message: FORM_MESSAGES.review, errors: checked.errors }, 'invalid')

    if (deps.destination === null) return answer(503, { message: TROUBLE_MESSAGE }, 'not-configured')
    const human = await deps.botCheck(request.headers.get('verify'), { hostname: new URL(request.url).hostname, remoteIp: clientIp })
    if (!human.ok) return answer(403, { message: API_MESSAGES.botCheck }, 'bot-check-failed')

    const delivered = await deps.destination(deliveryOf(submission.data.page, form, checked.answers, deps.now()))
    if (!delivered) return answer(502, { message: TROUBLE_MESSAGE }, 'undelivered')
    return answer(200, { message: form.successMessage }, 'sent')
  })
}
