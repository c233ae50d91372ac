import type { z } from 'zod'
import type { ApiCall, ApiCallId, RateLimitGroup } from '#shared/api-calls.ts'
import { apiSchemas, type CallSchemas } from '#shared/schemas/api/call-schemas.ts'
import type { Supercategory } from '#shared/schemas/menu.ts'
import { accountLimitKey } from './account-limit-key.ts'
import { API_MESSAGES } from './api-messages.ts'
import type { ApiLogLine, ApiLogger, ApiOutcome } from './api-log.ts'
import { attachSupercategories, attachSupercategoriesToLocation } from './attach-supercategories.ts'
import type { BotCheckResult } from './bot-check.ts'
import { carriesGiftCardPin } from './gift-card-guess.ts'
import { withoutHiddenLocations } from './hide-locations.ts'
import { matchApiCall } from './match-api-call.ts'
import { publicErrorBody } from './public-error-body.ts'
import { readLimitedBytes } from './read-limited-bytes.ts'
import { readLimitedText } from './read-limited-text.ts'
import { rememberRecentAnswers, type RecentAnswers } from './remember-recent-answers.ts'
import { resolveApiPath } from './resolve-api-path.ts'
import { DeadlineError, withDeadline } from './with-deadline.ts'
import { clientLimitKey } from '../client-limit-key.ts'

// The /api edge proxy (docs/product.md, Who may do what). Checks run cheapest first and every refusal happens before the
// upstream is contacted: path → call table → token → rate limit → query and body → the limits that read the body
// (per account, gift-card guesses) → bot-check → upstream.
// The upstream request is built from scratch: a fixed origin with the resolved path, the validated query and
// body, and only the headers this proxy owns (env, client_type) or forwards on purpose (token, verify).

/** Sends one request upstream: the UPSTREAM service binding, the global fetch to API_ORIGIN, or a test's recorder. */
export type UpstreamFetch = (request: Request) => Promise<Response>

export type BotCheck = (token: string | null, context: { hostname: string; remoteIp: string | null }) => Promise<BotCheckResult>

export interface ApiProxyDeps {
  /** null when neither the UPSTREAM binding nor API_ORIGIN is configured: valid calls then answer 502. */
  upstream: UpstreamFetch | null
  /** Fixed upstream origin, optionally with a base path; the call's path is appended to it. */
  upstreamBase: string
  environment: string
  clientType: string
  timeoutMs: number
  botCheck: BotCheck
  rateLimit: {
    limiters: Readonly<Record<RateLimitGroup, Pick<RateLimit, 'limit'>>>
    /** The limiters' period: a refused client may try again after it. */
    retryAfterSeconds: number
  }
  /** The CMS super-categories, or null when the CMS has none; read only for menu and location answers. */
  supercategories: () => Promise<readonly Supercategory[] | null>
  log: ApiLogger
  now: () => number
}

const MAX_BODY_BYTES = 64 * 1024
/**
 * Largest upstream answer passed on. The largest real one, a full menu, is about 95 KB; 2 MB leaves room for a
 * much bigger menu while a runaway or hostile upstream cannot make the Worker buffer, or the browser download,
 * tens of megabytes. Counted as the bytes stream in, whatever Content-Length claims.
 */
export const MAX_UPSTREAM_BODY_BYTES = 2 * 1024 * 1024
const MAX_QUERY_LENGTH = 2048
const MAX_HEADER_TOKEN_LENGTH = 4096
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }

/** Rewrites a successful upstream answer (edge behaviours); `cms` is the super-categories read. */
type EdgeBehaviour = (body: unknown, cms: Promise<readonly Supercategory[] | null>) => Promise<unknown>

const edgeBehaviours: Partial<Record<ApiCallId, EdgeBehaviour>> = {
  locationsSearch: async (body) => withoutHiddenLocations(body),
  membersLocations: async (body) => withoutHiddenLocations(body),
  menusGet: async (body, cms) => attachSupercategories(body, await cms),
  locationsGet: async (body, cms) => attachSupercategoriesToLocation(body, await cms),
}
const NEEDS_SUPERCATEGORIES: ReadonlySet<ApiCallId> = new Set(['menusGet', 'locationsGet'])
/**
 * The first read buffer for an upstream answer that declares no length: the default (room for a full menu) for the
 * calls that carry a menu, this for the rest, whose answers are a few KB (a larger one grows the buffer).
 */
const SMALL_ANSWER_BYTES = 16 * 1024

/**
 * Calls whose shaped answer is kept (remember-recent-answers.ts): a menu, alone or in a location, is the same for
 * every visitor of a store, and parsing, attaching and serialising ~95 KB on every call is most of the proxy's cost.
 */
