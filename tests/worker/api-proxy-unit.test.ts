import { describe, expect, it } from 'vitest'
import { apiCalls, API_CALL_IDS, fillPath, type ApiCall, type ApiCallId } from '#shared/api-calls.ts'
import { createApiRoute } from '#worker/api/api-route.ts'
import type { ApiProxyDeps } from '#worker/api/api-proxy.ts'
import {
  createCountingLimiter,
  createRecordingUpstream,
  createTestDeps,
  freshDevToken,
  TEST_UPSTREAM_BASE,
  type TestDepsOptions,
} from '../fixtures/recording-upstream.ts'

const SITE = 'https://perkins.test'
const MEMBER_TOKEN = 'member-token-abc123'
const TROUBLE = 'There was an error processing your request. This error has been logged'
const CONNECTION = 'Connection Issue. Please try again.'

function siteFor(deps: ApiProxyDeps) {
  const route = createApiRoute(() => deps)
  return (init: { path?: string; method?: string; query?: string; body?: unknown; headers?: Record<string, string> }) => {
    const headers = new Headers(init.headers)
    if (init.path !== undefined) headers.set('path', init.path)
    const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json')
    return route.request(`${SITE}/${init.query ? `?${init.query}` : ''}`, {
      method: init.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
    })
  }
}

/** The proxy in front of a recording upstream (with `options` for the rest): what reached the upstream, and a sender. */
function recordedSite(options: Omit<TestDepsOptions, 'upstream'> = {}) {
  const recorder = createRecordingUpstream()
  const { deps, log } = createTestDeps({ ...options, upstream: recorder.upstream })
  return { recorder, deps, log, send: siteFor(deps) }
}

