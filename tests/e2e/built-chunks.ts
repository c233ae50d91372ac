import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

// Chunks are named by their hash alone (docs/decisions/126-hash-named-chunks.md), so a test that must refuse one
// finds its file through the build's manifest, by the source module it holds.

/** The URL path of the built chunk whose entry point is `source` (a path from the repository root). */
export function builtChunkPath(source: string): string {
  const manifest = JSON.parse(readFileSync(resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
  const chunk = manifest[source]
  if (!chunk) throw new Error(`the client build has no chunk for ${source}: run npm run build`)
  return `/${chunk.file}`
}

/** Matches the requests for the built chunks of `sources`, for page.route. */
export function builtChunks(...sources: string[]): (url: URL) => boolean {
  const paths = new Set(sources.map(builtChunkPath))
  return (url) => paths.has(url.pathname)
}
