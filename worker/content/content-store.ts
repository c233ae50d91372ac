import { z } from 'zod'
import { cmsLocationSchema, globalsSchema, pageDataSchema, type CmsLocation, type Globals, type PageData } from '../../shared/schemas/content.ts'
import { manifestSchema, pointerSchema, type ContentManifest } from './content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from './content-keys.ts'

/** Thrown when the content KV cannot be read or holds no published version: the page answers 503. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}

export interface ContentStore {
  page(slug: string): Promise<PageData | null>
  globals(): Promise<Globals>
  /** The CMS location records, sorted by store id (spec §7); empty before the first sync that carried them. */
  locations(): Promise<CmsLocation[]>
  location(id: number): Promise<CmsLocation | null>
  version(): Promise<string>
  /** Every published page's slug, for the sitemap. */
  pageSlugs(): Promise<string[]>
}

const locationsSchema = z.array(cmsLocationSchema)

type ContentKv = Pick<KVNamespace, 'get'>

// Manifests and blobs are immutable once written, so an isolate may keep them for its whole life.
// The pointer is the only key that changes; KV's own edge cache (cacheTtl) bounds how stale it can be.
const manifestCache = new Map<string, ContentManifest>()
const blobCache = new Map<string, unknown>()
const BLOB_CACHE_LIMIT = 500
// Every locations page reads the whole list; validating it once per version is enough.
const parsedLocations = new Map<string, CmsLocation[]>()
const POINTER_CACHE_TTL_SECONDS = 60

async function readJson(kv: ContentKv, key: string, cacheTtl?: number): Promise<unknown> {
  let text: string | null
  try {
    text = cacheTtl ? await kv.get(key, { type: 'text', cacheTtl }) : await kv.get(key, 'text')
  } catch (cause) {
    throw new ContentUnavailableError(`content store read failed for ${key}`, { cause })
  }
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new ContentUnavailableError(`content store holds unreadable JSON at ${key}`, { cause })
  }
}

export function createContentStore(kv: ContentKv): ContentStore {
  let manifestPromise: Promise<ContentManifest> | undefined

  // One request reads the pointer once, however many loaders ask.
  const currentManifest = () => (manifestPromise ??= loadCurrentManifest(kv))

  async function blob(hash: string): Promise<unknown> {
    if (blobCache.has(hash)) return blobCache.get(hash)
    const value = await readJson(kv, blobKey(hash))
    if (value === null) throw new ContentUnavailableError(`content blob ${hash} is missing`)
    if (blobCache.size >= BLOB_CACHE_LIMIT) blobCache.delete(blobCache.keys().next().value!)
    blobCache.set(hash, value)
    return value
  }

  return {
    async page(slug) {
      const manifest = await currentManifest()
      const hash = manifest.pages[slug]
      if (!hash) return null
      return pageDataSchema.parse(await blob(hash))
    },
    async globals() {
      const manifest = await currentManifest()
      return globalsSchema.parse(await blob(manifest.globals))
    },
    async locations() {
      const manifest = await currentManifest()
      const hash = manifest.locations
      if (!hash) return []
      const cached = parsedLocations.get(hash)
      if (cached) return cached
      const locations = locationsSchema.parse(await blob(hash))
      if (parsedLocations.size >= 8) parsedLocations.delete(parsedLocations.keys().next().value!)
      parsedLocations.set(hash, locations)
      return locations
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
  }
}

async function loadCurrentManifest(kv: ContentKv): Promise<ContentManifest> {
  const pointer = pointerSchema.safeParse(await readJson(kv, POINTER_KEY, POINTER_CACHE_TTL_SECONDS))
  if (!pointer.success) throw new ContentUnavailableError('no content version is published yet')
  const cached = manifestCache.get(pointer.data.version)
  if (cached) return cached
  const manifest = manifestSchema.safeParse(await readJson(kv, manifestKey(pointer.data.version)))
  if (!manifest.success) throw new ContentUnavailableError(`manifest ${pointer.data.version} is missing or malformed`)
  manifestCache.set(manifest.data.version, manifest.data)
  return manifest.data
}
