import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { POINTER_KEY } from '#worker/content/content-keys.ts'
import { seedSource, syncContent, type SyncSource } from '#worker/content/sync-content.ts'
import { seedStories } from '#worker/content/seed/index.ts'

// Publish A, publish B, roll back: pages serve A, and the next sync of B leaves it there until the content changes.

const SITE = 'https://perkins.test'
const ADMIN_TOKEN = 'rollback-token-for-tests-0123456789'
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
const withAdmin = { ...env, CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } as Env

/** The seed with the home page titled differently: another content version. */
function seedWithHomeTitle(title: string): SyncSource {
  const stories = seedStories.map((story) => {
    const record = story as { full_slug: string; content: Record<string, unknown> }
    return record.full_slug === 'home' ? { ...record, content: { ...record.content, title } } : story
  })
  return { name: 'seed-variant', stories: async () => stories }
}

const homeTitle = async () =>
  ((await (await app.fetch(new Request(`${SITE}/_data/home.json`), env, ctx)).json()) as { title: string }).title
const pointer = async () => JSON.parse((await env.CONTENT.get(POINTER_KEY, 'text')) ?? 'null') as { version: string; heldFrom?: string[] }
const rollback = (body: unknown = {}, token = ADMIN_TOKEN) =>
  app.fetch(
    new Request(`${SITE}/_admin/content/rollback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
    withAdmin,
    ctx,
  )

describe('content rollback', () => {
  it('serves the previous version after a rollback, and the next sync does not undo it until the content changes', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const a = await syncContent(env.CONTENT, seedWithHomeTitle('Version A'), { now: new Date(Date.now() - 2000) })
    const b = await syncContent(env.CONTENT, seedWithHomeTitle('Version B'), { now: new Date(Date.now() - 1000) })
    expect(b.status).toBe('published')
    expect(await homeTitle()).toBe('Version B')

    const answer = await rollback()
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ status: 'rolled-back', from: b.version, to: a.version })
    expect(await homeTitle()).toBe('Version A')

    const cron = await syncContent(env.CONTENT, seedWithHomeTitle('Version B'))
    expect(cron.status).toBe('held')
    expect(await homeTitle()).toBe('Version A')
    expect((await pointer()).heldFrom).toEqual([b.version])

    const edited = await syncContent(env.CONTENT, seedWithHomeTitle('Version C'))
    expect(edited.status).toBe('published')
    expect(await homeTitle()).toBe('Version C')
    expect((await pointer()).heldFrom).toBeUndefined()
    await syncContent(env.CONTENT, seedSource)
  })

  it('refuses a version that no longer exists and changes nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await syncContent(env.CONTENT, seedSource)
    const before = await pointer()
    const answer = await rollback({ version: '0123456789abcdef' })
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({
      message: 'Content version 0123456789abcdef no longer exists (or is incomplete); nothing changed.',
    })
    expect(await pointer()).toEqual(before)
  })

  it('answers only to the admin token, and does not exist without one configured', async () => {
    expect((await rollback({}, 'a-wrong-token-of-enough-length-000')).status).toBe(401)
    const unconfigured = await app.fetch(
      new Request(`${SITE}/_admin/content/rollback`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
      env,
      ctx,
    )
    expect(unconfigured.status).toBe(404)
    expect((await rollback({ version: '../../content/current' })).status).toBe(400)
  })
})
