import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export const CLIENT_ENTRY = 'client/entry.client.tsx'
export const CLIENT_STYLES = 'client/styles/site.css'
export const CLIENT_OUT_DIR = 'dist/client'

const VIRTUAL_ID = 'virtual:client-assets'
const RESOLVED_ID = '\0' + VIRTUAL_ID

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

/** Every file a chunk needs before it can run: itself and its static imports, depth first, no repeats. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  const files = [`/${chunk.file}`]
  for (const imported of chunk.imports ?? []) files.push(...chunkClosure(manifest, imported, seen))
  return files
}

/**
 * The stylesheets a chunk brings with it: those of its static imports first, then its own, as Vite's preload helper
 * appends them on a client navigation, so the server-rendered page has the same cascade. The entry's own sheet is
 * left out: it is inlined in every page.
 */
function chunkStyles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key) || key === CLIENT_ENTRY) return []
  seen.add(key)
  const files: string[] = []
  for (const imported of chunk.imports ?? []) files.push(...chunkStyles(manifest, imported, seen))
  for (const file of chunk.css ?? []) if (!files.includes(`/${file}`)) files.push(`/${file}`)
  return files
}

/**
 * `virtual:client-assets` tells the Worker's renderer which script to load, what to modulepreload and which
 * stylesheets each route module brings (and their text, to inline), and the shell stylesheet to inline. In a build it reads the client
 * manifest (the client builds first, see vite.config.ts); in dev it points at Vite's dev server modules.
 */
export function clientAssetsPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve'
  let root = process.cwd()
  return {
    name: 'perkins:client-assets',
    configResolved(config) {
      command = config.command
      root = config.root
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (command === 'serve') {
        const assets = {
          entry: `/${CLIENT_ENTRY}`,
          devScripts: ['/@vite/client'],
          stylesheets: [`/${CLIENT_STYLES}`],
          inlineCss: '',
          preloads: {},
          styles: {},
          styleText: {},
        }
        return `export const clientAssets = ${JSON.stringify(assets)}`
      }
      const outDir = resolve(root, CLIENT_OUT_DIR)
      const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
      const entry = manifest[CLIENT_ENTRY]
      if (!entry) throw new Error(`client manifest has no ${CLIENT_ENTRY}: build the client first`)
      const inlineCss = (entry.css ?? []).map((file) => readFileSync(resolve(outDir, file), 'utf8')).join('\n')
      const preloads: Record<string, string[]> = {}
      const styles: Record<string, string[]> = {}
      for (const key of Object.keys(manifest)) {
        preloads[key] = chunkClosure(manifest, key)
        const sheets = chunkStyles(manifest, key)
        if (sheets.length) styles[key] = sheets
      }
      // Every screen's sheet is small (a few KB): a first visit gets it inline, so nothing blocks the first paint.
      const styleText: Record<string, string> = {}
      for (const sheet of new Set(Object.values(styles).flat())) styleText[sheet] = readFileSync(resolve(outDir, `.${sheet}`), 'utf8')
      const entryPreloads = chunkClosure(manifest, CLIENT_ENTRY).slice(1)
      const assets = {
        entry: `/${entry.file}`,
        devScripts: [],
        stylesheets: [],
        inlineCss,
        preloads: { ...preloads, [CLIENT_ENTRY]: entryPreloads },
        styles,
        styleText,
      }
      return `export const clientAssets = ${JSON.stringify(assets)}`
    },
  }
}
