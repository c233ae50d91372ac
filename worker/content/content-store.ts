import { z } from 'zod'
import { cmsLocationSchema, globalsSchema, pageDataSchema, type CmsLocation, type Globals, type PageData } from '#shared/schemas/content.ts'
import { manifestSchema, pointerSchema, type ContentManifest } from './content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from './content-keys.ts'
import { ownValue } from '#shared/own-property.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'

export interface ContentStore {
  page(slug: string): Promise<PageData | null>
  globals(): Promise<Globals>
  /** The CMS location records, sorted by store id; empty before the first sync that carried them. */
  locations(): Promise<CmsLocation[]>
  location(id: number): Promise<CmsLocation | null>
  version(): Promise<string>
  /** The serving version and when it was published, for the health route. */
  publication(): Promise<{ version: string; publishedAt: string }>
  /** Every published page's slug, for the sitemap. */
  pageSlugs(): Promise<string[]>
}

const locationsSchema = z.array(cmsLocationSchema)

type ContentKv = Pick<KVNamespace, 'get'>

// Manifests and blobs are immutable once written, so an isolate may keep them for its whole life.
// The pointer is the only key that changes; KV's own edge cache (cacheTtl) bounds how stale it can be.
const manifestCache = new Map<string, ContentManifest>()
// Blobs as validated values, by hash: each is parsed once per isolate, not on every request that reads it.
const parsedBlobs = new Map<string, unknown>()
const BLOB_CACHE_LIMIT = 500
const POINTER_CACHE_TTL_SECONDS = 60
// KV may serve a pointer up to a minute old anyway; holding it in memory for a few seconds more saves a KV read on
// every page and every /api menu call. A publish in this isolate forgets it at once (forgetContentPointers).
const POINTER_MEMO_MS = 10_000
let pointerMemos = new WeakMap<object, { version: string; until: number }>()

/** Called after a new pointer is written, so this isolate serves the new version on its next read. */
export function forgetContentPointers(): void {
  pointerMemos = new WeakMap()
}

async function readJson(kv: ContentKv, key: string, cacheTtl?: number): Promise<unknown> {
  let text: string | null
  try {
    text = cacheTtl ? await kv.get(key, { type: 'text', cacheTtl }) : await kv.get(key, 'text')
  } catch (cause) {
    throw new ContentUnavailable(`content store read failed for ${key}`, { cause })
  }
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new ContentUnavailable(`content store holds unreadable JSON at ${key}`, { cause })
  }
}

export function createContentStore(kv: ContentKv): ContentStore {
  let manifestPromise: Promise<ContentManifest> | undefined

  // One request reads the pointer once, however many loaders ask.
  const currentManifest = () => (manifestPromise ??= loadCurrentManifest(kv))

  async function blob<T>(hash: string, schema: { parse(value: unknown): T }): Promise<T> {
    if (parsedBlobs.has(hash)) return parsedBlobs.get(hash) as T
    const value = await readJson(kv, blobKey(hash))
    if (value === null) throw new ContentUnavailable(`content blob ${hash} is missing`)
    const parsed = schema.parse(value)
    if (parsedBlobs.size >= BLOB_CACHE_LIMIT) parsedBlobs.delete(parsedBlobs.keys().next().value!)
    parsedBlobs.set(hash, parsed)
    return parsed
  }

  return {
    async page(slug) {
      const manifest = await currentManifest()
      // The slug comes from the URL: only a page this version really holds, never an inherited property.
      const hash = ownValue(manifest.pages, slug)
      if (!hash) return null
      return blob(hash, pageDataSchema)
    },
    async globals() {
      const manifest = await currentManifest()
      return blob(manifest.globals, globalsSchema)
    },
    async locations() {
      const manifest = await currentManifest()
      const hash = manifest.locations
      if (!hash) return []
      return blob(hash, locationsSchema)
    },
    async location(id) {
      const all = await this.locations()
      return all.find((location) => location.id === id) ?? null
    },
    async pageSlugs() {
      return Object.keys((await currentManifest()).pages).sort()
    },
    async version() {
      return (await currentManifest()).version
    },
    async publication() {
      const manifest = await currentManifest()
      return { version: manifest.version, publishedAt: manifest.createdAt }
    },
  }
}

async function currentVersion(kv: ContentKv): Promise<string> {
  const memo = pointerMemos.get(kv)
  if (memo && memo.until > Date.now()) return memo.version
  const pointer = pointerSchema.safeParse(await readJson(kv, POINTER_KEY, POINTER_CACHE_TTL_SECONDS))
  if (!pointer.success) throw new ContentUnavailable('no content version is published yet')
  pointerMemos.set(kv, { version: pointer.data.version, until: Date.now() + POINTER_MEMO_MS })
  return pointer.data.version
}

async function loadCurrentManifest(kv: ContentKv): Promise<ContentManifest> {
  const version = await currentVersion(kv)
  const cached = manifestCache.get(version)
  if (cached) return cached
  const manifest = manifestSchema.safeParse(await readJson(kv, manifestKey(version)))
  if (!manifest.success) throw new ContentUnavailable(`manifest ${version} is missing or malformed`)
  manifestCache.set(manifest.data.version, manifest.data)
  return manifest.data
}
