import { manifestSchema, pointerSchema, type ContentPointer } from './content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from './content-keys.ts'
import { forgetContentPointers } from './content-store.ts'
import { KV_BULK_READ_LIMIT } from './content-kv.ts'

// Points the site back at an earlier published content version: by default the newest one older than the serving
// version, or a named one. The version must still be whole in KV (its manifest and every blob; old-content
// collection keeps the serving version and the three before it). The version rolled away from is held, so the next
// sync does not publish it again until the CMS content changes (publish-content.ts).

type RollbackResult =
  | { ok: true; from: string; to: string; publishedAt: string }
  | { ok: false; reason: 'nothing-published' | 'no-earlier-version' | 'version-not-found' | 'already-serving'; message: string }

type RollbackKv = Pick<KVNamespace, 'get' | 'put' | 'list'>

const MANIFEST_PREFIX = manifestKey('')

function parse(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text)
  } catch {
    return null
  }
}

async function readManifest(kv: RollbackKv, version: string) {
  const manifest = manifestSchema.safeParse(parse(await kv.get(manifestKey(version), 'text')))
  return manifest.success ? manifest.data : null
}

/** Every published version still listed in KV with when it was created, newest first. */
async function publishedVersions(kv: RollbackKv): Promise<{ version: string; createdAt: string }[]> {
  const versions: { version: string; createdAt: string }[] = []
  let cursor: string | undefined
  do {
    const page = await kv.list({ prefix: MANIFEST_PREFIX, ...(cursor ? { cursor } : {}) })
    for (const key of page.keys) {
      const version = key.name.slice(MANIFEST_PREFIX.length)
      const manifest = await readManifest(kv, version)
      if (manifest) versions.push({ version, createdAt: manifest.createdAt })
    }
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return versions.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** The newest kept version created before the serving one, or null. */
async function newestOlderVersion(kv: RollbackKv, serving: string): Promise<string | null> {
  const servingManifest = await readManifest(kv, serving)
  const older = (await publishedVersions(kv)).filter(
    (entry) => entry.version !== serving && (!servingManifest || entry.createdAt < servingManifest.createdAt),
  )
  return older[0]?.version ?? null
}

/** True when every blob the manifest names is still in KV. */
async function isWhole(kv: RollbackKv, hashes: string[]): Promise<boolean> {
  for (let start = 0; start < hashes.length; start += KV_BULK_READ_LIMIT) {
    const keys = hashes.slice(start, start + KV_BULK_READ_LIMIT).map(blobKey)
    const found = await kv.get(keys, 'text')
    if (keys.some((key) => found.get(key) == null)) return false
  }
  return true
}

export async function rollbackContent(kv: RollbackKv, options: { version?: string; now?: Date } = {}): Promise<RollbackResult> {
  const now = options.now ?? new Date()
  const pointer = pointerSchema.safeParse(parse(await kv.get(POINTER_KEY, 'text')))
  if (!pointer.success)
    return { ok: false, reason: 'nothing-published', message: 'No content version is published yet; there is nothing to roll back.' }
  const current = pointer.data
  if (options.version === current.version)
    return { ok: false, reason: 'already-serving', message: `Version ${current.version} is already serving; nothing changed.` }

  const target = options.version ?? (await newestOlderVersion(kv, current.version))
  if (target === null) return { ok: false, reason: 'no-earlier-version', message: 'No earlier content version is kept; nothing changed.' }
  const manifest = /^[0-9a-f]{16}$/.test(target) ? await readManifest(kv, target) : null
  if (
    !manifest ||
    !(await isWhole(kv, [manifest.globals, ...(manifest.locations ? [manifest.locations] : []), ...Object.values(manifest.pages)]))
  ) {
    return {
      ok: false,
      reason: 'version-not-found',
      message: `Content version ${target} no longer exists (or is incomplete); nothing changed.`,
    }
  }

  const heldFrom = [current.version, ...(current.heldFrom ?? [])].filter(
    (version, index, all) => version !== target && all.indexOf(version) === index,
  )
  const next: ContentPointer = {
    version: target,
    publishedAt: now.toISOString(),
    ...(current.readAt ? { readAt: current.readAt } : {}),
    heldFrom,
  }
  await kv.put(POINTER_KEY, JSON.stringify(next))
  forgetContentPointers()
  return { ok: true, from: current.version, to: target, publishedAt: next.publishedAt }
}