const recentAnswers: Partial<Record<ApiCallId, RecentAnswers>> = {
  menusGet: rememberRecentAnswers(),
  locationsGet: rememberRecentAnswers(),
}

const utf8 = new TextDecoder()
const utf8Encoder = new TextEncoder()

// A CMS outage must not break ordering: the menu then keeps its own arrangement.
async function supercategoriesOrNull(deps: ApiProxyDeps): Promise<readonly Supercategory[] | null> {
  try {
    return await deps.supercategories()
  } catch {
    return null
  }
}

type LogFields = Omit<ApiLogLine, 'event' | 'method' | 'status' | 'ms' | 'level'>

/** What the proxy answers, and why (for the log line). */
interface ProxyAnswer {
  status: number
  body: unknown
  outcome: ApiOutcome
  fields?: Partial<LogFields>
  headers?: Record<string, string>
}

/** One step of the proxy: its result, or the answer that ends the request there. */
type Step<T> = { ok: true; value: T } | { ok: false; answer: ProxyAnswer }

const pass = <T>(value: T): Step<T> => ({ ok: true, value })
const stop = (answer: ProxyAnswer): Step<never> => ({ ok: false, answer })
const refuse = (status: number, message: string, reason: string, headers: Record<string, string> = {}): Step<never> =>
  stop({ status, body: { message }, outcome: 'refused', fields: { reason }, headers })

const UPSTREAM_FAULTS: ReadonlySet<ApiOutcome> = new Set(['timeout', 'upstream-error', 'upstream-unreachable', 'not-configured'])

export async function proxyApiCall(request: Request, deps: ApiProxyDeps): Promise<Response> {
  const started = deps.now()
  let fields: LogFields = { call: null, path: null, outcome: 'refused' }
  const answer = await answerCall(request, deps, (more) => (fields = { ...fields, ...more }))
  fields = { ...fields, ...answer.fields, outcome: answer.outcome }
  deps.log({
    event: 'api',
    level: UPSTREAM_FAULTS.has(answer.outcome) || fields.reason === 'bot-check-unavailable' ? 'error' : 'info',
    method: request.method,
    status: answer.status,
    ms: deps.now() - started,
    ...fields,
  })
  // Text, or the bytes of a shaped answer, as they are; anything else as JSON.
  const payload = typeof answer.body === 'string' || answer.body instanceof Uint8Array ? answer.body : JSON.stringify(answer.body)
  return new Response(answer.status === 204 ? null : payload, { status: answer.status, headers: { ...JSON_HEADERS, ...answer.headers } })
}

/** The proxy's steps, cheapest first; `note` adds what is known so far to the log line. */
async function answerCall(request: Request, deps: ApiProxyDeps, note: (fields: Partial<LogFields>) => void): Promise<ProxyAnswer> {
  const identified = identifyCall(request)
  if (!identified.ok) return identified.answer
  const { id, call, path } = identified.value
  note({ call: id, path: call.path })

  const token = checkToken(request, call)
  if (!token.ok) return token.answer

  const clientIp = request.headers.get('cf-connecting-ip')
  const limit = await checkRateLimit(deps, call, clientIp)
  if (!limit.ok) return limit.answer
  // A limiter outage must not lock every visitor out; the sandbox's account lockout still stands behind it.
  if (limit.value === 'unavailable') note({ reason: 'rate-limiter-unavailable' })

  const url = new URL(request.url)
  const input = await checkInput(request, url, apiSchemas[id])
  if (!input.ok) return input.answer

  const perAccount = await checkAccountLimit(deps, call, token.value, input.value.data)
  if (!perAccount.ok) return perAccount.answer
  if (perAccount.value === 'unavailable') note({ reason: 'rate-limiter-unavailable' })

  // A gift-card PIN in the body makes any call a guess at it: the gift-card limiter and the bot-check apply.
  const giftCardGuess = carriesGiftCardPin(input.value.data)
  if (giftCardGuess && call.rateLimit !== 'giftcard') {
    const guesses = await checkRateLimit(deps, { rateLimit: 'giftcard' }, clientIp)
    if (!guesses.ok) return guesses.answer
    if (guesses.value === 'unavailable') note({ reason: 'rate-limiter-unavailable' })
  }
  const botChecked = call.botCheck === true || giftCardGuess

  const human = await checkBot(request, deps, botChecked, { hostname: url.hostname, remoteIp: clientIp })
  if (!human.ok) return human.answer

  // 7. The upstream.
  if (!deps.upstream)
    return { status: 502, body: { message: API_MESSAGES.trouble }, outcome: 'not-configured', fields: { reason: 'no-upstream' } }
  // Read while the upstream works, so attaching super-categories adds no wait of its own.
  const cms = NEEDS_SUPERCATEGORIES.has(id) ? supercategoriesOrNull(deps) : Promise.resolve(null)
  const forwarded = {
    token: call.auth === 'none' ? null : token.value,
    verify: botChecked ? request.headers.get('verify') : null,
    // Set by Cloudflare's edge from the connection, never by the visitor (a client-sent copy is overwritten there).
    clientIp: call.sendsClientIp ? clientIp : null,
  }
  const expectedBytes = NEEDS_SUPERCATEGORIES.has(id) ? undefined : SMALL_ANSWER_BYTES
  const upstream = await callUpstream(deps.upstream, deps, call, path, input.value, forwarded, expectedBytes)
  if (!upstream.ok) return upstream.answer
  return shapeUpstreamAnswer(id, upstream.value, cms, `${path}?${input.value.search}`)
}

