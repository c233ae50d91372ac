import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { routes } from '#client/routes.tsx'
import { POINTER_KEY } from '#worker/content/content-keys.ts'
import { RESERVED_SLUG_ROOTS, routeTableRoots } from '#worker/content/page-slug-rules.ts'
import { runContentSync } from '#worker/content/run-content-sync.ts'
import { seedStories } from '#worker/content/seed/index.ts'
import { PUBLISHED_TOKEN, createFakeStoryblok, type FakeStoryblok } from '../fixtures/storyblok-fake.ts'
import { fakeSpaceStories, generatedStory, type FakeStory } from '../fixtures/storyblok-stories.ts'

// Issue 29, R4: two CMS stories with the same normalised slug overwrote each other silently (a folder start page
// `about/` replaced the `about` page), and slugs such as `../etc/passwd`, `//evil.example`, `api` or `account` were
// accepted without a word. Now the sync fails, one log line names the stories, and the live content stays.

const storyblokEnv = { ...env, STORYBLOK_TOKEN: PUBLISHED_TOKEN } as Env

const aboutTitle = async () => {
  const response = await exports.default.fetch(new Request('https://perkins.test/_data/about.json'))
  return ((await response.json()) as { title: string }).title
}

/** The whole seed space, synced and serving, through the Worker's own sync (the cron's code). */
async function liveSpace(): Promise<FakeStoryblok> {
  const fake = createFakeStoryblok(fakeSpaceStories(seedStories.length))
  vi.spyOn(console, 'log').mockImplementation(() => {})
  await runContentSync(storyblokEnv, fake.fetch, 'cron')
  return fake
}

/** Runs the sync expecting it to fail; answers its one log line. */
async function failedSync(fake: FakeStoryblok): Promise<{ event: string; message: string }> {
  const lines: string[] = []
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)))
  await expect(runContentSync(storyblokEnv, fake.fetch, 'cron')).rejects.toThrow()
  expect(lines).toHaveLength(1)
  return JSON.parse(lines[0]!) as { event: string; message: string }
}

const badStory = (id: number, fullSlug: string, name: string): FakeStory => ({
  ...generatedStory(id),
  id: 900_000 + id,
  full_slug: fullSlug,
  slug: fullSlug.split('/').filter(Boolean).pop() ?? fullSlug,
  name,
})

describe('the content sync refuses bad slugs', () => {
  it('fails when a folder start page about/ would replace the about page, naming both, and /about stays', async () => {
    const fake = await liveSpace()
    const pointer = await env.CONTENT.get(POINTER_KEY, 'text')
    const before = await aboutTitle()
    fake.publish({ ...badStory(1, 'about/', 'About folder'), content: { ...generatedStory(1).content, title: 'Replaced | Perkins' } })

    const line = await failedSync(fake)
    expect(line.event).toBe('content-sync-failed')
    expect(line.message).toContain('"about" (Our Story, id 1002)')
    expect(line.message).toContain('"about/" (About folder, id 900001)')
    expect(await env.CONTENT.get(POINTER_KEY, 'text')).toBe(pointer)
    expect(await aboutTitle()).toBe(before)
  })

  it.each([
    ['../etc/passwd', 'outside the site'],
    ['//evil.example', 'outside the site'],
    ['https://evil.example/x', 'outside the site'],
    ['Spring-Specials', 'outside the site'],
    ['api', "the site's own routes"],
    ['account', "the site's own routes"],
    ['account/forgot-password', "the site's own routes"],
    ['order/confirm', "the site's own routes"],
    ['menu', "the site's own routes"],
    ['locations/mn', "the site's own routes"],
    ['signin', "the site's own routes"],
    ['404', "the site's own routes"],
  ])('fails on the slug %s, naming the story, and publishes nothing', async (slug, why) => {
    const fake = await liveSpace()
    const pointer = await env.CONTENT.get(POINTER_KEY, 'text')
    fake.publish(badStory(2, slug, 'Editor typo'))

    const line = await failedSync(fake)
    expect(line.message).toContain(`"${slug}" (Editor typo, id 900002)`)
    expect(line.message).toContain(why)
    expect(await env.CONTENT.get(POINTER_KEY, 'text')).toBe(pointer)
  })

  it('reserves every route of the route table that is not a content page, and the Worker’s own addresses', () => {
    expect(routeTableRoots(routes).sort()).toEqual(['404', 'account', 'app', 'locations', 'menu', 'order', 'signin'])
    for (const root of ['api', '_data', '_storyblok', '_admin']) expect(RESERVED_SLUG_ROOTS.has(root)).toBe(true)
    // Content routes stay open to editors.
    for (const root of ['perks', 'franchising', 'contact-us', 'reviews', 'about']) expect(RESERVED_SLUG_ROOTS.has(root)).toBe(false)
  })
})
