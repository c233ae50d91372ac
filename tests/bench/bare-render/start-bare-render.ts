import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { htmlToTree } from '../html-to-tree.ts'

const VITE = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url))
const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url))

/**
 * Builds the bare Hono + React render of `html` (./worker.ts, the page's markup as a TREE var) with the same Vite
 * and Cloudflare plugin as the site, and serves it with `vite preview` on `port`, as the bench serves the site.
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
  // Local tracing and the explorer off, as scripts/start.mjs serves the site.
  const env = {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    NODE_ENV: 'production',
    X_LOCAL_EXPLORER: process.env.X_LOCAL_EXPLORER ?? 'false',
    X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
  }
  const build = spawnSync(process.execPath, [VITE, 'build', '--config', join(dir, 'vite.config.mjs')], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('the bare render did not build')
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--config', join(dir, 'vite.config.mjs'), '--port', String(port), '--strictPort'],
    { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop: () => child.kill('SIGTERM') }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  child.kill('SIGTERM')
  throw new Error('the bare render did not start within 60 s')
}
