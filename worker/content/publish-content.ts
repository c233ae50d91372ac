import type { ContentBundle, ContentManifest, ContentPointer } from './content-bundle.ts'
import { manifestSchema, pointerSchema } from './content-bundle.ts'
import { POINTER_KEY, blobKey, manifestKey } from './content-keys.ts'

export interface PublishResult {
  version: string
  /** Blobs written by this run; unchanged content is not written again. */
  blobsWritten: number
  /** False when the same version was already serving: nothing was written. */
  changed: boolean
}

type ContentKv = Pick<KVNamespace, 'get' | 'put'>

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Publishes a content version: blobs first (content-addressed, only new ones), then the manifest, then the
 * pointer. A failure before the pointer write leaves the serving version untouched; a repeat or concurrent
 * run of the same content computes the same version and writes the same bytes, so it cannot corrupt anything.
 */
export async function publishContent(kv: ContentKv, bundle: ContentBundle, now = new Date()): Promise<PublishResult> {
  const previous = await readPreviousManifest(kv)
  const knownHashes = new Set(previous ? [previous.globals, ...Object.values(previous.pages)] : [])

  const blobs = new Map<string, string>()
  const addBlob = async (value: unknown) => {
    const text = JSON.stringify(value)
    const hash = await sha256Hex(text)
    blobs.set(hash, text)
    return hash
  }
  const globals = await addBlob(bundle.globals)
  const pages: Record<string, string> = {}
  for (const slug of Object.keys(bundle.pages).sort()) pages[slug] = await addBlob(bundle.pages[slug])

  const version = (await sha256Hex(JSON.stringify({ globals, pages }))).slice(0, 16)
  if (previous?.version === version) return { version, blobsWritten: 0, changed: false }

  let blobsWritten = 0
  for (const [hash, text] of blobs) {
    if (knownHashes.has(hash)) continue
    await kv.put(blobKey(hash), text)
    blobsWritten++
  }
  const manifest: ContentManifest = { version, createdAt: now.toISOString(), globals, pages }
  await kv.put(manifestKey(version), JSON.stringify(manifest))
  const pointer: ContentPointer = { version, publishedAt: now.toISOString() }
  await kv.put(POINTER_KEY, JSON.stringify(pointer))
  return { version, blobsWritten, changed: true }
}

async function readPreviousManifest(kv: ContentKv): Promise<ContentManifest | null> {
  const pointer = pointerSchema.safeParse(await kv.get(POINTER_KEY, 'json').catch(() => null))
  if (!pointer.success) return null
  const manifest = manifestSchema.safeParse(await kv.get(manifestKey(pointer.data.version), 'json').catch(() => null))
  return manifest.success ? manifest.data : null
}
