import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { devBotCheckToken } from '#shared/api-calls.ts'
import { devSandboxRoutes } from '#worker/dev-sandbox-routes.ts'

// `npm run outbox` reads the sandbox's outbox through the local site (GET /_sandbox/outbox), because `npm start`
// serves the sandbox on no port of its own. Here the whole path is real: the site Worker, its UPSTREAM binding and
// the sandbox Worker on its own D1, as vitest.config.ts starts them (both in development, as wrangler.toml says).

const SITE = 'https://perkins.test'
const NOT_FOUND = { status: 404, body: { message: 'Not found.' } }

async function outboxThroughSite(query = '') {
  const response = await exports.default.fetch(new Request(`${SITE}/_sandbox/outbox${query}`))
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as any } // response JSON: read field by field below
}

async function outboxWith(overrides: Record<string, unknown>) {
  const response = await devSandboxRoutes.fetch(new Request(`${SITE}/outbox`), { ...env, ...overrides } as Env)
  return { status: response.status, body: await response.json() }
}

// The first request seeds the sandbox's own D1 (catalogue and member passwords): slow on a busy machine.
describe("the local site's outbox route", { timeout: 30_000 }, () => {
  it('shows the password-reset link the sandbox just "emailed", through the site', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const email = 'ann.lee@example.com'
    const forgot = await exports.default.fetch(
      new Request(`${SITE}/api`, {
        method: 'POST',
        headers: {
          path: 'members/forgotPassword',
          'content-type': 'application/json',
          verify: devBotCheckToken(`outbox-${crypto.randomUUID()}`),
          'cf-connecting-ip': '203.0.113.88',
        },
        body: JSON.stringify({ email }),
      }),
    )
    expect(forgot.status).toBe(200)

    const { status, cache, body } = await outboxThroughSite(`?to=${encodeURIComponent(email)}`)
    expect(status).toBe(200)
    expect(cache).toBe('no-store')
    expect(body.messages[0]).toMatchObject({ to: email, subject: 'Reset your VIP Perks password' })
    expect(body.messages[0].body).toMatch(/\/account\/forgot-password\/[A-Za-z0-9_-]{43}\n/)
    expect(body.messages[0].body).toMatch(/\/account\?code=[A-Za-z0-9_-]{43}\n/)
  })

  it('does not exist in staging or production, or when the site talks to a real upstream', async () => {
    expect(await outboxWith({ ENVIRONMENT: 'staging' })).toEqual(NOT_FOUND)
    expect(await outboxWith({ ENVIRONMENT: 'production' })).toEqual(NOT_FOUND)
    expect(await outboxWith({ API_ORIGIN: 'https://middleware.example.com' })).toEqual(NOT_FOUND)
    expect(await outboxWith({ UPSTREAM: undefined })).toEqual(NOT_FOUND)
    expect((await outboxWith({})).status).toBe(200)
  })
})
