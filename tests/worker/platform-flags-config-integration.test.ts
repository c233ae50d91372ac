import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { app } from '#worker/app.ts'
import { featureFlagsKey, featureFlagsVersion, forgetFeatureFlags, kvFlagProvider } from '#worker/feature-flags/flag-provider.ts'
import { forgetReportedInvalidConfig } from '#worker/required-settings.ts'
import { DEFAULT_FEATURE_FLAGS, isRouteHidden, withoutHiddenLinks } from '#shared/feature-flags.ts'
import type { Globals } from '#shared/schemas/content.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import { createRecordingUpstream } from '../fixtures/recording-upstream.ts'

// Feature flags (KV provider, hidden routes and blocks, the version the edge cache keys by) and the environment
// configuration (config-invalid, VERIFICATION_REQUIRED), through the whole site Worker with Miniflare's KV.

const SITE = 'https://perkins.test'
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
const FLAGS_KEY = featureFlagsKey('development')
const get = (path: string, bindings: Env = env) => app.fetch(new Request(SITE + path), bindings, ctx)

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

afterEach(async () => {
  await env.FLAGS.delete(FLAGS_KEY)
  forgetFeatureFlags()
  forgetReportedInvalidConfig()
})

describe('feature flags', () => {
  it('renders every page with the defaults, version "defaults", while no flag set is stored', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await featureFlagsVersion(env)).toBe('defaults')
    const html = await (await get('/reviews')).text()
    expect(html).toContain('id="form-eclubfeedback"')
    expect((await get('/franchising/blog')).status).toBe(200)
  })

  it('hides a route (404, the not-found page) and a block by component name when the stored set turns them off', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await env.FLAGS.put(FLAGS_KEY, JSON.stringify({ version: '2026-11-23.1', flags: { franchisingBlog: false, embeddedForms: false } }))
    expect(await featureFlagsVersion(env)).toBe('2026-11-23.1')

    const blog = await get('/franchising/blog')
    expect(blog.status).toBe(404)
    expect(blog.headers.get('cache-control')).toBe('no-store')
    expect(await blog.text()).toContain('This page could not be found')
    // The router matches without regard to case or a trailing slash; so does the flag.
    expect((await get('/Franchising/Blog/')).status).toBe(404)
    expect((await get('/franchising')).status).toBe(200)

    const contact = await (await get('/reviews')).text()
    expect(contact).not.toContain('id="form-eclubfeedback"')
    expect(contact).toContain('How was your visit?')
    // The page carries the flags it was rendered with, so the browser hides the same things without asking.
    expect(contact).toContain('"featureFlags":{"version":"2026-11-23.1"')
  })

  it('falls back to the defaults, with one warning, when the stored set is invalid or names an unknown flag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await env.FLAGS.put(FLAGS_KEY, JSON.stringify({ version: 'v2', flags: { franchisingBlgo: false } }))
    expect(await featureFlagsVersion(env)).toBe('defaults')
    expect(await featureFlagsVersion(env)).toBe('defaults')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ event: 'feature-flags-default', key: FLAGS_KEY })

    await env.FLAGS.put(FLAGS_KEY, '{not json')
    forgetFeatureFlags()
    expect(await featureFlagsVersion(env)).toBe('defaults')
  })

  it('never waits on a slow flag store longer than its timeout: the page gets the defaults', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const never = { get: () => new Promise<never>(() => {}) } as unknown as KVNamespace
    const started = Date.now()
    const set = await kvFlagProvider(never, 'slow', { timeoutMs: 30 }).anonymous()
    expect(set.flags).toEqual(DEFAULT_FEATURE_FLAGS.flags)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('takes links to hidden routes out of the menus', () => {
    const link = (title: string, url: string) => ({ title, url: { linktype: 'url' as const, url, cached_url: '' } })
    const globals = {
      headerMenu: [link('Blog', '/franchising/blog'), link('Menu', '/menu')],
      footerMenus: { about: [link('Join', '/account/signup?from=footer')], resources: [], legal: [] },
      social: [],
      brandStatement: '',
      supercategories: [],
      defaultMenus: [],
      nonOloMenus: [],
      preorderWindows: [],
    } satisfies Globals
    const off = { ...DEFAULT_FEATURE_FLAGS.flags, franchisingBlog: false, vipPerksSignup: false }
    const visible = withoutHiddenLinks(globals, off)
    expect(visible.headerMenu.map((item) => item.title)).toEqual(['Menu'])
    expect(visible.footerMenus.about).toEqual([])
    expect(isRouteHidden('/franchising/blog/a-post', off)).toBe(true)
    expect(isRouteHidden('/franchising/blogger', off)).toBe(false)
  })
})

