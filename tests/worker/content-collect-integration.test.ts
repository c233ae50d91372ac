import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { BLOB_GRACE_MS, collectOldContent, KEPT_PREVIOUS_VERSIONS } from '#worker/content/collect-old-content.ts'
import { manifestSchema, type ContentManifest } from '#worker/content/content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from '#worker/content/content-keys.ts'
import { forgetContentPointers } from '#worker/content/content-store.ts'
import { seedStories } from '#worker/content/seed/index.ts'
import { page, text } from '#worker/content/seed/story-helpers.ts'
import { syncContent, type SyncSource } from '#worker/content/sync-content.ts'

// Old content is collected: after several publishes, blobs only dropped versions named are deleted, while the
// serving version and the three before it (a rollback) keep every blob they need.

const T0 = Date.parse('2026-11-01T00:00:00.000Z')
const MINUTE = 60 * 1000

/** The seed content plus one page whose words change with `edition`: each edition is a new version. */
const edition = (n: number): SyncSource => ({
  name: `edition-${n}`,
  stories: async () => [
    ...seedStories,
    page(9100, 'specials', 'Specials', {
      title: `Specials, edition ${n}`,
      description: 'This week.',
      body: [text({ paragraphs: [`Edition ${n} of the specials.`] })],
    }),
  ],
})

async function clearContent() {
  for (;;) {
    const { keys } = await env.CONTENT.list({ prefix: 'content/' })
    if (keys.length === 0) return
    for (const { name } of keys) await env.CONTENT.delete(name)
  }
}

async function manifestOf(version: string): Promise<ContentManifest> {
  return manifestSchema.parse(JSON.parse((await env.CONTENT.get(manifestKey(version), 'text'))!))
}

const exists = async (key: string) => (await env.CONTENT.get(key, 'text')) !== null

async function publishEditions(count: number): Promise<string[]> {
  const versions: string[] = []
  for (let n = 0; n < count; n++) {
    const result = await syncContent(env.CONTENT, edition(n), { now: new Date(T0 + n * 10 * MINUTE) })
    expect(result.status).toBe('published')
    versions.push(result.version)
  }
  return versions
}

async function pointAt(version: string) {
  await env.CONTENT.put(POINTER_KEY, JSON.stringify({ version, publishedAt: new Date().toISOString() }))
  forgetContentPointers()
}

beforeEach(async () => {
  await clearContent()
})

describe('collecting old content', () => {
  it('deletes blobs only dropped versions named, and every kept version still renders', async () => {
    const versions = await publishEditions(6)
    const specials = await Promise.all(versions.map(async (version) => (await manifestOf(version)).pages.specials!))
    expect(new Set(specials).size).toBe(6)

    const result = await collectOldContent(env.CONTENT, { now: new Date(T0 + 6 * 60 * MINUTE), operationBudget: 950 })
    expect(result.status).toBe('collected')
    expect(result.keptVersions).toEqual([versions[5], versions[4], versions[3], versions[2]])
    expect(KEPT_PREVIOUS_VERSIONS).toBe(3)
    expect(result).toMatchObject({ manifestsDeleted: 2, blobsDeleted: 2, pending: 0 })

    for (const n of [0, 1]) {
      expect(await exists(manifestKey(versions[n]!)), `manifest ${n}`).toBe(false)
      expect(await exists(blobKey(specials[n]!)), `specials ${n}`).toBe(false)
    }
    // Blobs every version shares (the home page, the globals) stay.
    expect(await exists(blobKey((await manifestOf(versions[5]!)).globals))).toBe(true)

    for (const n of [2, 3, 4, 5]) {
      await pointAt(versions[n]!)
      const response = await exports.default.fetch(new Request('https://perkins.test/specials'))
      expect(response.status, `version ${n}`).toBe(200)
      expect(await response.text()).toContain(`Edition ${n} of the specials.`)
      expect((await exports.default.fetch(new Request('https://perkins.test/'))).status).toBe(200)
    }
  }, 30_000)

  it('spares a blob written within the grace period, which a running publish may be about to name', async () => {
    await publishEditions(1)
    const now = T0 + 6 * 60 * MINUTE
    await env.CONTENT.put(blobKey('fresh'), '{}', { metadata: { writtenAt: new Date(now - 5 * MINUTE).toISOString() } })
    await env.CONTENT.put(blobKey('stale'), '{}', { metadata: { writtenAt: new Date(now - BLOB_GRACE_MS - MINUTE).toISOString() } })
    await env.CONTENT.put(blobKey('undated'), '{}')
    const result = await collectOldContent(env.CONTENT, { now: new Date(now), operationBudget: 950 })
    expect(result.blobsDeleted).toBe(2)
    expect(await exists(blobKey('fresh'))).toBe(true)
    expect(await exists(blobKey('stale'))).toBe(false)
    expect(await exists(blobKey('undated'))).toBe(false)
  })

  it('stays within its operation budget and finishes on a later run', async () => {
    const versions = await publishEditions(7)
    const now = new Date(T0 + 6 * 60 * MINUTE)
    // Pointer, manifest list, four kept manifests, blob list, manifest re-list: 8 operations before any delete.
    const first = await collectOldContent(env.CONTENT, { now, operationBudget: 10 })
    expect(first).toMatchObject({ status: 'incomplete', kvOperations: 10 })
    expect(first.blobsDeleted + first.manifestsDeleted).toBe(2)
    expect(first.pending).toBe(4)
    const second = await collectOldContent(env.CONTENT, { now, operationBudget: 950 })
    expect(second.status).toBe('collected')
    for (const n of [3, 4, 5, 6]) expect(await exists(manifestKey(versions[n]!))).toBe(true)
    for (const n of [0, 1, 2]) expect(await exists(manifestKey(versions[n]!))).toBe(false)
  })

  it('deletes nothing when a publish writes a manifest while it works', async () => {
    const versions = await publishEditions(6)
    let lists = 0
    const overlapping = {
      get: env.CONTENT.get.bind(env.CONTENT),
      delete: env.CONTENT.delete.bind(env.CONTENT),
      list: (async (options: KVNamespaceListOptions) => {
        // Another run publishes while this one lists the blobs.
        if (++lists === 2) await syncContent(env.CONTENT, edition(99), { now: new Date(T0 + 5 * 60 * MINUTE) })
        return env.CONTENT.list(options)
      }) as KVNamespace['list'],
    } as Pick<KVNamespace, 'get' | 'list' | 'delete'>
    const result = await collectOldContent(overlapping, { now: new Date(T0 + 6 * 60 * MINUTE), operationBudget: 950 })
    expect(result).toMatchObject({ status: 'skipped', blobsDeleted: 0, manifestsDeleted: 0 })
    for (const version of versions) expect(await exists(manifestKey(version))).toBe(true)
  })

  it('runs with the cron sync and reports what it collected', async () => {
    await publishEditions(5)
    const { runContentSync } = await import('#worker/content/run-content-sync.ts')
    const lines: string[] = []
    const original = console.log
    console.log = (line: unknown) => void lines.push(String(line))
    try {
      await runContentSync(env, () => Promise.reject(new Error('no network')), 'cron')
    } finally {
      console.log = original
    }
    const line = JSON.parse(lines.find((entry) => entry.includes('content-sync'))!) as {
      status: string
      collected: { status: string; keptVersions: string[] }
    }
    expect(line.status).toBe('published')
    expect(line.collected.status).toBe('collected')
    expect(line.collected.keptVersions).toHaveLength(4)
  })
})