/** 1 and 2: the path header, decoded once and resolved, then found in the call table. */
function identifyCall(request: Request): Step<{ id: ApiCallId; call: ApiCall; path: string }> {
  const resolved = resolveApiPath(request.headers.get('path'))
  if (!resolved.ok) return refuse(400, API_MESSAGES.invalidPath, `path-${resolved.reason}`)
  const match = matchApiCall(request.method, resolved.segments)
  if (match.kind === 'unknown') return refuse(404, API_MESSAGES.unknownCall, 'unknown-call')
  if (match.kind === 'wrong-method') return refuse(405, API_MESSAGES.wrongMethod, 'wrong-method', { allow: match.allow.join(', ') })
  return pass({ id: match.id, call: match.call, path: resolved.path })
}

/** 3: the token. A malformed one is refused on every call, so no call passes junk upstream; a missing one only where it is needed. */
function checkToken(request: Request, call: ApiCall): Step<string | null> {
  const token = request.headers.get('token')
  const problem =
    token === null || token === ''
      ? 'missing-token'
      : token.length > MAX_HEADER_TOKEN_LENGTH || !PRINTABLE_ASCII.test(token)
        ? 'malformed-token'
        : null
  if (problem && call.auth === 'reset') return refuse(400, API_MESSAGES.missingResetToken, problem)
  if (problem === 'malformed-token' || (problem && (call.auth === 'access' || call.auth === 'ordering'))) {
    return refuse(401, API_MESSAGES.missingToken, problem)
  }
  return pass(token)
}

/** 4: the rate limit per client, before anything costly, so a flood of malformed attempts is counted too. */
async function checkRateLimit(
  deps: ApiProxyDeps,
  call: Pick<ApiCall, 'rateLimit'>,
  clientIp: string | null,
): Promise<Step<'ok' | 'unavailable'>> {
  if (!call.rateLimit) return pass('ok')
  return limitOutcome(deps, call.rateLimit, await isRateLimited(deps, call.rateLimit, clientLimitKey(clientIp)))
}

/** 5b: the same limiter per account (the email signed up, the member's token), once the body is known. */
async function checkAccountLimit(
  deps: ApiProxyDeps,
  call: ApiCall,
  token: string | null,
  body: unknown,
): Promise<Step<'ok' | 'unavailable'>> {
  if (!call.rateLimit || !call.limitPerAccount) return pass('ok')
  const key = await accountLimitKey(call.limitPerAccount, token, body)
  if (key === null) return pass('ok')
  return limitOutcome(deps, call.rateLimit, await isRateLimited(deps, call.rateLimit, key))
}

function limitOutcome(deps: ApiProxyDeps, group: RateLimitGroup, verdict: 'ok' | 'limited' | 'unavailable'): Step<'ok' | 'unavailable'> {
  if (verdict !== 'limited') return pass(verdict)
  return stop({
    status: 429,
    body: { message: API_MESSAGES.rateLimited },
    outcome: 'rate-limited',
    fields: { reason: group },
    headers: { 'retry-after': String(deps.rateLimit.retryAfterSeconds) },
  })
}

/** 5: query and body against the call's schemas; only what they know goes on (`data`: the body as checked). */
async function checkInput(
  request: Request,
  url: URL,
  schemas: CallSchemas,
): Promise<Step<{ search: string; json: string | null; data: unknown }>> {
  const query = checkQuery(url, schemas.query)
  if (!query.ok) return refuse(400, query.message, 'invalid-query')
  const body = await checkBody(request, schemas.body)
  if (!body.ok) return refuse(body.status, body.message, body.reason)
  return pass({ search: query.search, json: body.json, data: body.data })
}

