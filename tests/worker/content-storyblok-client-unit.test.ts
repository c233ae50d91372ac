import { describe, expect, it } from 'vitest'
import { createStoryblokClient, StoryblokError, type FetchFn } from '#worker/content/storyblok-client.ts'
import { FAKE_API, PREVIEW_TOKEN, PUBLISHED_TOKEN, createFakeStoryblok } from '../fixtures/storyblok-fake.ts'
import { fakeSpaceStories, generatedStory } from '../fixtures/storyblok-stories.ts'
import { createVirtualClock } from '../fixtures/storyblok-virtual-clock.ts'

function setup(
  size: number,
  options: { token?: string; minIntervalMs?: number; fetch?: (fake: ReturnType<typeof createFakeStoryblok>) => FetchFn } = {},
) {
  const clock = createVirtualClock()
  const fake = createFakeStoryblok(fakeSpaceStories(size), clock)
  const client = createStoryblokClient({
    token: options.token ?? PUBLISHED_TOKEN,
    fetch: options.fetch ? options.fetch(fake) : fake.fetch,
    baseUrl: FAKE_API,
    sleep: clock.sleep,
    now: clock.now,
    random: () => 0,
    ...(options.minIntervalMs !== undefined ? { minIntervalMs: options.minIntervalMs } : {}),
  })
  return { clock, fake, client }
}

const withHeaders = (response: Response, headers: Record<string, string | null>) => {
  const copy = new Headers(response.headers)
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) copy.delete(name)
    else copy.set(name, value)
  }
  return new Response(response.body, { status: response.status, headers: copy })
}

describe('Storyblok CDN client', () => {
  it('pages 100 at a time until a short page and checks the count against the total header', async () => {
    const { fake, client } = setup(250)
    const list = await client.listStories({ version: 'published' })
    expect(list.stories).toHaveLength(250)
    expect(list.total).toBe(250)
    expect(fake.requests.map((request) => request.params.page)).toEqual(['1', '2', '3'])
  })

  it('asks for one empty page after a full last page, because only a short page ends the listing', async () => {
    const { fake, client } = setup(300)
    const list = await client.listStories({ version: 'published' })
    expect(list.stories).toHaveLength(300)
    expect(fake.requests.map((request) => request.params.page)).toEqual(['1', '2', '3', '4'])
  })

  it('pins every later page to the cache version of the first, so a publish mid-listing cannot mix versions', async () => {
    const { fake, client } = setup(250, {
      fetch: (fake) => async (input, init) => {
        const response = await fake.fetch(input, init)
        // An editor publishes while the sync is between page 1 and page 2.
        if (new URL(input).searchParams.get('page') === '1') fake.publish({ ...generatedStory(1), name: 'Published mid-listing' })
        return response
      },
    })
    const firstCv = fake.cv()
    const list = await client.listStories({ version: 'published' })
    expect(fake.cv()).not.toBe(firstCv)
    expect(fake.requests.slice(1).every((request) => request.params.cv === String(firstCv))).toBe(true)
    expect(list.stories.some((story) => (story as { name: string }).name === 'Published mid-listing')).toBe(false)
  })

  it('fails when the listing comes back shorter than the total', async () => {
    const { client } = setup(250, {
      fetch: (fake) => async (input, init) => withHeaders(await fake.fetch(input, init), { total: '260' }),
    })
    await expect(client.listStories({ version: 'published' })).rejects.toThrow('listing is incomplete: 250 of 260 stories')
  })

  it('fails without a total header', async () => {
    const { client } = setup(120, { fetch: (fake) => async (input, init) => withHeaders(await fake.fetch(input, init), { total: null }) })
    await expect(client.listStories({ version: 'published' })).rejects.toThrow('stories page 1: no total header')
  })

  it('fails when a story appears on two pages', async () => {
    const { client } = setup(150, {
      fetch: (fake) => async (input, init) => {
        const response = await fake.fetch(input, init)
        if (new URL(input).searchParams.get('page') !== '2') return response
        const body = (await response.json()) as { stories: unknown[] }
        const first = (await (await fake.fetch(input.replace('page=2', 'page=1'), init)).json()) as { stories: unknown[] }
        return new Response(JSON.stringify({ ...body, stories: [first.stories[0], ...body.stories.slice(1)] }), {
          headers: response.headers,
        })
      },
    })
    await expect(client.listStories({ version: 'published' })).rejects.toThrow(/appears twice/)
  })

  it('fails at once on a refused token, and never puts the token in the error', async () => {
    const { fake, client } = setup(80, { token: 'not-a-real-token' })
    const error = await client.listStories({ version: 'published' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StoryblokError)
    expect((error as StoryblokError).status).toBe(401)
    expect(String((error as Error).message)).not.toContain('not-a-real-token')
    expect(fake.requests).toHaveLength(1)
  })

  it('backs off and retries when rate limited, honouring Retry-After', async () => {
    let limited = 0
    const { clock, client } = setup(120, {
      fetch: (fake) => async (input, init) => {
        if (limited++ < 2) return new Response('{"error":"Too Many Requests"}', { status: 429, headers: { 'retry-after': '3' } })
        return fake.fetch(input, init)
      },
    })
    const list = await client.listStories({ version: 'published' })
    expect(list.stories).toHaveLength(120)
    expect(clock.slept()).toBeGreaterThanOrEqual(6000)
  })

  it('without pacing it trips the API rate limit, and still completes by backing off', async () => {
    const { fake, client } = setup(1234, { minIntervalMs: 0 })
    const list = await client.listStories({ version: 'published' })
    expect(list.stories).toHaveLength(1234)
    expect(fake.requests.some((request) => request.status === 429)).toBe(true)
  })

  it('retries a network failure, then gives up with a clear error', async () => {
    let calls = 0
    const { client } = setup(80, {
      fetch: () => async () => {
        calls++
        throw new TypeError('Network connection lost')
      },
    })
    await expect(client.listStories({ version: 'published' })).rejects.toThrow('stories page 1: request failed (Network connection lost)')
    expect(calls).toBe(3)
  })

  it('lists drafts under a folder with the preview token', async () => {
    const { fake, client } = setup(100, { token: PREVIEW_TOKEN })
    const post = fake.stories().find((story) => story.full_slug === 'franchising/blog/choosing-your-market')!
    fake.saveDraft({ ...post, name: 'Draft headline' })
    const list = await client.listStories({ version: 'draft', startsWith: 'franchising/blog/' })
    expect(list.stories.map((story) => (story as { name: string }).name)).toContain('Draft headline')
    expect(list.stories.every((story) => (story as { full_slug: string }).full_slug.startsWith('franchising/blog/'))).toBe(true)
  })

  it('reads one story by full slug, and null for a missing one', async () => {
    const { client } = setup(100)
    expect(await client.getStory('perks/birthday-rewards', { version: 'published' })).toMatchObject({ full_slug: 'perks/birthday-rewards' })
    expect(await client.getStory('no/such/page', { version: 'published' })).toBeNull()
  })
})
