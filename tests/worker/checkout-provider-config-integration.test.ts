import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { forgetReportedInvalidConfig, forgetReportedSettings } from '#worker/required-settings.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'

// The card provider's configuration: CHECKOUT_SCRIPT_URL and CHECKOUT_ENVIRONMENT_KEY reach the page, the CSP names
// the script's origin (script-src, frame-src) and nothing wider, staging and production require both, and a script
// that is not https is refused outside development and test.

const SITE = 'https://perkins.test'
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
const get = (path: string, bindings: Env) => app.fetch(new Request(SITE + path), bindings, ctx)
const PROVIDER = { CHECKOUT_SCRIPT_URL: 'https://core.spreedly.com/iframe/iframe-v1.min.js', CHECKOUT_ENVIRONMENT_KEY: 'Env3nvKey123' }
/** Staging with everything else it requires on a page, so only the checkout settings are in question. */
const staging = (extra: Record<string, string>) =>
  ({ ...env, ENVIRONMENT: 'staging', RECAPTCHA_SITE_KEY: 'site-key-123', ...extra }) as unknown as Env

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

afterEach(() => {
  forgetReportedSettings()
  forgetReportedInvalidConfig()
})

describe('card provider configuration', () => {
  it('hands the configured script and key to the page and names only its origin in script-src and frame-src', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const page = await get('/order/checkout', staging(PROVIDER))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(
      '"checkout":{"scriptUrl":"https://core.spreedly.com/iframe/iframe-v1.min.js","environmentKey":"Env3nvKey123"}',
    )
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(directive(csp, 'script-src')).toMatch(/ https:\/\/core\.spreedly\.com$/)
    expect(directive(csp, 'frame-src')).toMatch(/ https:\/\/core\.spreedly\.com$/)
    expect(directive(csp, 'connect-src')).not.toContain('spreedly')
    expect(csp).not.toMatch(/\*\.spreedly|https:(?=[ ;])/)
  })

  it('in development, without settings, points at the local provider sandbox on the port + 1000', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const page = await app.fetch(new Request('http://localhost:9100/order/checkout'), env, ctx)
    expect(await page.text()).toContain(
      '"checkout":{"scriptUrl":"http://localhost:10100/v1/iframe.js","environmentKey":"perkins-sandbox-environment"}',
    )
    expect(directive(page.headers.get('content-security-policy') ?? '', 'frame-src')).toMatch(/ http:\/\/localhost:10100$/)
  })

  it('in staging without them, checkout gets no provider, and each missing setting is named once in a config-missing line', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    expectConsoleError(2)
    for (let visit = 0; visit < 3; visit++) {
      const page = await get('/order/checkout', staging({}))
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('"checkout":null')
      expect(page.headers.get('content-security-policy')).not.toContain('localhost')
    }
    const lines = error.mock.calls.map((call) => JSON.parse(String(call[0])) as { event: string; setting: string; fix: string })
    expect(lines.map((line) => [line.event, line.setting])).toEqual([
      ['config-missing', 'CHECKOUT_SCRIPT_URL'],
      ['config-missing', 'CHECKOUT_ENVIRONMENT_KEY'],
    ])
    expect(lines[0]!.fix).toContain('[env.staging.vars] of wrangler.toml')
  })

  it('refuses a script that is not https outside development (config-invalid), and accepts it in development', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    expectConsoleError(2)
    const insecure = { ...PROVIDER, CHECKOUT_SCRIPT_URL: 'http://core.spreedly.com/iframe/iframe-v1.min.js' }
    const page = await get('/order/checkout', staging(insecure))
    expect(page.status).toBe(503)
    const line = error.mock.calls.map((call) => String(call[0])).find((text) => text.includes('config-invalid'))
    expect(JSON.parse(line!).problems).toEqual([
      { setting: 'CHECKOUT_SCRIPT_URL', problem: 'CHECKOUT_SCRIPT_URL must be an https:// URL outside development and test.' },
    ])
    forgetReportedInvalidConfig()
    const local = await get('/order/checkout', { ...env, ...insecure } as unknown as Env)
    expect(local.status).toBe(200)
  })
})