/** 6: the bot-check, last of the checks: it spends the visitor's one-time token, so only a call that is otherwise good gets that far. */
async function checkBot(
  request: Request,
  deps: ApiProxyDeps,
  required: boolean,
  context: { hostname: string; remoteIp: string | null },
): Promise<Step<true>> {
  if (!required) return pass(true)
  const verdict = await deps.botCheck(request.headers.get('verify'), context)
  if (verdict.ok) return pass(true)
  return stop({
    status: 403,
    body: { message: API_MESSAGES.botCheck },
    outcome: 'bot-check-failed',
    fields: { reason: verdict.reason === 'unavailable' ? 'bot-check-unavailable' : `bot-check-${verdict.reason}` },
  })
}

interface UpstreamAnswer {
  status: number
  /** The answer's bytes; a 204 has none. */
  bytes: Uint8Array
  fields: Partial<LogFields>
}

const upstreamTrouble = (fields: Partial<LogFields>): Step<never> =>
  stop({ status: 502, body: { message: API_MESSAGES.trouble }, outcome: 'upstream-error', fields })

/** 7: the upstream call, within the deadline; redirects, server errors and oversized answers never reach the browser. */
async function callUpstream(
  upstream: UpstreamFetch,
  deps: ApiProxyDeps,
  call: ApiCall,
  path: string,
  input: { search: string; json: string | null },
  forwarded: { token: string | null; verify: string | null; clientIp: string | null },
  expectedBytes: number | undefined,
): Promise<Step<UpstreamAnswer>> {
  const upstreamStarted = deps.now()
  let read: { status: number; bytes: Uint8Array | null; tooLarge: boolean }
  try {
    read = await withDeadline(deps.timeoutMs, async (signal) => {
      const response = await upstream(buildUpstreamRequest(deps, call, path, input.search, input.json, forwarded, signal))
      // Redirects are never followed and error pages are never shown, so their bodies are not worth reading.
      if (response.status < 200 || (response.status >= 300 && response.status < 400) || response.status >= 500) {
        await response.body?.cancel()
        return { status: response.status, bytes: null, tooLarge: false }
      }
      const declared = response.headers.get('content-length')
      if (Number(declared ?? 0) > MAX_UPSTREAM_BODY_BYTES) {
        await response.body?.cancel()
        return { status: response.status, bytes: null, tooLarge: true }
      }
      const limited = await readLimitedBytes(
        response.body,
        MAX_UPSTREAM_BODY_BYTES,
        declared === null ? null : Number(declared) || 0,
        expectedBytes,
      )
      return limited.ok
        ? { status: response.status, bytes: limited.bytes, tooLarge: false }
        : { status: response.status, bytes: null, tooLarge: true }
    })
  } catch (error) {
    if (error instanceof DeadlineError) return stop({ status: 504, body: { message: API_MESSAGES.connection }, outcome: 'timeout' })
    return stop({ status: 502, body: { message: API_MESSAGES.connection }, outcome: 'upstream-unreachable' })
  }
  const { status, bytes, tooLarge } = read
  const fields = { upstreamStatus: status, upstreamMs: deps.now() - upstreamStarted }
  if (tooLarge) return upstreamTrouble({ ...fields, reason: 'too-large' })
  if (status >= 300 && status < 400) return upstreamTrouble({ ...fields, reason: 'redirect' })
  if (bytes === null) return upstreamTrouble({ ...fields, reason: status >= 500 ? 'server-error' : 'unexpected-status' })
  return pass({ status, bytes, fields })
}

/**
 * 8: the answer the browser gets: a 4xx only as the catalogue's messages, a success through the call's edge behaviour.
 * `key` names the upstream resource (path and query) under which a shaped answer is kept.
 */
