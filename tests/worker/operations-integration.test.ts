import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { API_MESSAGES } from '#worker/api/api-messages.ts'
import { runContentSync } from '#worker/content/run-content-sync.ts'
import { forgetReportedSettings } from '#worker/required-settings.ts'
import { createRecordingUpstream, freshDevToken } from '../fixtures/recording-upstream.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'

// Deployed environments fail closed: a missing setting never falls back to development behaviour, and one log line
// names it. Each test hands the Worker its own copy of the bindings with ENVIRONMENT and settings changed.

const SITE = 'https://perkins.test'
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext

afterEach(() => forgetReportedSettings())

function deployed(environment: 'staging' | 'production', settings: Record<string, unknown> = {}) {
  const recorder = createRecordingUpstream(() => Response.json({ ok: true }))
  const bindings = { ...env, ENVIRONMENT: environment, UPSTREAM: { fetch: recorder.upstream }, ...settings } as unknown as Env
  const send = (path: string, init: RequestInit = {}) =>
    app.fetch(new Request(`${SITE}/api`, { ...init, headers: { path, ...(init.headers as Record<string, string>) } }), bindings, ctx)
  return { bindings, recorder, send }
}

/** The console.error lines of a test, parsed, with the expected count declared to the console guard. */
function captureErrorLines() {
  const lines: Record<string, unknown>[] = []
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>)
  })
  return lines
}

describe('a deployed environment without its secrets', () => {
  it.each(['staging', 'production'] as const)(
    'refuses development bot-check tokens in %s even with RECAPTCHA_SECRET unset, and names the setting once',
    async (environment) => {
      vi.spyOn(console, 'log').mockImplementation(() => {})
      const errors = captureErrorLines()
      const { recorder, send } = deployed(environment, { API_ORIGIN: 'https://middleware.test' })
      const forgot = () =>
        send('members/forgotPassword', { method: 'POST', body: '{"email":"ada@example.com"}', headers: { verify: freshDevToken() } })
      const first = await forgot()
      expect(first.status).toBe(403)
      expect(await first.json()).toEqual({ message: API_MESSAGES.botCheck })
      expect((await forgot()).status).toBe(403)
      expect(recorder.requests).toHaveLength(0)
      const missing = errors.filter((line) => line.event === 'config-missing')
      expect(missing).toEqual([expect.objectContaining({ setting: 'RECAPTCHA_SECRET', environment })])
    },
  )

  it('answers the catalogue error on /api in production without API_ORIGIN, never reaching the sandbox binding, and logs the setting', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const errors = captureErrorLines()
    const { recorder, send } = deployed('production')
    const response = await send('orders/create', { method: 'POST', body: '{"menu_id":70405}' })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: 'There was an error processing your request. This error has been logged' })
    expect(recorder.requests).toHaveLength(0)
    expect(errors.filter((line) => line.event === 'config-missing')).toEqual([
      {
        level: 'error',
        event: 'config-missing',
        setting: 'API_ORIGIN',
        environment: 'production',
        effect: expect.any(String),
        fix: 'npx wrangler secret put API_ORIGIN --env production',
      },
    ])
  })

  it('names a missing reCAPTCHA site key once when a production page renders, and still serves the page', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const errors = captureErrorLines()
    const { bindings } = deployed('production', {
      API_ORIGIN: 'https://middleware.test',
      RECAPTCHA_SITE_KEY: '',
      CHECKOUT_SCRIPT_URL: 'https://core.spreedly.com/iframe/iframe-v1.min.js',
      CHECKOUT_ENVIRONMENT_KEY: 'Env3nvKey123',
    })
    await runContentSync(env, () => Promise.reject(new Error('no network in tests')), 'cron')
    expect((await app.fetch(new Request(`${SITE}/`), bindings, ctx)).status).toBe(200)
    expect((await app.fetch(new Request(`${SITE}/menu`), bindings, ctx)).status).toBe(200)
    expect(errors.filter((line) => line.event === 'config-missing')).toEqual([
      expect.objectContaining({ setting: 'RECAPTCHA_SITE_KEY', environment: 'production' }),
    ])
  })

  it('lets staging use the sandbox binding without API_ORIGIN', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const { recorder, send } = deployed('staging')
    const response = await send('orders/create', { method: 'POST', body: '{"menu_id":70405}' })
    expect(response.status).toBe(200)
    expect(recorder.requests).toHaveLength(1)
  })

  it('refuses Storyblok webhooks in production without a webhook secret and says which setting is missing', async () => {
    const errors = captureErrorLines()
    const { bindings } = deployed('production', { API_ORIGIN: 'https://middleware.test' })
    const response = await app.fetch(
      new Request(`${SITE}/_storyblok/webhook`, { method: 'POST', body: '{"action":"published"}' }),
      bindings,
      ctx,
    )
    expect(response.status).toBe(401)
    expect(errors).toEqual([expect.objectContaining({ event: 'config-missing', setting: 'STORYBLOK_WEBHOOK_SECRET' })])
  })

  it('never publishes the bundled seed content in production without STORYBLOK_TOKEN: the sync fails and names the setting', async () => {
    const errors = captureErrorLines()
    const { bindings } = deployed('production')
    await expect(runContentSync(bindings, () => Promise.reject(new Error('no network in tests')), 'cron')).rejects.toThrow(
      /STORYBLOK_TOKEN is not set in production/,
    )
    expect(errors.map((line) => line.event)).toEqual(['config-missing', 'content-sync-failed'])
    expect(errors[1]).toMatchObject({ source: 'not-configured' })
  })

  it('keeps development shortcuts in development: dev tokens pass and nothing is reported', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const bindings = { ...env, UPSTREAM: { fetch: createRecordingUpstream().upstream } } as Env
    const response = await app.fetch(
      new Request(`${SITE}/api`, {
        method: 'POST',
        body: '{"email":"ada@example.com"}',
        headers: { path: 'members/forgotPassword', verify: freshDevToken() },
      }),
      bindings,
      ctx,
    )
    expect(response.status).toBe(200)
  })
})

