import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { pinnedClock } from '#shared/pinned-clock.ts'
import { siteNow } from '#shared/site-clock.ts'
import { devSandboxRoutes } from '#worker/dev-sandbox-routes.ts'
import { siteConfig } from '#worker/env.ts'
import { ConfigInvalidError, forgetReportedInvalidConfig } from '#worker/required-settings.ts'
import { createSandboxApp } from '#worker/sandbox/sandbox-app.ts'
import { forgetSandboxClock } from '#worker/sandbox/time/sandbox-clock.ts'
import { sandboxDb } from './sandbox-helpers.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import { TEST_WORLD_NOW } from './test-world-clock.ts'
import { siteApiFrom } from './site-api.ts'

// One clock for the test world (shared/pinned-clock.ts): SANDBOX_NOW starts the sandbox's clock and the site's
// pages at an instant, PUT /_sandbox/clock moves both in development and test, and staging and production refuse it.

const { api } = siteApiFrom('203.0.113.91')

const SITE = 'https://perkins.test'
const TUESDAY_LATE_EVENING = '2026-11-18T05:30:00Z' // 23:30 in Chicago: Eagan closed at 22:00
const LATER_TIME_PLEASE = 'This location is not taking orders for this time. Please choose a later time.'

async function pinClock(now: string | null) {
  const response = await exports.default.fetch(
    new Request(`${SITE}/_sandbox/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    }),
  )
  return { status: response.status, body: (await response.json()) as { now?: string; message?: string } }
}

/** An ASAP pickup basket at Eagan, validated: what the sandbox says about "now". */
async function validateAsapPickup() {
  const created = await api('POST', 'orders/create', { body: { menu_id: 70405, location_id: 3510 } })
  const id = created.body.id!
  expect((await api('POST', `orders/${id}/products`, { body: { products: [{ product_id: 100106, quantity: 1 }] } })).status).toBe(200)
  expect((await api('PUT', `orders/${id}/handoff/pickup`)).status).toBe(200)
  return api('POST', `orders/${id}/validate`)
}

describe('the test world clock', { timeout: 30_000 }, () => {
  it('runs on from the pinned instant in real time', () => {
    let real = 1_000
    const clock = pinnedClock(Date.parse(TEST_WORLD_NOW), 1_000, () => real)
    expect(new Date(clock()).toISOString()).toBe('2026-11-17T16:30:00.000Z')
    real += 90_000
    expect(new Date(clock()).toISOString()).toBe('2026-11-17T16:31:30.000Z')
  })

  it('moves the sandbox and the site together: ASAP is refused late in the evening and taken in the morning', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const evening = await pinClock(TUESDAY_LATE_EVENING)
    expect(evening.status).toBe(200)
    expect(Math.abs(Date.parse(evening.body.now!) - Date.parse(TUESDAY_LATE_EVENING))).toBeLessThan(5_000)
    expect(Math.abs(siteNow().getTime() - Date.parse(TUESDAY_LATE_EVENING))).toBeLessThan(5_000)
    expect(await validateAsapPickup()).toEqual({ status: 400, body: { message: LATER_TIME_PLEASE } })

    expect((await pinClock(TEST_WORLD_NOW)).status).toBe(200)
    expect((await validateAsapPickup()).status).toBe(200)
  })

  it('refuses an instant that is not an ISO instant with its zone, and moves nothing', async () => {
    for (const now of ['tomorrow', '2026-11-17 16:30', '2026-11-17T16:30:00', 1_700_000_000_000]) {
      const refused = await pinClock(now as string)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('SANDBOX_NOW must be an ISO 8601 instant with a time zone, such as 2026-11-17T16:30:00Z.')
    }
    expect(Math.abs(siteNow().getTime() - Date.parse(TEST_WORLD_NOW))).toBeLessThan(60_000)
  })

  it('does not exist in staging or production, or when the site talks to a real upstream', async () => {
    const put = (overrides: Record<string, unknown>) =>
      devSandboxRoutes.fetch(
        new Request(`${SITE}/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"now":null}' }),
        { ...env, ...overrides } as Env,
      )
    expect((await put({ ENVIRONMENT: 'staging', RECAPTCHA_SECRET: 's', STORYBLOK_WEBHOOK_SECRET: 'w' })).status).toBe(404)
    expect((await put({ API_ORIGIN: 'https://middleware.example.com' })).status).toBe(404)
  })

  it('the site refuses SANDBOX_NOW outside development and test with one config-invalid line', () => {
    forgetReportedInvalidConfig()
    const error = vi.spyOn(console, 'error')
    expectConsoleError(1)
    const production = { ...env, ENVIRONMENT: 'production', API_ORIGIN: 'https://upstream.example', SANDBOX_NOW: TEST_WORLD_NOW }
    expect(() => siteConfig(production as unknown as Env)).toThrow(ConfigInvalidError)
    const line = JSON.parse(String(error.mock.calls.at(-1)![0])) as { event: string; problems: { setting: string }[] }
    expect(line.event).toBe('config-invalid')
    expect(line.problems.map((problem) => problem.setting)).toEqual(['SANDBOX_NOW'])
    forgetReportedInvalidConfig()
  })

  it('the sandbox refuses SANDBOX_NOW in staging: 503 for every call and one config-invalid line', async () => {
    forgetSandboxClock()
    const error = vi.spyOn(console, 'error')
    expectConsoleError(1)
    const staging = { DB: sandboxDb(), ENVIRONMENT: 'staging', SANDBOX_NOW: TEST_WORLD_NOW }
    const app = createSandboxApp()
    for (const path of ['/locations/3510', '/menus/70405']) {
      const answer = await app.fetch(new Request(`https://perkins-sandbox${path}`), staging)
      expect(answer.status).toBe(503)
    }
    const lines = error.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('config-invalid'))
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'config-invalid', worker: 'sandbox', problems: [{ setting: 'SANDBOX_NOW' }] })
    forgetSandboxClock()
  })
})
