import type { ContentKvWriter } from '#worker/content/content-kv.ts'
import { createStoryblokClient } from '#worker/content/storyblok-client.ts'
import { storyblokSource, syncContent } from '#worker/content/sync-content.ts'
import { FAKE_API, PUBLISHED_TOKEN, createFakeStoryblok } from '../fixtures/storyblok-fake.ts'
import { fakeSpaceStories, type FakeStory } from '../fixtures/storyblok-stories.ts'
import { createVirtualClock } from '../fixtures/storyblok-virtual-clock.ts'

// The CMS sync at scale, in Node: 10,000 stories served by the fake Storyblok API through the real client
// (paging, pacing and back-off on a virtual clock, so the run is not slowed by the ~5 requests a second it
// keeps to), published into an in-memory KV. Reports what a 1%-changed re-sync costs.

/** An in-memory KV with the operations the sync uses, bulk reads included. */
function memoryKv() {
  const data = new Map<string, string>()
  const kv: ContentKvWriter = {
    get: (async (key: string | string[]) =>
      Array.isArray(key) ? new Map(key.map((name) => [name, data.get(name) ?? null])) : (data.get(key) ?? null)) as ContentKvWriter['get'],
    async put(key, value) {
      data.set(key, value)
    },
  }
  return { kv, size: () => data.size }
}

const changed = (story: FakeStory): FakeStory => ({
  ...story,
  content: { ...story.content, title: `${String(story.content.title)} (updated)` },
})

export async function benchSync(options: { stories?: number; changedShare?: number } = {}): Promise<Record<string, number>> {
  const total = options.stories ?? 10_000
  const share = options.changedShare ?? 0.01
  const clock = createVirtualClock()
  const fake = createFakeStoryblok(fakeSpaceStories(total), clock)
  const source = storyblokSource(
    createStoryblokClient({
      token: PUBLISHED_TOKEN,
      fetch: fake.fetch,
      baseUrl: FAKE_API,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0,
    }),
  )
  const store = memoryKv()

  // The starting point: the whole space already published (in production, over several cron runs).
  const setupStarted = performance.now()
  const initial = await syncContent(store.kv, source, { operationBudget: Number.POSITIVE_INFINITY })
  const setupMs = performance.now() - setupStarted
  if (initial.status !== 'published') throw new Error(`the initial publish ended ${initial.status}`)

  const pages = fake.stories().filter((story) => story.full_slug.startsWith('community/'))
  const count = Math.round(total * share)
  const step = Math.floor(pages.length / count)
  for (let index = 0; index < count; index++) fake.publish(changed(pages[index * step]!))

  const requestsBefore = fake.requests.length
  const sleptBefore = clock.slept()
  const started = performance.now()
  const result = await syncContent(store.kv, source)
  const wallMs = performance.now() - started
  if (result.status !== 'published') throw new Error(`the 1%-changed sync ended ${result.status}`)

  return {
    'sync: stories in the space': total,
    'sync: stories changed': count,
    'sync: KV writes (blobs + manifest + pointer)': result.kvWrites,
    'sync: KV reads': result.kvReads,
    'sync: KV operations (limit 1000 per invocation)': result.kvReads + result.kvWrites,
    'sync: wall time, ms': Math.round(wallMs),
    'sync: Storyblok requests': fake.requests.length - requestsBefore,
    'sync: time paced for Storyblok, s (not waited here)': Math.round((clock.slept() - sleptBefore) / 100) / 10,
    'sync: first full publish, ms (setup)': Math.round(setupMs),
    'sync: KV keys after both runs': store.size(),
  }
}