async function shapeUpstreamAnswer(
  id: ApiCallId,
  { status, bytes, fields }: UpstreamAnswer,
  cms: Promise<readonly Supercategory[] | null>,
  key: string,
): Promise<ProxyAnswer> {
  if (status === 204) return { status: 204, body: '', outcome: 'forwarded', fields }
  const recent = status < 300 ? recentAnswers[id] : undefined
  const arrangement = recent ? await cms : null
  const kept = recent?.recall(key, bytes, arrangement)
  if (kept) return { status, body: kept, outcome: 'forwarded', fields }
  const text = utf8.decode(bytes)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return {
      status: 502,
      body: { message: API_MESSAGES.trouble },
      outcome: 'upstream-error',
      fields: { ...fields, reason: 'unreadable-json' },
    }
  }
  // Upstream 4xx answers carry the error catalogue's messages the client acts on, and only those reach the browser.
  if (status >= 300) return { status, body: publicErrorBody(parsed), outcome: 'forwarded', fields }
  const edge = edgeBehaviours[id]
  if (!edge) return { status, body: text, outcome: 'forwarded', fields }
  const shaped = await edge(parsed, cms)
  if (!recent) return { status, body: shaped, outcome: 'forwarded', fields }
  const shapedBytes = utf8Encoder.encode(JSON.stringify(shaped))
  recent.keep(key, bytes, arrangement, shapedBytes)
  return { status, body: shapedBytes, outcome: 'forwarded', fields }
}

async function isRateLimited(deps: ApiProxyDeps, group: RateLimitGroup, key: string): Promise<'ok' | 'limited' | 'unavailable'> {
  try {
    const { success } = await deps.rateLimit.limiters[group].limit({ key })
    return success ? 'ok' : 'limited'
  } catch {
    return 'unavailable'
  }
}

type QueryCheck = { ok: true; search: string } | { ok: false; message: string }

function checkQuery(url: URL, schema: z.ZodType<Record<string, unknown>> | undefined): QueryCheck {
  if (url.search.length > MAX_QUERY_LENGTH) return { ok: false, message: API_MESSAGES.tooLarge }
  const entries = [...url.searchParams]
  if (!schema) return entries.length === 0 ? { ok: true, search: '' } : { ok: false, message: API_MESSAGES.noQuery }
  // A Map, not an object: a parameter named __proto__ or constructor is just an unknown name the schema refuses.
  const pairs = new Map<string, string>()
  for (const [name, value] of entries) {
    if (pairs.has(name)) return { ok: false, message: API_MESSAGES.repeatedQuery(name) }
    pairs.set(name, value)
  }
  const values = Object.fromEntries(pairs)
  const result = schema.safeParse(values)
  if (!result.success) return { ok: false, message: describeIssue(result.error, 'query') }
  // The text as sent, re-encoded from the checked pairs: only keys the schema knows, each once.
  return { ok: true, search: new URLSearchParams(values).toString() }
}

type BodyCheck = { ok: true; json: string | null; data: unknown } | { ok: false; status: number; message: string; reason: string }

async function checkBody(request: Request, schema: z.ZodType | undefined): Promise<BodyCheck> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413, message: API_MESSAGES.tooLarge, reason: 'body-too-large' }
  const read = await readLimitedText(request.body, MAX_BODY_BYTES)
  if (!read.ok) return { ok: false, status: 413, message: API_MESSAGES.tooLarge, reason: 'body-too-large' }
  const text = read.text.trim()
  if (!schema)
    return text === ''
      ? { ok: true, json: null, data: null }
      : { ok: false, status: 400, message: API_MESSAGES.noBody, reason: 'unexpected-body' }

  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, message: API_MESSAGES.invalidJson, reason: 'invalid-json' }
  }
  const result = schema.safeParse(value)
  if (!result.success) return { ok: false, status: 400, message: describeIssue(result.error, 'body'), reason: 'invalid-body' }
  // The parsed value, not the text: only fields the schema knows reach the upstream, normalised as it says.
  return { ok: true, json: JSON.stringify(result.data), data: result.data }
}

/** The first issue, in the visitor's words when the schema wrote them, otherwise prefixed with the field's path. */
function describeIssue(error: z.ZodError, where: 'query' | 'body'): string {
  const issue = error.issues[0]
  if (!issue) return API_MESSAGES.invalidJson
  if (issue.code === 'custom') return issue.message
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : where
  return `${field}: ${issue.message}`
}

function buildUpstreamRequest(
  deps: ApiProxyDeps,
  call: ApiCall,
  path: string,
  search: string,
  json: string | null,
  forwarded: { token: string | null; verify: string | null; clientIp: string | null },
  signal: AbortSignal,
): Request {
  const url = new URL(deps.upstreamBase)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`
  url.search = search
  url.hash = ''
  const headers = new Headers({ accept: 'application/json', env: deps.environment, client_type: deps.clientType })
  if (json !== null) headers.set('content-type', 'application/json')
  if (forwarded.token) headers.set('token', forwarded.token)
  if (forwarded.verify) headers.set('verify', forwarded.verify)
  if (forwarded.clientIp) headers.set('client_ip', forwarded.clientIp)
  return new Request(url, { method: call.method, headers, body: json, redirect: 'manual', signal })
}
