import { describe, expect, it } from 'vitest'
import sandboxWranglerToml from '#worker/sandbox/wrangler.toml?raw'
import { startSandbox } from './sandbox-helpers.ts'

// The sandbox is never public by accident: it has no workers.dev or preview URL (the site reaches it through the
// UPSTREAM service binding only), and its outbox page, which hands out sign-in links, exists only in development
// and test.

const NOT_FOUND = { status: 404, body: { message: 'Not found.' } }

/** A top-level `key = value` of the TOML (before the first table), as written. */
const topLevel = (key: string): string | undefined =>
  new RegExp(`^${key}\\s*=\\s*(.+?)\\s*$`, 'm').exec(sandboxWranglerToml.split(/^\[/m)[0]!)?.[1]
const variable = (key: string): string | undefined =>
  new RegExp(`^${key}\\s*=\\s*(.+?)\\s*$`, 'm').exec(sandboxWranglerToml.split(/^\[vars\]$/m)[1]!.split(/^\[/m)[0]!)?.[1]

describe('sandbox exposure', { timeout: 30_000 }, () => {
  it('is deployed without a workers.dev or preview URL, and runs as development unless told otherwise', () => {
    expect(topLevel('workers_dev')).toBe('false')
    expect(topLevel('preview_urls')).toBe('false')
    expect(variable('ENVIRONMENT')).toBe('"development"')
  })

  it('shows the outbox in development and test', async () => {
    for (const ENVIRONMENT of ['development', 'test']) {
      const sandbox = await startSandbox({ env: { ENVIRONMENT } })
      await sandbox.ok('POST', 'members/forgotPassword', { body: { email: 'nobody-here@example.com' } })
      const { messages } = await sandbox.ok('GET', '_sandbox/outbox?to=nobody-here@example.com')
      expect(messages[0]).toMatchObject({ to: 'nobody-here@example.com', subject: 'Your VIP Perks password reset request' })
    }
  })

  it('answers 404 for the outbox in staging, production, or any other or missing environment', async () => {
    for (const ENVIRONMENT of ['staging', 'production', 'Development', '', undefined]) {
      const sandbox = await startSandbox({ env: { ENVIRONMENT } })
      expect([ENVIRONMENT, await sandbox.call('GET', '_sandbox/outbox')]).toEqual([ENVIRONMENT, NOT_FOUND])
      expect([ENVIRONMENT, await sandbox.call('GET', '_sandbox/outbox?to=ann.lee@example.com')]).toEqual([ENVIRONMENT, NOT_FOUND])
    }
  })
})