describe('the health route', () => {
  it('reports the environment and the published content version with its age, cacheable for a few seconds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await runContentSync(env, () => Promise.reject(new Error('no network in tests')), 'cron')
    const response = await app.fetch(new Request(`${SITE}/_health`), env, ctx)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=5')
    const health = (await response.json()) as {
      status: string
      environment: string
      content: { version: string; publishedAt: string; ageSeconds: number }
    }
    expect(health).toMatchObject({ status: 'ok', environment: 'development' })
    expect(health.content.version).toMatch(/^[0-9a-f]{16}$/)
    expect(health.content.ageSeconds).toBeGreaterThanOrEqual(0)
    expect(Object.keys(health)).toEqual(['status', 'environment', 'content'])
  })

  it('answers 503 while no content version is published', async () => {
    // The health route's own line and the request's error line.
    expectConsoleError(2)
    const empty = { ...env, CONTENT: { get: async () => null } } as unknown as Env
    const response = await app.fetch(new Request(`${SITE}/_health`), empty, ctx)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'content-unavailable', environment: 'development' })
  })
})

describe('the request log', () => {
  it('writes one JSON line per request with the documented fields, and never a token, password, email or code', async () => {
    const lines: Record<string, unknown>[] = []
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(JSON.parse(String(line)) as Record<string, unknown>))
    await runContentSync(env, () => Promise.reject(new Error('no network in tests')), 'cron')
    lines.length = 0
    const recorder = createRecordingUpstream(() => Response.json({ ok: true }))
    const development = { ...env, UPSTREAM: { fetch: recorder.upstream } } as Env
    const send = (path: string, init: RequestInit) =>
      app.fetch(new Request(`${SITE}/api`, { ...init, headers: { path, ...(init.headers as Record<string, string>) } }), development, ctx)
    const secrets = ['ann.lee@example.com', 'Pancakes123', 'secret-member-token', 'reset-code-123', 'login-code-456']
    await app.fetch(
      new Request(`${SITE}/locations/us/mn/eagan/eagan?code=login-code-456`, { headers: { 'cf-ray': 'ray-page-1' } }),
      env,
      ctx,
    )
    await app.fetch(new Request(`${SITE}/account/forgot-password/reset-code-123`), env, ctx)
    await send('members/signin', {
      method: 'POST',
      body: JSON.stringify({ username: 'ann.lee@example.com', password: 'Pancakes123' }),
      headers: { verify: freshDevToken(), token: 'secret-member-token', 'cf-ray': 'ray-api-1' },
    })

    expect(lines).toHaveLength(3)
    const [page, reset, signin] = lines
    expect(page).toMatchObject({
      event: 'request',
      level: 'info',
      ray: 'ray-page-1',
      method: 'GET',
      route: '/locations/:country/:state/:city/:location',
      status: 200,
    })
    expect(page!.contentVersion).toMatch(/^[0-9a-f]{16}$/)
    expect(typeof page!.ms).toBe('number')
    expect(reset).toMatchObject({ route: '/account/forgot-password/:code?', status: 200 })
    expect(signin).toMatchObject({
      event: 'request',
      ray: 'ray-api-1',
      method: 'POST',
      route: '/api',
      api: { call: 'membersSignin', outcome: 'forwarded', upstreamStatus: 200 },
    })
    expect(typeof (signin!.api as { upstreamMs: unknown }).upstreamMs).toBe('number')
    for (const line of lines) for (const secret of secrets) expect(JSON.stringify(line)).not.toContain(secret)
  })

  it('marks a 5xx answer as an error line, the one an operator is paged for', async () => {
    const errors = captureErrorLines()
    const { send } = deployed('production')
    await send('orders/create', { method: 'POST', body: '{"menu_id":70405}' })
    expect(errors.find((line) => line.event === 'request')).toMatchObject({
      level: 'error',
      status: 502,
      api: { call: 'ordersCreate', outcome: 'not-configured' },
    })
  })
})
