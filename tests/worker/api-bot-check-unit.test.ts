import { describe, expect, it } from 'vitest'
import { devBotCheckToken } from '#shared/api-calls.ts'
import { createApiRoute } from '#worker/api/api-route.ts'
import { createUsedTokenMemory, verifyBotCheck, type BotCheckOptions, type SiteverifyFetch } from '#worker/api/bot-check.ts'
import { createRecordingUpstream, createTestDeps, freshDevToken } from '../fixtures/recording-upstream.ts'

const SITE = 'https://perkins.test'
const BOT_CHECK_MESSAGE = 'ReCaptcha error: We could not verify that you are not a robot. Please try again.'
const context = { hostname: 'perkins.test', remoteIp: '203.0.113.7' }

/** A siteverify that answers like Google's: once per token, then `timeout-or-duplicate`. */
function fakeSiteverify(answer: Record<string, unknown> = { success: true, score: 0.9, action: 'login', hostname: 'perkins.test' }) {
  const forms: URLSearchParams[] = []
  const verified = new Set<string>()
  const siteverify: SiteverifyFetch = async (form) => {
    forms.push(form)
    const token = form.get('response')!
    if (verified.has(token)) return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] })
    verified.add(token)
    return Response.json(answer)
  }
  return { siteverify, forms }
}

function options(overrides: Partial<BotCheckOptions> = {}): BotCheckOptions {
  return {
    secret: 'test-secret',
    allowDevTokens: false,
    minScore: 0.5,
    siteverify: fakeSiteverify().siteverify,
    timeoutMs: 100,
    memory: createUsedTokenMemory(),
    now: () => Date.now(),
    ...overrides,
  }
}

