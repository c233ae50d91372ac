import { env } from 'cloudflare:workers'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import worker from '#worker/index.ts'
import { pointerSchema } from '#worker/content/content-bundle.ts'
import { POINTER_KEY, SYNC_LEASE_KEY, webhookSeenKey } from '#worker/content/content-keys.ts'
import { createWebhookRoute } from '#worker/content/webhook-route.ts'
import { signWebhookBody } from '#worker/content/webhook-signature.ts'
import { FAKE_API, PUBLISHED_TOKEN, createFakeStoryblok } from '../fixtures/storyblok-fake.ts'
import { fakeSpaceStories, generatedStory } from '../fixtures/storyblok-stories.ts'
import { expectConsoleError } from './setup/fail-on-console-error.ts'

// The publish webhook (Storyblok's signed events start the sync early) and the cron trigger.

const SECRET = 'whsec-test-1958'
const event = JSON.stringify({ text: 'The user published the Story Perks', action: 'published', space_id: 1958, story_id: 1003 })
const webhookEnv = (extra: Record<string, string> = {}) => ({ ...env, STORYBLOK_WEBHOOK_SECRET: SECRET, ...extra }) as Env

type Handler = { fetch: (request: Request, environment: Env, ctx: ExecutionContext) => Response | Promise<Response> }

