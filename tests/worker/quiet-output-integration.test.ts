import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'

// Test output stays honest: nothing is printed that is not a real problem.

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('quiet output', () => {
  it('renders the /404 route with no router warning, and still as the 404 page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await exports.default.fetch(new Request('https://perkins.test/404'))
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('This page could not be found')
    expect(warn.mock.calls.map((args) => args.map(String).join(' '))).toEqual([])
  })
})