describe('verifyBotCheck with a reCAPTCHA secret', () => {
  it('passes a good token exactly once, sending secret, token and client address', async () => {
    const fake = fakeSiteverify()
    const opts = options({ siteverify: fake.siteverify })
    expect(await verifyBotCheck('token-1', context, opts)).toEqual({ ok: true })
    expect(await verifyBotCheck('token-1', context, opts)).toEqual({ ok: false, reason: 'reused' })
    expect(fake.forms).toHaveLength(1)
    expect(Object.fromEntries(fake.forms[0]!)).toEqual({ secret: 'test-secret', response: 'token-1', remoteip: '203.0.113.7' })
  })

  it('refuses a token siteverify has already seen elsewhere (timeout-or-duplicate)', async () => {
    const fake = fakeSiteverify()
    await verifyBotCheck('token-2', context, options({ siteverify: fake.siteverify }))
    // Another isolate, with its own memory, asks siteverify about the same token.
    expect(await verifyBotCheck('token-2', context, options({ siteverify: fake.siteverify }))).toEqual({ ok: false, reason: 'rejected' })
  })

  it('refuses a missing or malformed token without asking siteverify', async () => {
    const fake = fakeSiteverify()
    const opts = options({ siteverify: fake.siteverify })
    expect(await verifyBotCheck(null, context, opts)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyBotCheck('', context, opts)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyBotCheck('a b', context, opts)).toEqual({ ok: false, reason: 'malformed' })
    expect(await verifyBotCheck('x'.repeat(5000), context, opts)).toEqual({ ok: false, reason: 'malformed' })
    expect(fake.forms).toHaveLength(0)
  })

  it.each([
    ['wrong action', { success: true, score: 0.9, action: 'checkout', hostname: 'perkins.test' }, 'wrong-action'],
    ['wrong hostname', { success: true, score: 0.9, action: 'login', hostname: 'evil.test' }, 'wrong-hostname'],
    ['low score', { success: true, score: 0.3, action: 'login', hostname: 'perkins.test' }, 'low-score'],
    ['no score', { success: true, action: 'login', hostname: 'perkins.test' }, 'low-score'],
    ['failure', { success: false, 'error-codes': ['invalid-input-response'] }, 'rejected'],
    ['nonsense', { hello: 'world' }, 'unavailable'],
  ])('refuses an answer with %s', async (_, answer, reason) => {
    expect(await verifyBotCheck('token-3', context, options({ siteverify: fakeSiteverify(answer).siteverify }))).toEqual({
      ok: false,
      reason,
    })
  })

  it('accepts a score exactly at the configured threshold', async () => {
    const fake = fakeSiteverify({ success: true, score: 0.7, action: 'login', hostname: 'perkins.test' })
    expect(await verifyBotCheck('token-4', context, options({ siteverify: fake.siteverify, minScore: 0.7 }))).toEqual({ ok: true })
  })

  it.each([
    ['answers 500', (async () => new Response('down', { status: 500 })) satisfies SiteverifyFetch],
    ['cannot be reached', (() => Promise.reject(new TypeError('Network connection lost.'))) satisfies SiteverifyFetch],
    ['never answers', (() => new Promise<Response>(() => {})) satisfies SiteverifyFetch],
    ['answers garbage', (async () => new Response('<html>')) satisfies SiteverifyFetch],
  ])('fails closed when siteverify %s', async (_, siteverify) => {
    const started = Date.now()
    expect(await verifyBotCheck('token-5', context, options({ siteverify, timeoutMs: 50 }))).toEqual({ ok: false, reason: 'unavailable' })
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('verifyBotCheck without a secret', () => {
  const dev = () => options({ secret: undefined, allowDevTokens: true })

  it('accepts a development token once and refuses anything else', async () => {
    const opts = dev()
    const token = devBotCheckToken('nonce-0001')
    expect(token).toBe('dev-bot-check-ok.nonce-0001')
    expect(await verifyBotCheck(token, context, opts)).toEqual({ ok: true })
    expect(await verifyBotCheck(token, context, opts)).toEqual({ ok: false, reason: 'reused' })
    expect(await verifyBotCheck('dev-bot-check-ok', context, opts)).toEqual({ ok: false, reason: 'malformed' })
    expect(await verifyBotCheck('03AFcWeA-real-looking-token', context, opts)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses even development tokens where they are not allowed (staging, production)', async () => {
    expect(await verifyBotCheck(devBotCheckToken('nonce-0002'), context, options({ secret: undefined, allowDevTokens: false }))).toEqual({
      ok: false,
      reason: 'not-configured',
    })
  })

  it('forgets a token only after its lifetime', () => {
    const memory = createUsedTokenMemory({ ttlMs: 1000 })
    expect(memory.claim('t', 0)).toBe(true)
    expect(memory.claim('t', 999)).toBe(false)
    expect(memory.claim('t', 1001)).toBe(true)
  })

  it('stays bounded, dropping the oldest tokens first', () => {
    const memory = createUsedTokenMemory({ ttlMs: 10_000, maxEntries: 3 })
    for (const token of ['a', 'b', 'c', 'd']) expect(memory.claim(token, 0)).toBe(true)
    expect(memory.claim('d', 1)).toBe(false)
    expect(memory.claim('a', 1)).toBe(true)
  })
})

describe('the bot-check through the proxy', () => {
  const signup = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '6125550100',
    password: 'correct-horse',
    dob: '1990-12-10',
    zip: '55401',
    favelocation: 3610,
    loyalty: true,
    optin: true,
  }
  const send = (route: ReturnType<typeof createApiRoute>, path: string, body: unknown, verify?: string) =>
    route.request(`${SITE}/`, {
      method: 'POST',
      headers: { path, 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7', ...(verify ? { verify } : {}) },
      body: JSON.stringify(body),
    })

  it('refuses missing, reused and foreign tokens with 403 and never contacts the upstream', async () => {
    const recorder = createRecordingUpstream()
    const { deps, log } = createTestDeps({ upstream: recorder.upstream })
    const route = createApiRoute(() => deps)
    const token = freshDevToken()

    const missing = await send(route, 'members/create', signup)
    expect(missing.status).toBe(403)
    expect(await missing.json()).toEqual({ message: BOT_CHECK_MESSAGE })
    expect((await send(route, 'members/create', signup, token)).status).toBe(200)
    expect((await send(route, 'members/create', signup, token)).status).toBe(403)
    expect((await send(route, 'members/signin', { username: 'a@b.co', password: 'x' }, token)).status).toBe(403)
    expect((await send(route, 'members/signin', { username: 'a@b.co', password: 'x' }, 'not-a-token')).status).toBe(403)
    expect(recorder.requests).toHaveLength(1)
    expect(log.map((line) => line.reason ?? line.outcome)).toEqual([
      'bot-check-missing',
      'forwarded',
      'bot-check-reused',
      'bot-check-reused',
      'bot-check-malformed',
    ])
  })

  it('does not spend the token on a request that fails validation', async () => {
    const { deps } = createTestDeps()
    const route = createApiRoute(() => deps)
    const token = freshDevToken()
    expect((await send(route, 'members/forgotPassword', { email: 'nope' }, token)).status).toBe(400)
    expect((await send(route, 'members/forgotPassword', { email: 'ada@example.com' }, token)).status).toBe(200)
  })

  it('verifies with siteverify when a secret is set: wrong action, low score and an outage are refused', async () => {
    const recorder = createRecordingUpstream()
    const cases: [Record<string, unknown> | 'down', number][] = [
      [{ success: true, score: 0.9, action: 'login', hostname: 'perkins.test' }, 200],
      [{ success: true, score: 0.9, action: 'homepage', hostname: 'perkins.test' }, 403],
      [{ success: true, score: 0.1, action: 'login', hostname: 'perkins.test' }, 403],
      ['down', 403],
    ]
    for (const [answer, status] of cases) {
      const siteverify: SiteverifyFetch =
        answer === 'down' ? async () => new Response(null, { status: 503 }) : fakeSiteverify(answer).siteverify
      const { deps, log } = createTestDeps({ upstream: recorder.upstream, recaptcha: { secret: 's3cret', siteverify } })
      const response = await send(
        createApiRoute(() => deps),
        'orders/b-1/giftcard',
        { number: '6006491234567890', pin: '1234' },
        `token-${status}-${log.length}-${Math.random()}`,
      )
      expect(response.status).toBe(status)
      if (answer === 'down') expect(log[0]).toMatchObject({ level: 'error', reason: 'bot-check-unavailable' })
    }
    expect(recorder.requests).toHaveLength(1)
  })
})
