import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

// Chunks are named by their hash alone (docs/decisions/126-hash-named-chunks.md), so a test that must refuse one
// finds its file through the build's manifest, by the source module it holds.

function builtChunk(source: string): { file: string; css?: string[] } {
  const manifest = JSON.parse(readFileSync(resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >
  const chunk = manifest[source]
  if (!chunk) throw new Error(`the client build has no chunk for ${source}: run npm run build`)
  return chunk
}

/** The URL path of the built chunk whose entry point is `source` (a path from the repository root). */
export const builtChunkPath = (source: string): string => `/${builtChunk(source).file}`

/** The URL paths of the stylesheets the built chunk of `source` brings itself. */
export function builtStylesheetPaths(source: string): string[] {
  const sheets = builtChunk(source).css ?? []
  if (sheets.length === 0) throw new Error(`the client build's chunk for ${source} brings no stylesheet`)
  return sheets.map((file) => `/${file}`)
}

/** Matches the requests for the built chunks of `sources`, for page.route. */
export function builtChunks(...sources: string[]): (url: URL) => boolean {
  const paths = new Set(sources.map(builtChunkPath))
  return (url) => paths.has(url.pathname)
}
