// The repo's Workers as Miniflare runs them locally: the site and the ordering sandbox as `vite build` left them in
// dist/ (served by scripts/serve-built.ts), and a Worker bundled from its sources with esbuild (the card provider's
// sandbox there, and the auxiliary Workers of the worker tests, vitest.config.ts). Bindings, vars and compatibility
// settings always come from the Worker's own wrangler file, never from a copy of them.
import { globSync, readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { build, type BuildOptions } from 'esbuild'
import type { Json } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { usZipTableEsbuildPlugin } from './us-zip-table-plugin.ts'

/**
 * A Worker `vite build` wrote (dist/<name>/wrangler.json): its entry and every module beside it, as the Cloudflare
 * Vite plugin's preview loads them.
 */
export function builtWorker(configPath: string) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(configPath)
  const { modulesRules = [], ...options } = workerOptions
  if (!main) throw new Error(`${configPath} names no main module`)
  const rootPath = dirname(resolve(dirname(configPath), main))
  const entry = basename(main)
  const others = modulesRules.flatMap(({ type, include }) =>
    globSync(include, { cwd: rootPath })
      .filter((path) => path !== entry)
      .map((path) => ({ type, path })),
  )
  const { name } = JSON.parse(readFileSync(configPath, 'utf8')) as { name: string }
  return { ...options, name, rootPath, modules: [{ type: 'ESModule' as const, path: entry }, ...others] }
}

/** How esbuild bundles a Worker into one ES module for workerd, as wrangler would (the bench's own Workers too). */
export const WORKER_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker', 'browser'],
  logLevel: 'warning',
} satisfies BuildOptions

/**
 * A Worker of this repo bundled into one ES module (migration .sql files as text, plus the build-time zip table),
 * well under a second, with `vars` added to its bindings. Dropped from its config: module rules and the root path
 * describe the unbundled sources; the bundle is one module at its own path (and Miniflare 5 refuses v4-style rules
 * here).
 */
export async function bundledWorker(name: string, entry: string, configPath: string, outfile: string, vars: Record<string, string> = {}) {
  await build({
    ...WORKER_BUNDLE_OPTIONS,
    entryPoints: [entry],
    outfile,
    loader: { '.sql': 'text' },
    plugins: [usZipTableEsbuildPlugin()],
  })
  const { modulesRules: _rules, rootPath: _root, ...workerOptions } = unstable_getMiniflareWorkerOptions(configPath).workerOptions
  const { bindings } = workerOptions as { bindings?: Record<string, Json> }
  return { ...workerOptions, name, modules: true, scriptPath: resolve(outfile), bindings: { ...bindings, ...vars } }
}