interface Sample {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

// One well-formed call per row of the table. Record<ApiCallId, …> makes the compiler insist on every row.
const SAMPLES: Record<ApiCallId, Sample> = {
  membersCreate: {
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '612-555-0100',
      password: 'correct-horse',
      dob: '1990-12-10',
      zip: '55401',
      favelocation: '3610',
      loyalty: true,
      optin: false,
      order_id: 'b-77',
    },
  },
  membersSignin: { body: { username: 'ada@example.com', password: 'correct-horse' } },
  membersForgotPassword: { body: { email: 'ada@example.com' } },
  membersResetPassword: { body: { token: 'reset-token-1', password: 'new-password-1' } },
  membersVerifyForgotPasswordLink: {},
  membersCode: { body: { code: 'login-code-9' } },
  membersGet: {},
  membersUpdate: { body: { first_name: 'Ada', optin: true } },
  membersConfirmEmail: { body: { token: 'confirm-token-1' } },
  membersUndoEmailChange: { body: { token: 'undo-token-1' } },
  membersSignout: {},
  locationsSearch: { query: { address: '55401' } },
  membersLocations: { query: { zip: '55401' } },
  locationsGet: { params: { id: '3610' }, query: { withMenu: 'true' } },
  membersFavesLocationsAdd: { params: { id: '3610' } },
  membersFavesLocationsRemove: { params: { id: '3610' } },
  menusGet: { params: { id: '70405' } },
  menusProductGet: { params: { id: '70405', productId: '100101' } },
  menusTimes: { params: { id: '70405' }, query: { from: '2026-11-20', to: '2026-11-21' } },
  ordersRecent: {},
  ordersReorder: { body: { id: 'b-12' } },
  ordersFavesCreate: { body: { id: 'b-12', description: 'Sunday breakfast' } },
  ordersFavesList: {},
  ordersFavesReorder: { body: { id: 88 } },
  ordersCreate: { body: { menu_id: 70405 } },
  ordersGet: { params: { id: 'b-1' } },
  ordersProductsAdd: { params: { id: 'b-1' }, body: { products: [{ product_id: 100101, quantity: 2, choices: '1001010101,1001010201' }] } },
  ordersProductUpdate: { params: { id: 'b-1', productId: '5' }, body: { id: 5, quantity: 3, choices: '' } },
  ordersProductRemove: { params: { id: 'b-1', productId: '5' } },
  ordersValidate: { params: { id: 'b-1' } },
  ordersHandoff: { params: { id: 'b-1', type: 'curbside' } },
  ordersAddress: { params: { id: 'b-1' }, body: { type: 'delivery', address: { address: '1 Main St', city: 'Eagan', zip: '55121' } } },
  ordersCustomFields: { params: { id: 'b-1' }, body: { fields: [{ id: 'make', value: 'Volvo' }] } },
  ordersTimeSet: { params: { id: 'b-1' }, body: { time: '2026-11-20T09:15:00-06:00' } },
  ordersTimeClear: { params: { id: 'b-1' } },
  ordersPreorderGet: { params: { id: 'b-1' } },
  ordersPreorderSet: { params: { id: 'b-1' }, body: { window: 'thanksgiving-2026', pickup: '2026-11-25T08:00' } },
  ordersPreorderClear: { params: { id: 'b-1' } },
  ordersTip: { params: { id: 'b-1' }, body: { amount: 2.5 } },
  ordersCouponApply: { params: { id: 'b-1' }, body: { code: 'PIE5' } },
  ordersCouponRemove: { params: { id: 'b-1' } },
  ordersReferrals: { params: { id: 'b-1' }, body: { referrals: ['friend-1'] } },
  upsellsGet: { params: { id: 'b-1' } },
  upsellsAdd: { params: { id: 'b-1' }, body: { items: [{ id: 900001, quantity: 1 }] } },
  ordersGiftcard: { params: { id: 'b-1' }, body: { number: '6006491234567890', pin: '1234' } },
  ordersToken: { params: { id: 'b-1' } },
  ordersSubmit: {
    params: { id: 'b-1' },
    body: {
      usertype: 'guest',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '6125550100',
      payments: [{ type: 'instore' }],
    },
  },
  ordersTrack: { params: { id: 'b-1' }, body: { id: 'b-1', products: [{ id: 100101, name: 'Pancakes', price: 9.99, quantity: 1 }] } },
  ordersStatus: { params: { id: 'b-1' } },
  ordersCancel: { params: { id: 'b-1' } },
  ordersAbandon: { params: { id: 'b-1' } },
  membersPayments: {},
  membersPaymentRemove: { params: { id: '7' } },
  membersAddresses: {},
  membersAddressRemove: { params: { id: '8' } },
  membersOffers: {},
  membersBalance: {},
  membersBalanceRefresh: { query: { memberID: 'm-1' } },
  membersRedeem: { query: { memberID: 'm-1' }, body: { price: 100, code: 'FREEPIE' } },
  ordersRewardsGet: { params: { id: 'b-1' }, query: { memberid: 'm-1' } },
  ordersRewardsApply: { params: { id: 'b-1' }, body: { memberid: 'm-1', references: ['r-1'] } },
  ordersRewardRemove: { params: { id: 'b-1', ref: 'r-1' } },
  ordersPoints: { params: { id: 'b-1' } },
}

/** Sends the sample of one call the way the browser client does, with a member token and a fresh bot-check. */
function sendSample(send: ReturnType<typeof siteFor>, id: ApiCallId, extraHeaders: Record<string, string> = {}) {
  const call: ApiCall = apiCalls[id]
  const sample = SAMPLES[id]
  return send({
    method: call.method,
    path: fillPath(call.path, sample.params ?? {}),
    ...(sample.query ? { query: new URLSearchParams(sample.query).toString() } : {}),
    ...(sample.body !== undefined ? { body: sample.body } : {}),
    headers: { token: MEMBER_TOKEN, verify: freshDevToken(), ...extraHeaders },
  })
}

