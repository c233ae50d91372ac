import type { ContentBundle, ContentManifest, ContentPointer } from './content-bundle.ts'
import { manifestSchema, pointerSchema } from './content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from './content-keys.ts'
import { forgetContentPointers } from './content-store.ts'
import { KV_BULK_READ_LIMIT, KV_OPERATIONS_PER_INVOCATION, type ContentKvWriter } from './content-kv.ts'
import { sha256Hex } from '#shared/hex.ts'

/**
 * Written beside blobs and manifests (KV metadata, returned by list at no extra cost), so the collector of old
 * content (collect-old-content.ts) can order versions and spare blobs a run may still be publishing.
 */
export interface ContentMetadata {
  /** Blobs: when this run wrote it. Manifests: when the version was created. */
  writtenAt: string
}

export interface PublishResult {
  /**
   * published: the pointer now names this version. unchanged: it already did; nothing was written.
   * incomplete: more new blobs than one invocation may write; those written stay, the pointer did not move,
   * and the next run carries on. superseded: a run that read the CMS later published first; ours stood down.
   * held: an operator rolled back from this very version; it stays off until the CMS content changes.
   */
  status: 'published' | 'unchanged' | 'incomplete' | 'superseded' | 'held'
  version: string
  /** True when this run moved the pointer. */
  changed: boolean
  /** Blobs written by this run; content already in KV is not written again. */
  blobsWritten: number
  /** New blobs still to write when the run stopped at its operation budget. */
  blobsPending: number
  kvReads: number
  kvWrites: number
}

export interface PublishOptions {
  now?: Date
  /** When the source read began (defaults to `now`); a pointer from a later read is never replaced. */
  readAt?: Date
  /** KV operations this run may spend, reads and writes together; a bulk read counts as one. */
  operationBudget?: number
}

// KV allows a few simultaneous operations per invocation; more would only queue.
const WRITE_CONCURRENCY = 6
// The pointer re-read, the manifest write and the pointer write, reserved before any blob is written.
const FINAL_OPERATIONS = 3

/** Wraps the KV binding so every operation is counted against the invocation's budget. */
function countingKv(kv: ContentKvWriter) {
  const counts = { reads: 0, writes: 0 }
  return {
    counts,
    used: () => counts.reads + counts.writes,
    getText: (key: string) => (counts.reads++, kv.get(key, 'text')),
    getMany: (keys: string[]) => (counts.reads++, kv.get(keys, 'text')),
    put: (key: string, value: string, metadata?: ContentMetadata) => (
      counts.writes++,
      kv.put(key, value, metadata ? { metadata } : undefined)
    ),
  }
}

async function readJson(read: () => Promise<string | null>): Promise<unknown> {
  try {
    const text = await read()
    return text === null ? null : JSON.parse(text)
  } catch {
    // An unreadable pointer or manifest only means nothing can be reused: this run writes everything.
    return null
  }
}

/**
 * Publishes a content version: blobs first (content-addressed, only new ones), then the manifest, then the
 * pointer. A failure before the pointer write leaves the serving version untouched; a repeat or concurrent
 * run of the same content computes the same version and writes the same bytes, so it cannot corrupt anything.
 * A first publish of a large space may need several runs: each writes what its KV budget allows.
 */
export async function publishContent(kv: ContentKvWriter, bundle: ContentBundle, options: PublishOptions = {}): Promise<PublishResult> {
  const now = options.now ?? new Date()
  const readAt = options.readAt ?? now
  const budget = options.operationBudget ?? KV_OPERATIONS_PER_INVOCATION
  const store = countingKv(kv)

  const previousPointer = pointerSchema.safeParse(await readJson(() => store.getText(POINTER_KEY)))
  const previous = previousPointer.success
    ? manifestSchema.safeParse(await readJson(() => store.getText(manifestKey(previousPointer.data.version))))
    : null
  const previousManifest = previous?.success ? previous.data : null

  const blobs = new Map<string, string>()
  const addBlob = async (value: unknown) => {
    const text = JSON.stringify(value)
    const hash = await sha256Hex(text)
    blobs.set(hash, text)
    return hash
  }
  const globals = await addBlob(bundle.globals)
  const locations = await addBlob(bundle.locations)
  const pageHashes = new Map<string, string>()
  for (const [slug, page] of Object.entries(bundle.pages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    pageHashes.set(slug, await addBlob(page))
  const pages = Object.fromEntries(pageHashes)
  const version = (await sha256Hex(JSON.stringify({ globals, locations, pages }))).slice(0, 16)

  const result = (status: PublishResult['status'], blobsWritten: number, blobsPending: number): PublishResult => ({
    status,
    version,
    changed: status === 'published',
    blobsWritten,
    blobsPending,
    kvReads: store.counts.reads,
    kvWrites: store.counts.writes,
  })
  if (previousManifest?.version === version) return result('unchanged', 0, 0)
  const isHeld = (pointer: ContentPointer) => pointer.heldFrom?.includes(version) ?? false
  if (previousPointer.success && isHeld(previousPointer.data)) return result('held', 0, 0)

  const known = new Set(
    previousManifest ? [previousManifest.globals, previousManifest.locations, ...Object.values(previousManifest.pages)] : [],
  )
  let missing = [...blobs.keys()].filter((hash) => !known.has(hash))

  // Writing a blob again is harmless (same key, same bytes), so a small change just writes. Only when the
  // new blobs exceed what this run may write is it worth asking KV which an earlier, cut-short run already
  // wrote: one bulk read answers for a hundred keys.
  if (missing.length > budget - store.used() - FINAL_OPERATIONS) {
    const stillMissing: string[] = []
    let checked = 0
    while (checked < missing.length && store.used() < budget - FINAL_OPERATIONS) {
      const chunk = missing.slice(checked, checked + KV_BULK_READ_LIMIT)
      const found = await store.getMany(chunk.map(blobKey))
      for (const hash of chunk) if (found.get(blobKey(hash)) == null) stillMissing.push(hash)
      checked += chunk.length
    }
    // Chunks the budget left unchecked count as missing; a later run checks them.
    missing = [...stillMissing, ...missing.slice(checked)]
  }

  const writable = Math.max(0, budget - store.used() - FINAL_OPERATIONS)
  const toWrite = missing.slice(0, writable)
  let next = 0
  const writer = async () => {
    while (next < toWrite.length) {
      const hash = toWrite[next++]!
      await store.put(blobKey(hash), blobs.get(hash)!, { writtenAt: now.toISOString() })
    }
  }
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, toWrite.length) }, writer))
  if (toWrite.length < missing.length) return result('incomplete', toWrite.length, missing.length - toWrite.length)

  const manifest: ContentManifest = { version, createdAt: now.toISOString(), globals, locations, pages }
  await store.put(manifestKey(version), JSON.stringify(manifest), { writtenAt: now.toISOString() })

  // Runs can overlap (cron and webhook). The one that read the CMS last has the newest content, so an
  // earlier read that finishes later must not put its older version back.
  const current = pointerSchema.safeParse(await readJson(() => store.getText(POINTER_KEY)))
  if (current.success && current.data.version !== version && current.data.readAt && current.data.readAt > readAt.toISOString()) {
    return result('superseded', toWrite.length, 0)
  }
  // A rollback while this run worked: its target stays.
  if (current.success && isHeld(current.data)) return result('held', toWrite.length, 0)
  const pointer: ContentPointer = { version, publishedAt: now.toISOString(), readAt: readAt.toISOString() }
  await store.put(POINTER_KEY, JSON.stringify(pointer))
  forgetContentPointers()
  return result('published', toWrite.length, 0)
}