describe('environment configuration', () => {
  it('answers 503 with one config-invalid line naming the setting when a var is malformed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    // The config-invalid line, then one request-log error line per 503.
    expectConsoleError(3)
    const broken = {
      ...env,
      ENVIRONMENT: 'production',
      VERIFICATION_REQUIRED: 'false',
      API_ORIGIN: 'https://upstream.example',
      GA4_MEASUREMENT_ID: 'UA-1',
    } as unknown as Env
    const page = await get('/', broken)
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('Our site is taking a short break.')
    const api = await app.fetch(
      new Request(`${SITE}/api`, { method: 'POST', headers: { path: 'orders/create' }, body: '{"menu_id":70405}' }),
      broken,
      ctx,
    )
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({ message: 'Connection Issue. Please try again.' })

    const lines = error.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('config-invalid'))
    expect(lines).toHaveLength(1)
    const logged = JSON.parse(lines[0]!) as { problems: { setting: string }[] }
    expect(logged.problems.map((problem) => problem.setting).sort()).toEqual(['GA4_MEASUREMENT_ID', 'VERIFICATION_REQUIRED'])
    // Names the setting, never its value.
    expect(lines[0]).not.toContain('UA-1')
  })

  it('checks the bot-check of signup and sign-in only while VERIFICATION_REQUIRED is "true"', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const recorder = createRecordingUpstream(() => Response.json({ ok: true }))
    const signin = (bindings: Env) =>
      app.fetch(
        new Request(`${SITE}/api`, {
          method: 'POST',
          headers: { path: 'members/signin' },
          body: '{"username":"ada@example.com","password":"Pancakes123"}',
        }),
        bindings,
        ctx,
      )

    const required = await signin({ ...env, UPSTREAM: { fetch: recorder.upstream } } as Env)
    expect(required.status).toBe(403)
    expect(recorder.requests).toHaveLength(0)

    const notRequired = await signin({ ...env, VERIFICATION_REQUIRED: 'false', UPSTREAM: { fetch: recorder.upstream } } as unknown as Env)
    expect(notRequired.status).toBe(200)
    expect(recorder.requests).toHaveLength(1)
  })

  it('hands the browser no reCAPTCHA site key while verification is not required', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const html = await (
      await get('/', { ...env, RECAPTCHA_SITE_KEY: 'site-key-123', VERIFICATION_REQUIRED: 'false' } as unknown as Env)
    ).text()
    expect(html).toContain('"recaptchaSiteKey":null')
    const required = await (await get('/', { ...env, RECAPTCHA_SITE_KEY: 'site-key-123' } as unknown as Env)).text()
    expect(required).toContain('"recaptchaSiteKey":"site-key-123"')
  })

  it('hands the GA4 measurement id to the browser and opens the CSP to the GA4 hosts only when one is set', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const without = await get('/')
    expect(await without.text()).toContain('"analyticsId":null')
    expect(without.headers.get('content-security-policy')).not.toContain('google-analytics')

    const withId = await get('/', { ...env, GA4_MEASUREMENT_ID: 'G-TEST12345' } as unknown as Env)
    expect(await withId.text()).toContain('"analyticsId":"G-TEST12345"')
    const csp = withId.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.google-analytics\.com/)
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  })
})