describe('every row of the call table', () => {
  it.each(API_CALL_IDS)('forwards a well-formed %s with its method, path, headers, query and body', async (id) => {
    const { recorder, send } = recordedSite()
    const call: ApiCall = apiCalls[id]
    const sample = SAMPLES[id]
    const verify = freshDevToken()

    const response = await sendSample(send, id, { verify })

    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(recorder.requests).toHaveLength(1)
    const [forwarded] = recorder.requests
    expect(forwarded!.method).toBe(call.method)
    expect(forwarded!.url.origin).toBe(TEST_UPSTREAM_BASE)
    expect(forwarded!.url.pathname).toBe(`/${fillPath(call.path, sample.params ?? {})}`)
    expect(Object.fromEntries(forwarded!.url.searchParams)).toEqual(sample.query ?? {})
    expect(forwarded!.headers.env).toBe('test')
    expect(forwarded!.headers.client_type).toBe('web')
    expect(forwarded!.headers.token).toBe(call.auth === 'none' ? undefined : MEMBER_TOKEN)
    expect(forwarded!.headers.verify).toBe(call.botCheck ? verify : undefined)
    if (sample.body === undefined) {
      expect(forwarded!.body).toBe('')
      expect(forwarded!.headers['content-type']).toBeUndefined()
    } else {
      expect(JSON.parse(forwarded!.body)).toEqual(sample.body)
      expect(forwarded!.headers['content-type']).toBe('application/json')
    }
  })
})

describe('headers the proxy owns', () => {
  it('never passes on client-sent env, client_type, hop-by-hop or identity headers', async () => {
    const { recorder, send } = recordedSite()
    const hostile = {
      env: 'production',
      client_type: 'admin',
      connection: 'keep-alive, x-secret',
      'keep-alive': 'timeout=5',
      'proxy-authorization': 'Basic eA==',
      te: 'trailers',
      upgrade: 'websocket',
      'x-secret': '1',
      cookie: 'session=1',
      authorization: 'Bearer stolen',
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-host': 'evil.test',
      'cf-connecting-ip': '203.0.113.9',
      origin: 'https://evil.test',
    }
    for (const id of ['ordersCreate', 'membersGet', 'membersSignin', 'locationsSearch'] as const) {
      const response = await sendSample(send, id, hostile)
      expect(response.status, id).toBe(200)
    }
    expect(recorder.requests).toHaveLength(4)
    for (const request of recorder.requests) {
      expect(request.headers.env).toBe('test')
      expect(request.headers.client_type).toBe('web')
      const allowed = new Set(['accept', 'content-type', 'content-length', 'env', 'client_type', 'token', 'verify', 'client_ip'])
      expect(Object.keys(request.headers).filter((name) => !allowed.has(name))).toEqual([])
    }
  })

  it('tells the upstream the client address only on sign-in calls, from the edge, never from a client-sent copy', async () => {
    const { recorder, send } = recordedSite()
    await sendSample(send, 'membersSignin', { 'cf-connecting-ip': '203.0.113.9', client_ip: '198.51.100.1' })
    await sendSample(send, 'membersCode', { 'cf-connecting-ip': '203.0.113.10' })
    await sendSample(send, 'ordersCreate', { 'cf-connecting-ip': '203.0.113.11', client_ip: '198.51.100.1' })
    expect(recorder.requests.map((request) => request.headers.client_ip)).toEqual(['203.0.113.9', '203.0.113.10', undefined])
  })

  it('does not send a token to a call that takes none', async () => {
    const { recorder, send } = recordedSite()
    await sendSample(send, 'locationsSearch')
    expect(recorder.requests[0]!.headers.token).toBeUndefined()
  })

  it('keeps the upstream origin fixed and appends the path to a configured base path', async () => {
    const { recorder, send } = recordedSite({ upstreamBase: 'https://middleware.test/v1/' })
    await sendSample(send, 'menusGet', { host: 'evil.test' })
    expect(recorder.requests[0]!.url.href).toBe('https://middleware.test/v1/menus/70405')
  })
})

