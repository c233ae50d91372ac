import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { manifestSchema, pointerSchema } from '#worker/content/content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from '#worker/content/content-keys.ts'
import { createContentStore } from '#worker/content/content-store.ts'
import { createStoryblokClient, StoryblokError } from '#worker/content/storyblok-client.ts'
import { storyblokSource, syncContent, type SyncResult, type SyncSource } from '#worker/content/sync-content.ts'
import type { ContentKvWriter } from '#worker/content/content-kv.ts'
import { FAKE_API, PUBLISHED_TOKEN, createFakeStoryblok, type FakeStoryblok } from '../fixtures/storyblok-fake.ts'
import { fakeSpaceStories, generatedStory, type FakeStory } from '../fixtures/storyblok-stories.ts'
import { createVirtualClock, type VirtualClock } from '../fixtures/storyblok-virtual-clock.ts'
import { spyKv } from './content-kv-spy.ts'

// The CMS sync against a local fake of the Storyblok CDN API serving 1,234 stories, publishing into real
// Miniflare KV (env.CONTENT) and read back through the Worker itself.

const SPACE_SIZE = 1234
const origin = 'https://perkins.test'
const get = (path: string) => exports.default.fetch(new Request(origin + path))

function sourceFor(fake: FakeStoryblok, clock: VirtualClock): SyncSource {
  return storyblokSource(
    createStoryblokClient({
      token: PUBLISHED_TOKEN,
      fetch: fake.fetch,
      baseUrl: FAKE_API,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0,
    }),
  )
}

function space(size = SPACE_SIZE) {
  const clock = createVirtualClock()
  const fake = createFakeStoryblok(fakeSpaceStories(size), clock)
  return { clock, fake, source: sourceFor(fake, clock) }
}

/** What the cron does over successive runs: each invocation writes what its KV budget allows, until published. */
async function syncUntilSettled(kv: ContentKvWriter, source: SyncSource, now?: Date): Promise<SyncResult[]> {
  const runs: SyncResult[] = []
  for (let run = 0; run < 5; run++) {
    const result = await syncContent(kv, source, now ? { now } : {})
    runs.push(result)
    if (result.status !== 'incomplete') return runs
  }
  throw new Error('the sync never settled')
}

async function currentPointer() {
  const text = await env.CONTENT.get(POINTER_KEY, 'text')
  return text === null ? null : pointerSchema.parse(JSON.parse(text))
}

/** A sync of `source` fails with `error`, writes nothing, and the version published before stays current. */
async function expectSyncFailsWithoutWrites(source: SyncSource, error: RegExp | typeof StoryblokError) {
  const before = await currentPointer()
  const spy = spyKv(env.CONTENT)
  await expect(syncContent(spy.kv, source)).rejects.toThrow(error)
  expect(spy.puts).toEqual([])
  expect(await currentPointer()).toEqual(before)
}

const renamed = (story: FakeStory, name: string): FakeStory => ({
  ...story,
  name,
  content: { ...story.content, title: `${name} | Perkins` },
})

