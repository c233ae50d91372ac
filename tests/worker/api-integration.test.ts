import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import { createRecordingUpstream, freshDevToken } from '../fixtures/recording-upstream.ts'
import { sameNetwork, testClient } from './site-api.ts'
import { startOfBurstInOneRateWindow } from './rate-window.ts'

// /api through the whole site Worker, with the bindings and vars of wrangler.toml. The UPSTREAM service binding
// is handed in as a recording fake: the sandbox Worker is not part of this test run.

const SITE = 'https://perkins.test'
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext

function withUpstream(extra: Record<string, unknown> = {}) {
  const recorder = createRecordingUpstream((request) =>
    new URL(request.url).pathname === '/locations/search' ? Response.json([{ id: 1134 }, { id: 3610 }]) : Response.json({ id: 'b-1' }),
  )
  const bindings = { ...env, UPSTREAM: { fetch: recorder.upstream }, ...extra } as Env
  const send = (path: string, init: RequestInit & { query?: string } = {}) =>
    app.fetch(
      new Request(`${SITE}/api${init.query ?? ''}`, { ...init, headers: { path, ...(init.headers as Record<string, string>) } }),
      bindings,
      ctx,
    )
  return { recorder, send }
}

describe('/api in the site Worker', () => {
  it('answers unknown calls and paths under /api with JSON, never with a page', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const unknown = await exports.default.fetch(new Request(`${SITE}/api`, { headers: { path: 'admin' } }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Unknown API call.' })
    const below = await exports.default.fetch(new Request(`${SITE}/api/members/get`))
    expect(below.status).toBe(404)
    expect(below.headers.get('content-type')).toContain('application/json')
    expect(await below.json()).toEqual({ message: 'Unknown API call.' })
  })

  it('answers a valid call with the trouble message while no upstream is configured, and logs it as an error', async () => {
    expectConsoleError(1)
    const { UPSTREAM: _sandbox, ...withoutUpstream } = env as Env & { UPSTREAM?: Fetcher }
    const request = new Request(`${SITE}/api`, { method: 'POST', headers: { path: 'orders/create' }, body: '{"menu_id":70405}' })
    const response = await app.fetch(
      request,
      withoutUpstream as Env,
      { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    )
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: 'There was an error processing your request. This error has been logged' })
  })

  it('forwards to the UPSTREAM binding with env and client_type from the vars, and logs one structured line', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line))
    const { recorder, send } = withUpstream()
    const response = await send('orders/create', {
      method: 'POST',
      body: '{"menu_id":70405}',
      headers: { env: 'production', client_type: 'ios', token: 'ordering-1' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: 'b-1' })
    expect(recorder.requests).toHaveLength(1)
    expect(recorder.requests[0]!.url.href).toBe('https://upstream.internal/orders/create')
    expect(recorder.requests[0]!.headers).toMatchObject({ env: 'development', client_type: 'web', token: 'ordering-1' })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: 'request',
      method: 'POST',
      route: '/api',
      status: 200,
      api: { call: 'ordersCreate', path: 'orders/create', outcome: 'forwarded', upstreamStatus: 200 },
    })
    expect(lines[0]).not.toContain('ordering-1')
  })

  it('hides location 1134 from a search end to end', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const { send } = withUpstream()
    const response = await send('locations/search', { query: '?address=55401' })
    expect(await response.json()).toEqual([{ id: 3610 }])
  })

  it('prefers API_ORIGIN over the binding, reaching it with fetch and no redirects followed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const seen: Request[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      seen.push(input as Request)
      return Response.json({ id: 'b-2' })
    })
    const { recorder, send } = withUpstream({ API_ORIGIN: 'https://middleware.test/v1' })
    const response = await send('orders/b-2', {})
    expect(await response.json()).toEqual({ id: 'b-2' })
    expect(recorder.requests).toHaveLength(0)
    expect(seen.map((request) => [request.url, request.redirect])).toEqual([['https://middleware.test/v1/orders/b-2', 'manual']])
  })

  it('accepts development bot-check tokens once, in development', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const { recorder, send } = withUpstream()
    const token = freshDevToken()
    const forgot = () =>
      send('members/forgotPassword', {
        method: 'POST',
        body: '{"email":"ada@example.com"}',
        headers: { verify: token, 'cf-connecting-ip': '192.0.2.50' },
      })
    expect((await forgot()).status).toBe(200)
    expect((await forgot()).status).toBe(403)
    expect(recorder.requests).toHaveLength(1)
  })

  it('rate limits sign-in per client and per account with the real limiter binding (10 a minute)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const { send } = withUpstream()
    // A client and accounts no other test signs in with: the limiter binding counts for the whole run.
    const ip = testClient()
    const account = () => `limit-${crypto.randomUUID()}@example.com`
    const guessed = account()
    const signin = (from: string, username: string) =>
      send('members/signin', {
        method: 'POST',
        body: JSON.stringify({ username, password: 'pw' }),
        headers: { verify: freshDevToken(), 'cf-connecting-ip': from },
      })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await signin(ip, guessed)).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const limited = await signin(ip, guessed)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' })
    // Another client signing in to another account is not held back by either count.
    expect((await signin(testClient(), account())).status).toBe(200)
    // The account guessed at is refused from any address, written in any case…
    expect((await signin(testClient(), guessed.toUpperCase())).status).toBe(429)
    // …and the client is refused for any account, from any address of its /64 network.
    expect((await signin(sameNetwork(ip), account())).status).toBe(429)
  })
})