describe('refusals', () => {
  const refusedWith = async (response: Response, status: number, message: string | RegExp) => {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { message: string }
    expect(Object.keys(body)).toEqual(['message'])
    if (typeof message === 'string') expect(body.message).toBe(message)
    else expect(body.message).toMatch(message)
  }

  it('refuses a missing path, an unknown path and a wrong method without contacting the upstream', async () => {
    const { recorder, send, log } = recordedSite()
    await refusedWith(await send({}), 400, 'Invalid API path.')
    await refusedWith(await send({ path: 'admin/users' }), 404, 'Unknown API call.')
    const wrong = await send({ path: 'orders/create', method: 'GET' })
    expect(wrong.headers.get('allow')).toBe('POST')
    await refusedWith(wrong, 405, 'This API call does not accept that method.')
    expect(recorder.requests).toHaveLength(0)
    expect(log.map((line) => [line.status, line.outcome, line.reason])).toEqual([
      [400, 'refused', 'path-missing'],
      [404, 'refused', 'unknown-call'],
      [405, 'refused', 'wrong-method'],
    ])
  })

  it('refuses a member call without a token with a token error from the catalogue, so the client signs out', async () => {
    const { recorder, send } = recordedSite()
    await refusedWith(await send({ path: 'members/get' }), 401, 'Invalid Access Token')
    await refusedWith(await send({ path: 'orders/recent' }), 401, 'Invalid Access Token')
    await refusedWith(await send({ path: 'members/verifyForgotPasswordLink' }), 400, 'This password reset link is not valid.')
    expect(recorder.requests).toHaveLength(0)
  })

  it('refuses an invalid body with a message that names the field', async () => {
    const { recorder, send } = recordedSite()
    await refusedWith(await send({ path: 'orders/create', method: 'POST', body: { menu_id: 'lots' } }), 400, /^menu_id: /)
    await refusedWith(await send({ path: 'orders/create', method: 'POST', body: { menu_id: 1, admin: true } }), 400, /^body: .*admin/)
    await refusedWith(
      await send({ path: 'orders/b-1/products', method: 'POST', body: { products: [{ product_id: 1, quantity: 100 }] } }),
      400,
      /^products\.0\.quantity: /,
    )
    await refusedWith(
      await send({ path: 'orders/create', method: 'POST', body: '{"menu_id":' }),
      400,
      'The request body is not valid JSON.',
    )
    await refusedWith(await send({ path: 'orders/create', method: 'POST' }), 400, 'The request body is not valid JSON.')
    await refusedWith(
      await send({ path: 'orders/b-1/validate', method: 'POST', body: { total: 0 } }),
      400,
      'This API call takes no request body.',
    )
    await refusedWith(
      await send({ path: 'orders/create', method: 'POST', body: { menu_id: 1, pad: 'x'.repeat(70_000) } }),
      413,
      'The request is too large.',
    )
    expect(recorder.requests).toHaveLength(0)
  })

  it('refuses a signup payload with the first failing signup rule, word for word', async () => {
    const { recorder, send } = recordedSite()
    const good = SAMPLES.membersCreate.body as Record<string, unknown>
    const attempt = (change: Record<string, unknown>) =>
      send({ path: 'members/create', method: 'POST', body: { ...good, ...change }, headers: { verify: freshDevToken() } })
    await refusedWith(await attempt({ email: 'ada@', phone: '12' }), 400, 'Please enter a valid email.')
    await refusedWith(await attempt({ phone: '612-555-010' }), 400, 'Please enter a valid 10 digit phone number')
    await refusedWith(await attempt({ dob: '1990-02-30' }), 400, 'Please enter your birthdate in MM/DD/YYYY format.')
    await refusedWith(await attempt({ favelocation: '12' }), 400, 'Please select a preferred store.')
    expect(recorder.requests).toHaveLength(0)
  })

  it('refuses unknown, repeated or misplaced query parameters', async () => {
    const { recorder, send } = recordedSite()
    await refusedWith(
      await send({ path: 'locations/search', query: 'address=55401&address=evil' }),
      400,
      'The query parameter address is given more than once.',
    )
    await refusedWith(await send({ path: 'locations/search', query: 'address=55401&url=http://evil' }), 400, /url/)
    await refusedWith(await send({ path: 'locations/search' }), 400, 'Please enter an address or zip code.')
    await refusedWith(
      await send({ path: 'locations/search', query: 'address=1+Main&delivery=true' }),
      400,
      'Please enter the city and zip code for delivery.',
    )
    await refusedWith(await send({ path: 'members/locations', query: 'zip=5540' }), 400, 'Incorrect format.')
    await refusedWith(
      await send({ path: 'orders/create', method: 'POST', query: 'debug=1', body: { menu_id: 1 } }),
      400,
      'This API call takes no query parameters.',
    )
    expect(recorder.requests).toHaveLength(0)
  })
})

