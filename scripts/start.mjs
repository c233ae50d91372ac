#!/usr/bin/env node
// `npm start`: build, serve the built site at http://localhost:8787 in workerd (Vite preview with the
// Cloudflare plugin), then run the content sync once through the Worker's own scheduled() handler so local
// KV holds the bundled content before the first visitor arrives.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// Vite runs as a direct child (not through npx, which does not pass SIGTERM on), so stopping this script stops it.
const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))

const PORT = Number(process.env.PORT ?? 8787)
const ORIGIN = `http://localhost:${PORT}`
// Miniflare would otherwise fetch request.cf data from the internet at start.
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, [VITE, 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${ORIGIN}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

if (await waitForServer(Date.now() + 60_000)) {
  console.log(`\n  Site ready at ${ORIGIN} (content synced into local KV)\n`)
} else {
  console.error('The site did not start within 60 seconds.')
  server.kill('SIGTERM')
  process.exit(1)
}
