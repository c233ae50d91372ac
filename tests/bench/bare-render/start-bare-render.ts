import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptions } from 'miniflare'
import { builtWorker } from '../../../scripts/local-workers.ts'
import { htmlToTree } from '../html-to-tree.ts'

const VITE = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url))
const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url))

/**
 * Builds the bare Hono + React render of `html` (./worker.ts, the page's markup as a TREE var) with the same Vite
 * and Cloudflare plugin as the site, and serves it as `npm start` serves the site (scripts/serve-built.ts): from
 * workerd's own socket, with the site's static assets in front of it. Locally the assets router is JavaScript
 * running in the same workerd before every request reaches the Worker (about 1 ms of CPU a request here); at the
 * edge it runs outside the Worker. The site pays it locally, so the bare render pays it too, and the ratio compares
 * the two Workers alone.
 */
export async function startBareRender(html: string, port: number): Promise<{ origin: string; stop: () => void }> {
  const dir = resolve('node_modules/.cache/bench-bare-render')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'wrangler.json'),
    JSON.stringify({ name: 'bench-bare-render', main: WORKER, compatibility_date: '2026-10-20', vars: { TREE: htmlToTree(html) } }),
  )
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import { cloudflare } from '@cloudflare/vite-plugin'
export default { root: ${JSON.stringify(dir)}, logLevel: 'warn', build: { outDir: 'dist' }, plugins: [cloudflare({ configPath: 'wrangler.json' })] }
`,
  )
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NODE_ENV: 'production' }
  const build = spawnSync(process.execPath, [VITE, 'build', '--config', join(dir, 'vite.config.mjs')], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('the bare render did not build')
  const worker = builtWorker(join(dir, 'dist/bench_bare_render/wrangler.json'))
  // The site's assets options as wrangler's reader gives them (its declared type leaves them out).
  const { assets } = builtWorker(resolve('dist/site/wrangler.json')) as ReturnType<typeof builtWorker> & Pick<V4WorkerOptions, 'assets'>
  const miniflare = new Miniflare(
    // No request.cf data fetched from the internet: the placeholder, as the site's server uses.
    convertV4MiniflareOptions({ log: new Log(LogLevel.WARN), cf: false, host: 'localhost', port, workers: [{ ...worker, assets }] }),
  )
  await miniflare.ready
  return { origin: `http://localhost:${port}`, stop: () => void miniflare.dispose() }
}