describe('upstream faults', () => {
  it('answers 504 with the connection message when the upstream never answers, within the timeout', async () => {
    const { deps, log } = createTestDeps({ upstream: () => new Promise<Response>(() => {}), timeoutMs: 50 })
    const started = Date.now()
    const response = await sendSample(siteFor(deps), 'menusGet')
    expect(Date.now() - started).toBeLessThan(1000)
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ message: CONNECTION })
    expect(log[0]).toMatchObject({ outcome: 'timeout', level: 'error', status: 504 })
  })

  it('answers 504 when the upstream sends headers and then stalls the body', async () => {
    const stalled = () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":')) }))
    const { deps } = createTestDeps({ upstream: async () => stalled(), timeoutMs: 50 })
    const response = await sendSample(siteFor(deps), 'menusGet')
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ message: CONNECTION })
  })

  it('answers 502 with the trouble message for an upstream 5xx, without leaking its body', async () => {
    const recorder = createRecordingUpstream(() => Response.json({ message: 'stack trace at db.ts:12' }, { status: 500 }))
    const { deps, log } = createTestDeps({ upstream: recorder.upstream })
    const response = await sendSample(siteFor(deps), 'ordersGet')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: TROUBLE })
    expect(log[0]).toMatchObject({ outcome: 'upstream-error', upstreamStatus: 500, reason: 'server-error' })
  })

  it('answers 502 for unreadable JSON, whatever the status', async () => {
    for (const status of [200, 404]) {
      const { deps } = createTestDeps({ upstream: async () => new Response('<html>oops</html>', { status }) })
      const response = await sendSample(siteFor(deps), 'ordersGet')
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ message: TROUBLE })
    }
  })

  it('never follows a redirect to another host and answers it as an error', async () => {
    const recorder = createRecordingUpstream(() => new Response(null, { status: 302, headers: { location: 'https://evil.test/steal' } }))
    const { deps, log } = createTestDeps({ upstream: recorder.upstream })
    const response = await sendSample(siteFor(deps), 'ordersGet')
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.json()).toEqual({ message: TROUBLE })
    expect(recorder.requests).toHaveLength(1)
    expect(log[0]).toMatchObject({ reason: 'redirect', upstreamStatus: 302 })
  })

  it('asks fetch not to follow redirects', async () => {
    let redirect: string | undefined
    const { deps } = createTestDeps({ upstream: async (request) => ((redirect = request.redirect), Response.json({})) })
    await sendSample(siteFor(deps), 'ordersGet')
    expect(redirect).toBe('manual')
  })

  it('answers 502 with the connection message when the upstream cannot be reached', async () => {
    const { deps } = createTestDeps({ upstream: () => Promise.reject(new TypeError('Network connection lost.')) })
    const response = await sendSample(siteFor(deps), 'ordersGet')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: CONNECTION })
  })

  it('answers 502 when no upstream is configured', async () => {
    const { deps, log } = createTestDeps({ upstream: null })
    const response = await sendSample(siteFor(deps), 'ordersGet')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: TROUBLE })
    expect(log[0]).toMatchObject({ outcome: 'not-configured', level: 'error' })
  })

  it('passes upstream 4xx bodies through: they carry the catalogue messages', async () => {
    const recorder = createRecordingUpstream(() => Response.json({ message: 'This order has already been placed' }, { status: 409 }))
    const { deps } = createTestDeps({ upstream: recorder.upstream })
    const response = await sendSample(siteFor(deps), 'ordersSubmit')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: 'This order has already been placed' })
  })

  it('passes 204 No Content through empty, and never the upstream headers', async () => {
    const { deps } = createTestDeps({ upstream: async () => new Response(null, { status: 204, headers: { 'set-cookie': 'a=1' } }) })
    const response = await sendSample(siteFor(deps), 'ordersAbandon')
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toBe('')
  })
})

