import { env } from 'cloudflare:workers'
import { createExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { previewSession } from '#worker/content/preview.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { siteConfig } from '#worker/env.ts'
import { PREVIEW_TOKEN, createFakeStoryblok, type FakeStoryblok } from '../fixtures/storyblok-fake.ts'
import { fakeSpaceStories, type FakeStory } from '../fixtures/storyblok-stories.ts'

// Preview for the Storyblok visual editor: only a request signed for our preview token gets drafts, live from
// the CDN API (the fake here), with the editor's block markers and a CSP that lets the editor frame the page.

const SPACE_ID = '1958'
const previewEnv = { ...env, STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN, STORYBLOK_SPACE_ID: SPACE_ID } as Env

async function sha1(text: string) {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The query the visual editor adds to our preview URL. */
async function editorQuery(storyId: number, options: { token?: string; timestamp?: number; spaceId?: string } = {}) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
  const spaceId = options.spaceId ?? SPACE_ID
  const params = new URLSearchParams({
    _storyblok: String(storyId),
    _storyblok_c: 'page',
    _storyblok_version: '',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': await sha1(`${spaceId}:${options.token ?? PREVIEW_TOKEN}:${timestamp}`),
  })
  return `?${params}`
}

const editable = (story: FakeStory, uid: string, component: string) =>
  `<!--#storyblok#{"name": "${component}", "space": "${SPACE_ID}", "uid": "${uid}", "id": "${story.id}"}-->`

function withDraftPerks(fake: FakeStoryblok) {
  const perks = structuredClone(fake.stories().find((story) => story.full_slug === 'perks')!)
  const hero = perks.content.body as Record<string, unknown>[]
  hero[0] = { ...hero[0], headline: 'Draft: double points all weekend', _editable: editable(perks, String(hero[0]!._uid), 'hero') }
  fake.saveDraft(perks)
  return perks
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('visual editor preview', () => {
  it('accepts only a fresh, correctly signed editor request for our space', async () => {
    const config = siteConfig(previewEnv)
    const url = (query: string) => new URL(`https://perkins.test/perks${query}`)
    expect(await previewSession(url(await editorQuery(1003)), config)).toEqual({ previewToken: PREVIEW_TOKEN })
    expect(await previewSession(url(await editorQuery(1003, { token: 'guessed' })), config)).toBeNull()
    expect(await previewSession(url(await editorQuery(1003, { timestamp: Math.floor(Date.now() / 1000) - 2 * 3600 })), config)).toBeNull()
    expect(await previewSession(url(await editorQuery(1003, { spaceId: '42' })), config)).toBeNull()
    expect(await previewSession(url('?_storyblok=1003'), config)).toBeNull()
    expect(await previewSession(url(await editorQuery(1003)), siteConfig({ ...env } as Env))).toBeNull()
  })

  it('serves the draft with editor markers, the bridge flag and a CSP the editor can frame', async () => {
    const fake = createFakeStoryblok(fakeSpaceStories(100))
    const perks = withDraftPerks(fake)
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      fake.fetch(input instanceof Request ? input.url : String(input), init),
    )

    const response = await app.fetch(
      new Request(`https://perkins.test/perks${await editorQuery(perks.id)}`),
      previewEnv,
      createExecutionContext(),
    )
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self' https://app.storyblok.com")
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const html = await response.text()
    expect(html).toContain('Draft: double points all weekend')
    expect(html).toMatch(/data-blok-uid="1003-perks-\d+"/)
    expect(html).toContain('"preview":true')
    expect(html).toContain(`"storyId":${perks.id}`)
    expect(fake.requests.map((request) => [request.path, request.params.version])).toEqual([['/stories/perks', 'draft']])
  })

  it('resolves a draft blog list from the draft posts', async () => {
    const fake = createFakeStoryblok(fakeSpaceStories(100))
    const post = structuredClone(fake.stories().find((story) => story.full_slug === 'franchising/blog/bakery-in-every-restaurant')!)
    post.content.headline = 'Draft: the bakery case, revisited'
    fake.saveDraft(post)
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      fake.fetch(input instanceof Request ? input.url : String(input), init),
    )
    const html = await (
      await app.fetch(new Request(`https://perkins.test/franchising/blog${await editorQuery(1009)}`), previewEnv, createExecutionContext())
    ).text()
    expect(html).toContain('Draft: the bakery case, revisited')
  })

  it('gives everyone else the published page, with the strict CSP and no outbound request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const response = await app.fetch(
      new Request(`https://perkins.test/perks${await editorQuery(1003, { token: 'guessed' })}`),
      previewEnv,
      createExecutionContext(),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    const html = await response.text()
    expect(html).toContain('Eat, earn, repeat.')
    expect(html).not.toContain('data-blok-uid')
    expect(html).not.toContain('"preview":true')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