// Publishing 1,234 blobs into Miniflare takes a few seconds, more when other test files run alongside.
describe('content sync from Storyblok', { timeout: 60_000 }, () => {
  it('publishes all 1,234 stories, never spending more than 1,000 KV operations in one run', async () => {
    const { fake, source } = space()
    const runs = await syncUntilSettled(env.CONTENT, source)

    // A first publish of this many blobs does not fit one invocation's KV budget: the first run stops short
    // without moving the pointer, the next one finishes.
    expect(runs.map((run) => run.status)).toEqual(['incomplete', 'published'])
    for (const run of runs) expect(run.kvReads + run.kvWrites).toBeLessThanOrEqual(1000)
    expect(runs.every((run) => run.stories === SPACE_SIZE)).toBe(true)

    const pointer = await currentPointer()
    expect(pointer?.version).toBe(runs[1]!.version)
    const manifest = manifestSchema.parse(JSON.parse((await env.CONTENT.get(manifestKey(pointer!.version), 'text'))!))
    const pageStories = fake.stories().filter((story) => story.full_slug !== 'globals/site' && story.content.component !== 'location')
    expect(Object.keys(manifest.pages)).toHaveLength(pageStories.length)
    expect(await createContentStore(env.CONTENT).locations()).toHaveLength(fake.stories().length - pageStories.length - 1)

    // 13 pages of 100, each pinned to the first page's cache version so the listing is one snapshot.
    const listings = fake.requests.filter((request) => request.path === '/stories')
    expect(listings).toHaveLength(2 * 13)
    expect(listings.every((request) => request.params.per_page === '100' && request.status === 200)).toBe(true)
    expect(listings.filter((request) => request.params.page !== '1').every((request) => request.params.cv === String(fake.cv()))).toBe(true)

    // The space's last story: the generated ones follow the seed's, however many the seed holds.
    const lastIndex = SPACE_SIZE - fake.stories().filter((story) => !story.full_slug.startsWith('community/')).length
    const last = await get(`/_data/community/community-${lastIndex}.json`)
    expect(last.status).toBe(200)
    expect(((await last.json()) as { title: string }).title).toBe(generatedStory(lastIndex).content.title)
    const html = await (await get('/community/community-7')).text()
    expect(html).toContain(`<title>${generatedStory(7).content.title}</title>`)
    expect(html).toContain('thanks everyone who joined us for pancakes this week (update 7).')
  })

  it('re-running with one changed story writes exactly one new blob, then the manifest, then the pointer', async () => {
    const { fake, source } = space()
    await syncUntilSettled(env.CONTENT, source)
    fake.publish(renamed(generatedStory(42), 'Eagan pancake breakfast for the food shelf'))

    const spy = spyKv(env.CONTENT)
    const result = await syncContent(spy.kv, source)

    expect(result).toMatchObject({ status: 'published', blobsWritten: 1, kvWrites: 3 })
    expect(spy.puts).toHaveLength(3)
    expect(spy.puts[0]).toMatch(/^content\/blob\/[0-9a-f]{64}$/)
    expect(spy.puts[1]).toBe(manifestKey(result.version))
    expect(spy.puts[2]).toBe(POINTER_KEY)
    const page = (await (await get('/_data/community/community-42.json')).json()) as { title: string }
    expect(page.title).toBe('Eagan pancake breakfast for the food shelf | Perkins')
  })

  it('re-running with nothing changed writes nothing', async () => {
    const { source } = space()
    await syncUntilSettled(env.CONTENT, source)
    const spy = spyKv(env.CONTENT)
    const result = await syncContent(spy.kv, source)
    expect(result.status).toBe('unchanged')
    expect(spy.puts).toEqual([])
  })

  it('publishes nothing when page 7 answers 500, and the old version still serves', async () => {
    const { fake, source } = space()
    await syncUntilSettled(env.CONTENT, source)
    fake.publish(renamed(generatedStory(3), 'This title must not appear'))
    fake.failPage(7, 'http-500')

    await expectSyncFailsWithoutWrites(source, StoryblokError)
    // Retried twice, then given up: a server error is not worth hammering.
    expect(fake.requests.filter((request) => request.params.page === '7' && request.status === 500)).toHaveLength(3)
    const page = (await (await get('/_data/community/community-3.json')).json()) as { title: string }
    expect(page.title).toBe(generatedStory(3).content.title)
  })

  it('publishes nothing when page 7 stays rate limited through every retry, and the old version still serves', async () => {
    const { fake, clock, source } = space()
    await syncUntilSettled(env.CONTENT, source)
    fake.publish(renamed(generatedStory(3), 'This title must not appear either'))
    fake.failPage(7, 'rate-limited-forever')
    const sleptBefore = clock.slept()

    await expectSyncFailsWithoutWrites(source, /page 7: still rate limited/)
    expect(fake.requests.filter((request) => request.params.page === '7' && request.status === 429)).toHaveLength(6)
    // Backed off 2 + 4 + 8 + 16 + 32 seconds (virtual time) before giving up.
    expect(clock.slept() - sleptBefore).toBeGreaterThanOrEqual(62_000)
    const page = (await (await get('/_data/community/community-3.json')).json()) as { title: string }
    expect(page.title).toBe(generatedStory(3).content.title)
  })

  it('rides out a few 429s on a page and publishes', async () => {
    const { fake, source } = space()
    await syncUntilSettled(env.CONTENT, source)
    fake.publish(renamed(generatedStory(5), 'Erie bakery open house'))
    fake.failPage(4, { rateLimitedTimes: 2 })
    const result = await syncContent(env.CONTENT, source)
    expect(result.status).toBe('published')
    expect(fake.requests.filter((request) => request.params.page === '4' && request.status === 429)).toHaveLength(2)
  })

  it('publishes nothing when a page is not JSON', async () => {
    const { fake, source } = space()
    await syncUntilSettled(env.CONTENT, source)
    fake.publish(renamed(generatedStory(9), 'Not this one'))
    fake.failPage(3, 'bad-json')
    await expectSyncFailsWithoutWrites(source, /page 3: the response is not JSON/)
  })

  it('publishes nothing when a KV write fails, and the old version still serves', async () => {
    const { fake, source } = space()
    await syncUntilSettled(env.CONTENT, source)
    const before = await currentPointer()
    for (const index of [11, 12, 13]) fake.publish(renamed(generatedStory(index), `Changed page ${index}`))
    const spy = spyKv(env.CONTENT, { failOnPut: 2 })
    await expect(syncContent(spy.kv, source)).rejects.toThrow(/KV put failed/)
    expect(spy.puts.some((key) => key === POINTER_KEY || key.startsWith('content/manifest/'))).toBe(false)
    expect(await currentPointer()).toEqual(before)
    const page = (await (await get('/_data/community/community-11.json')).json()) as { title: string }
    expect(page.title).toBe(generatedStory(11).content.title)
  })

  it('two concurrent runs leave a pointer to a complete version, the one read last', async () => {
    await syncUntilSettled(env.CONTENT, space().source)
    const older = space()
    older.fake.publish(renamed(generatedStory(76), 'Rochester pie week'))
    const newer = space()
    newer.fake.publish(renamed(generatedStory(77), 'Duluth kids eat free on Tuesdays'))
    // Later than the baseline run above, which read the CMS just now.
    const start = Date.now() + 60_000

    const [a, b] = await Promise.all([
      syncContent(env.CONTENT, older.source, { now: new Date(start) }),
      syncContent(env.CONTENT, newer.source, { now: new Date(start + 1000) }),
    ])

    // Whichever finished last, the version read last is the one serving.
    expect(['published', 'superseded']).toContain(a.status)
    expect(b.status).toBe('published')
    const pointer = await currentPointer()
    expect(pointer?.version).toBe(b.version)
    const manifest = manifestSchema.parse(JSON.parse((await env.CONTENT.get(manifestKey(pointer!.version), 'text'))!))
    const hashes = [manifest.globals, manifest.locations!, ...Object.values(manifest.pages)]
    for (let start = 0; start < hashes.length; start += 100) {
      const found = await env.CONTENT.get(hashes.slice(start, start + 100).map(blobKey), 'text')
      expect([...found.values()].every((value) => value !== null)).toBe(true)
    }
    const page = (await (await get('/_data/community/community-77.json')).json()) as { title: string }
    expect(page.title).toBe('Duluth kids eat free on Tuesdays | Perkins')
  })

  it('a run that read the CMS earlier never replaces a version published from a later read', async () => {
    const first = space()
    await syncUntilSettled(env.CONTENT, first.source)
    const earlier = space()
    earlier.fake.publish(renamed(generatedStory(88), 'Read at nine o’clock'))
    const later = space()
    later.fake.publish(renamed(generatedStory(88), 'Read at ten o’clock'))

    const hour = 60 * 60 * 1000
    const published = await syncContent(env.CONTENT, later.source, { now: new Date(Date.now() + 2 * hour) })
    const stale = await syncContent(env.CONTENT, earlier.source, { now: new Date(Date.now() + hour) })

    expect(published.status).toBe('published')
    expect(stale.status).toBe('superseded')
    expect((await currentPointer())?.version).toBe(published.version)
    const page = (await (await get('/_data/community/community-88.json')).json()) as { title: string }
    expect(page.title).toBe('Read at ten o’clock | Perkins')
  })

  it('paces its requests under the ~6 a second Storyblok allows for 100-story pages', async () => {
    const { fake, source } = space()
    await source.stories()
    const starts = fake.requests.map((request) => request.at)
    for (let index = 1; index < starts.length; index++) expect(starts[index]! - starts[index - 1]!).toBeGreaterThanOrEqual(1000 / 6)
    expect(fake.requests.some((request) => request.status === 429)).toBe(false)
  })
})