describe('rate limits', () => {
  it('answers 429 with Retry-After and a visitor message once a client passes the limit, per client', async () => {
    const limiter = createCountingLimiter(2)
    const { recorder, send } = recordedSite({ limiters: { signin: limiter } })
    // Each client signs in to an account of its own, so only the per-client count is at stake.
    const signin = (ip: string) =>
      send({
        method: 'POST',
        path: 'members/signin',
        body: { username: `${ip}@example.com`, password: 'correct-horse' },
        headers: { verify: freshDevToken(), 'cf-connecting-ip': ip },
      })
    expect((await signin('198.51.100.1')).status).toBe(200)
    expect((await signin('198.51.100.1')).status).toBe(200)
    const limited = await signin('198.51.100.1')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' })
    expect((await signin('198.51.100.2')).status).toBe(200)
    expect(recorder.requests).toHaveLength(3)
    const account = (ip: string) => `account:signin:email:${ip}@example.com`
    expect(limiter.keys).toEqual([
      '198.51.100.1',
      account('198.51.100.1'),
      '198.51.100.1',
      account('198.51.100.1'),
      '198.51.100.1',
      '198.51.100.2',
      account('198.51.100.2'),
    ])
  })

  it('counts sign-in per account too, so guesses spread over many clients meet one limit', async () => {
    const limiter = createCountingLimiter(4)
    const { recorder, send } = recordedSite({ limiters: { signin: limiter } })
    const statuses: number[] = []
    for (let i = 1; i <= 3; i++) statuses.push((await sendSample(send, 'membersSignin', { 'cf-connecting-ip': `198.51.100.${i}` })).status)
    expect(statuses).toEqual([200, 200, 200])
    // Two more from fresh clients, among them every address of one IPv6 /64 network counted as one client.
    expect((await sendSample(send, 'membersSignin', { 'cf-connecting-ip': '2001:db8:5:6::1' })).status).toBe(200)
    expect((await sendSample(send, 'membersSignin', { 'cf-connecting-ip': '2001:db8:5:6::2' })).status).toBe(429)
    expect(recorder.requests).toHaveLength(4)
    expect(limiter.keys.filter((key) => key.startsWith('2001'))).toEqual(['2001:db8:5:6::/64', '2001:db8:5:6::/64'])
  })

  it('limits forgot password, reset password and gift-card balance with their own limiters', async () => {
    const password = createCountingLimiter(0)
    const giftcard = createCountingLimiter(0)
    const { recorder, send } = recordedSite({ limiters: { password, giftcard } })
    for (const id of ['membersForgotPassword', 'membersResetPassword', 'ordersGiftcard'] as const) {
      expect((await sendSample(send, id)).status, id).toBe(429)
    }
    expect(recorder.requests).toHaveLength(0)
  })

  it('counts a request before the bot-check, so a limited client cannot spend tokens', async () => {
    const { deps, log } = createTestDeps({ limiters: { signin: createCountingLimiter(0) } })
    const response = await siteFor(deps)({ path: 'members/signin', method: 'POST', body: { username: 'a', password: 'b' } })
    expect(response.status).toBe(429)
    expect(log[0]).toMatchObject({ outcome: 'rate-limited', reason: 'signin' })
  })

  it('lets requests through when the limiter itself fails', async () => {
    const broken = { limit: () => Promise.reject(new Error('limiter down')) }
    const { deps, log } = createTestDeps({ limiters: { signin: broken } })
    expect((await sendSample(siteFor(deps), 'membersSignin')).status).toBe(200)
    expect(log[0]).toMatchObject({ outcome: 'forwarded', reason: 'rate-limiter-unavailable' })
  })
})

describe('logging', () => {
  it('writes one line per call with method, template, status and duration, and no secrets', async () => {
    const { deps, log } = createTestDeps()
    const send = siteFor(deps)
    const secrets = ['correct-horse', MEMBER_TOKEN, '6006491234567890', 'dev-bot-check-ok']
    await sendSample(send, 'membersSignin')
    await sendSample(send, 'ordersGiftcard')
    await sendSample(send, 'membersGet')
    await send({
      path: 'members/signin',
      method: 'POST',
      body: { username: 'x', password: 'correct-horse' },
      headers: { token: MEMBER_TOKEN },
    })
    expect(log).toHaveLength(4)
    expect(log[1]).toEqual({
      event: 'api',
      level: 'info',
      method: 'POST',
      call: 'ordersGiftcard',
      path: 'orders/{id}/giftcard',
      status: 200,
      ms: expect.any(Number),
      outcome: 'forwarded',
      upstreamStatus: 200,
      upstreamMs: expect.any(Number),
    })
    const text = JSON.stringify(log)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toContain('b-1')
  })
})