/** `request` answered by `handler`, once the background work it started (the sync) has finished. */
async function fetchSettled(handler: Handler, request: Request, environment: Env) {
  const ctx = createExecutionContext()
  const response = await handler.fetch(request, environment, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const post = (body: string, headers: Record<string, string>, environment: Env = webhookEnv(), path = '/_storyblok/webhook') =>
  fetchSettled(
    app,
    new Request(`https://perkins.test${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }),
    environment,
  )

/** `body` as Storyblok delivers it to a webhook route: signed with the secret, unless `headers` say otherwise. */
const delivery = async (body: string, headers?: Record<string, string>) =>
  new Request('https://perkins.test/webhook', {
    method: 'POST',
    body,
    headers: headers ?? { 'webhook-signature': await signWebhookBody(SECRET, body) },
  })

async function clearKv() {
  for (const key of [POINTER_KEY, SYNC_LEASE_KEY]) await env.CONTENT.delete(key)
  for (const { name } of (await env.CONTENT.list({ prefix: webhookSeenKey('') })).keys) await env.CONTENT.delete(name)
}

const pointer = async () => {
  const text = await env.CONTENT.get(POINTER_KEY, 'text')
  return text === null ? null : pointerSchema.parse(JSON.parse(text))
}

describe('Storyblok publish webhook', () => {
  it('refuses a request without a signature', async () => {
    await clearKv()
    const response = await post(event, {})
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
    expect(await pointer()).toBeNull()
  })

  it('refuses a wrong signature, and one made for a different body', async () => {
    await clearKv()
    expect((await post(event, { 'webhook-signature': await signWebhookBody('not-the-secret', event) })).status).toBe(401)
    expect((await post(event, { 'webhook-signature': await signWebhookBody(SECRET, `${event} `) })).status).toBe(401)
    expect((await post(event, { 'webhook-signature': 'zz' })).status).toBe(401)
    expect(await pointer()).toBeNull()
  })

  it('refuses everything when no secret is configured', async () => {
    await clearKv()
    const signature = await signWebhookBody(SECRET, event)
    expect((await post(event, { 'webhook-signature': signature }, { ...env } as Env)).status).toBe(401)
  })

  it('refuses other methods and paths under /_storyblok', async () => {
    const ctx = createExecutionContext()
    expect((await app.fetch(new Request('https://perkins.test/_storyblok/webhook'), webhookEnv(), ctx)).status).toBe(401)
    const signature = await signWebhookBody(SECRET, event)
    expect((await post(event, { 'webhook-signature': signature }, webhookEnv(), '/_storyblok/other')).status).toBe(401)
  })

  it('with the right signature, runs the same sync in the background and answers at once', async () => {
    await clearKv()
    const response = await post(event, { 'webhook-signature': await signWebhookBody(SECRET, event) })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'sync-started', event: { action: 'published', story_id: 1003 } })
    // No Storyblok token in this environment: the sync published the bundled seed content.
    expect(await pointer()).not.toBeNull()
    expect((await app.fetch(new Request('https://perkins.test/perks'), env, createExecutionContext())).status).toBe(200)

    // A burst of events inside a minute starts one sync, not one each.
    const next = JSON.stringify({ action: 'published', space_id: 1958, story_id: 1004 })
    const again = await post(next, { 'webhook-signature': await signWebhookBody(SECRET, next) })
    expect(await again.json()).toEqual({ status: 'sync-already-running' })
  })

  it('recognises a replayed signed event within ten minutes and starts no second sync', async () => {
    await clearKv()
    const fake = createFakeStoryblok(fakeSpaceStories(80))
    const route = createWebhookRoute(fake.fetch)
    const environment = webhookEnv({ STORYBLOK_TOKEN: PUBLISHED_TOKEN })
    const signature = await signWebhookBody(SECRET, event)
    const deliver = async (headers?: Record<string, string>) => fetchSettled(route, await delivery(event, headers), environment)
    expect((await deliver()).status).toBe(202)
    const syncRequests = fake.requests.length
    expect(syncRequests).toBeGreaterThan(0)

    // The sync lease (one minute) is gone, so only the replay check stands between the replay and a second sync.
    await env.CONTENT.delete(SYNC_LEASE_KEY)
    for (const headers of [{ 'webhook-signature': signature }, { 'webhook-signature': `  ${signature.toUpperCase()} ` }]) {
      const replay = await deliver(headers)
      expect(replay.status).toBe(200)
      expect(await replay.json()).toMatchObject({ status: 'duplicate' })
    }
    expect(fake.requests.length).toBe(syncRequests)

    // Remembered for the replay window only.
    const seen = (await env.CONTENT.list({ prefix: webhookSeenKey('') })).keys
    expect(seen).toHaveLength(1)
    expect(seen[0]!.expiration! * 1000 - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    expect(seen[0]!.expiration! * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000 + 1000)

    // A different event is no replay.
    const other = JSON.stringify({ action: 'unpublished', space_id: 1958, story_id: 1003 })
    const fresh = await fetchSettled(route, await delivery(other), environment)
    expect(fresh.status).toBe(202)
    expect(fake.requests.length).toBeGreaterThan(syncRequests)
  })

  it('does not let an unsigned or wrongly signed event mark a real one as seen', async () => {
    await clearKv()
    expect((await post(event, { 'webhook-signature': 'f'.repeat(40) })).status).toBe(401)
    expect((await env.CONTENT.list({ prefix: webhookSeenKey('') })).keys).toHaveLength(0)
    expect((await post(event, { 'webhook-signature': await signWebhookBody(SECRET, event) })).status).toBe(202)
  })

  it('syncs from Storyblok when a token is configured', async () => {
    await clearKv()
    const fake = createFakeStoryblok(fakeSpaceStories(150))
    fake.publish({
      ...generatedStory(12),
      name: 'Published a moment ago',
      content: { ...generatedStory(12).content, title: 'Published a moment ago | Perkins' },
    })
    const route = createWebhookRoute(fake.fetch)
    const response = await fetchSettled(route, await delivery(event), webhookEnv({ STORYBLOK_TOKEN: PUBLISHED_TOKEN }))
    expect(response.status).toBe(202)
    expect(fake.requests.map((request) => request.path)).toEqual(['/stories', '/stories'])
    const page = (await (
      await app.fetch(new Request('https://perkins.test/_data/community/community-12.json'), env, createExecutionContext())
    ).json()) as { title: string }
    expect(page.title).toBe('Published a moment ago | Perkins')
  })
})

describe('cron trigger', () => {
  it('publishes the bundled seed content when no Storyblok token is set', async () => {
    await clearKv()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env)
    expect(await pointer()).not.toBeNull()
    const line = JSON.parse(String(log.mock.calls.find(([first]) => String(first).includes('content-sync'))?.[0])) as Record<
      string,
      unknown
    >
    expect(line).toMatchObject({ event: 'content-sync', trigger: 'cron', source: 'seed', status: 'published' })
  })

  it('reads Storyblok through the global fetch when a token is set, and fails the run loudly when Storyblok refuses', async () => {
    const fake = createFakeStoryblok(fakeSpaceStories(120))
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      fake.fetch(input instanceof Request ? input.url : String(input), init),
    )
    expectConsoleError(1)
    const before = await pointer()
    const run = worker.scheduled(createScheduledController(), { ...env, STORYBLOK_TOKEN: 'revoked-token' } as Env)
    await expect(run).rejects.toThrow(/stories page 1: Storyblok answered 401/)
    expect(fake.requests).toHaveLength(1)
    expect(new URL(FAKE_API).host).toBe('api.storyblok.com')
    expect(await pointer()).toEqual(before)
  })
})
