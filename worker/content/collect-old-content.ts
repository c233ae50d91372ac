import { manifestSchema, pointerSchema } from './content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from './content-keys.ts'
import type { ContentMetadata } from './publish-content.ts'

// Deletes content no kept version needs. Kept: the version the pointer names and the KEPT_PREVIOUS_VERSIONS newest
// others (by when they were created), so a rollback to any of them still finds every blob. Everything else (older
// manifests, and blobs none of the kept manifests names) is deleted, within the invocation's KV budget; what the
// budget leaves is collected by a later run.
//
// Runs can overlap (cron and webhook). A blob is deleted only when it was last written more than BLOB_GRACE_MS
// ago, so blobs a running publish has just written for a version whose manifest does not exist yet are spared;
// and a run that sees a manifest appear while it works deletes nothing and leaves the work to the next run.

/** Previous versions kept besides the serving one, so a rollback stays possible. */
export const KEPT_PREVIOUS_VERSIONS = 3
/** How long a freshly written blob is spared even when no manifest names it yet: far longer than any sync run. */
export const BLOB_GRACE_MS = 60 * 60 * 1000

const MANIFEST_PREFIX = manifestKey('')
const BLOB_PREFIX = blobKey('')
// KV allows a few simultaneous operations per invocation; more would only queue.
const DELETE_CONCURRENCY = 6

type ContentKvCollector = Pick<KVNamespace, 'get' | 'list' | 'delete'>

export interface CollectResult {
  /** skipped: nothing is published, a kept manifest is unreadable, or a publish ran alongside; nothing deleted. */
  status: 'collected' | 'incomplete' | 'skipped'
  keptVersions: string[]
  manifestsDeleted: number
  blobsDeleted: number
  /** Deletions left for a later run by the operation budget. */
  pending: number
  kvOperations: number
}

interface Listed {
  name: string
  writtenAt: string
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text)
  } catch {
    return null
  }
}

const writtenAtOf = (metadata: unknown): string =>
  typeof metadata === 'object' && metadata !== null && typeof (metadata as ContentMetadata).writtenAt === 'string'
    ? (metadata as ContentMetadata).writtenAt
    : ''

export async function collectOldContent(kv: ContentKvCollector, options: { now?: Date; operationBudget: number }): Promise<CollectResult> {
  const now = options.now ?? new Date()
  let operations = 0
  const result = (
    status: CollectResult['status'],
    keptVersions: string[] = [],
    manifestsDeleted = 0,
    blobsDeleted = 0,
    pending = 0,
  ): CollectResult => ({
    status,
    keptVersions,
    manifestsDeleted,
    blobsDeleted,
    pending,
    kvOperations: operations,
  })

  async function listAll(prefix: string): Promise<Listed[] | null> {
    const keys: Listed[] = []
    let cursor: string | undefined
    do {
      if (operations >= options.operationBudget) return null
      operations++
      const page: KVNamespaceListResult<unknown, string> = await kv.list({ prefix, ...(cursor ? { cursor } : {}) })
      for (const key of page.keys) keys.push({ name: key.name, writtenAt: writtenAtOf(key.metadata) })
      cursor = page.list_complete ? undefined : page.cursor
    } while (cursor)
    return keys
  }

  async function readText(key: string): Promise<string | null> {
    operations++
    return kv.get(key, 'text')
  }

  const pointer = pointerSchema.safeParse(parseJson(await readText(POINTER_KEY)))
  if (!pointer.success) return result('skipped')
  const current = pointer.data.version

  const manifests = await listAll(MANIFEST_PREFIX)
  if (!manifests) return result('incomplete')
  const versions = manifests
    .map((manifest) => ({ version: manifest.name.slice(MANIFEST_PREFIX.length), writtenAt: manifest.writtenAt }))
    // Newest first; manifests from before versions carried a date count as oldest.
    .sort((a, b) => (a.writtenAt === b.writtenAt ? 0 : a.writtenAt < b.writtenAt ? 1 : -1))
  const kept = [
    current,
    ...versions
      .map((entry) => entry.version)
      .filter((version) => version !== current)
      .slice(0, KEPT_PREVIOUS_VERSIONS),
  ]
  const dropped = versions.map((entry) => entry.version).filter((version) => !kept.includes(version))

  // Every blob a kept version names. A kept manifest that cannot be read means we cannot know what is in use.
  const referenced = new Set<string>()
  for (const version of kept) {
    if (operations >= options.operationBudget) return result('incomplete', kept)
    const manifest = manifestSchema.safeParse(parseJson(await readText(manifestKey(version))))
    if (!manifest.success) return result('skipped', kept)
    for (const hash of [manifest.data.globals, manifest.data.locations, ...Object.values(manifest.data.pages)])
      if (hash) referenced.add(blobKey(hash))
  }

  const blobs = await listAll(BLOB_PREFIX)
  if (!blobs) return result('incomplete', kept)
  const graceStart = new Date(now.getTime() - BLOB_GRACE_MS).toISOString()
  const garbage = blobs.filter((blob) => !referenced.has(blob.name) && blob.writtenAt < graceStart).map((blob) => blob.name)

  // A manifest written while we listed belongs to a publish that may reuse blobs we are about to delete.
  if (operations >= options.operationBudget) return result('incomplete', kept, 0, 0, garbage.length + dropped.length)
  const again = await listAll(MANIFEST_PREFIX)
  if (!again) return result('incomplete', kept, 0, 0, garbage.length + dropped.length)
  const before = new Set(manifests.map((manifest) => `${manifest.name}@${manifest.writtenAt}`))
  if (again.length !== manifests.length || again.some((manifest) => !before.has(`${manifest.name}@${manifest.writtenAt}`)))
    return result('skipped', kept)

  // Blobs first, then the manifests that named them: a dropped manifest left behind by the budget still names only
  // blobs that are either kept or already gone, and it is collected next time.
  const deletions = [...garbage, ...dropped.map(manifestKey)]
  const allowed = deletions.slice(0, Math.max(0, options.operationBudget - operations))
  let next = 0
  const worker = async () => {
    while (next < allowed.length) {
      const key = allowed[next++]!
      operations++
      await kv.delete(key)
    }
  }
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, allowed.length) }, worker))
  const blobsDeleted = allowed.filter((key) => key.startsWith(BLOB_PREFIX)).length
  const pending = deletions.length - allowed.length
  return result(pending > 0 ? 'incomplete' : 'collected', kept, allowed.length - blobsDeleted, blobsDeleted, pending)
}
