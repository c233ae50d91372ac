#!/usr/bin/env node
// `npm start`: build, serve the built site at http://localhost:8787 from workerd (scripts/serve-built.ts), then run
// the content sync once through the Worker's own scheduled() handler so local KV holds the bundled content before the
// first visitor arrives.
//
// SANDBOX_NOW=<ISO instant> pins the test world's clock there (the sandbox and the site's rendered pages; see
// shared/pinned-clock.ts). LOCAL_STATE_DIR=<dir> keeps this server's local KV and D1 there instead of
// .wrangler/state, and --fresh-state empties that folder first (each browser-test server has its own).
//
// Beside the site, in the same workerd, runs the card provider's sandbox (worker/pay-sandbox/) on PORT+1000: its own
// origin, as a real payment provider's hosted fields are, so the card number never reaches the site's. The ordering
// sandbox reaches it through its PAY_PROVIDER service binding.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))

const PORT = Number(process.env.PORT ?? 8787)
const ORIGIN = `http://localhost:${PORT}`
// The site derives the same address in development (worker/pages/checkout-provider.ts).
const PAY_PORT = PORT + 1000
const STATE_DIR = resolve(process.env.LOCAL_STATE_DIR || '.wrangler/state')
// Miniflare would otherwise fetch request.cf data from the internet at start (the build's and the server's).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
}

// The same form the Workers accept (shared/pinned-clock.ts): an instant with its time zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const sandboxNow = process.env.SANDBOX_NOW || null
if (sandboxNow !== null && (!ISO_INSTANT.test(sandboxNow) || Number.isNaN(Date.parse(sandboxNow)))) {
  console.error(`SANDBOX_NOW must be an ISO 8601 instant with a time zone, such as 2026-11-17T16:30:00Z (got "${sandboxNow}").`)
  process.exit(1)
}

if (process.argv.includes('--fresh-state')) rmSync(process.env.LOCAL_STATE_DIR || '.wrangler/state', { recursive: true, force: true })

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { serveBuiltSite } = await import('./serve-built.ts')
const server = await serveBuiltSite({
  port: PORT,
  payPort: PAY_PORT,
  stateDir: STATE_DIR,
  siteOrigins: `${ORIGIN} http://127.0.0.1:${PORT}`,
  sandboxNow,
}).catch((error) => {
  // Most often a port something else already listens on.
  console.error(`The site could not start on ports ${PORT} and ${PAY_PORT}: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void server.dispose().finally(() => process.exit(0))
  })

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      const provider = await fetch(`http://localhost:${PAY_PORT}/v1/iframe.js`)
      const response = provider.ok && (await fetch(`${ORIGIN}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`))
      if (response && response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** Pins the sandbox's and the site's clock through the local site's development route (worker/dev-sandbox-routes.ts). */
async function pinClock(instant) {
  const response = await fetch(`${ORIGIN}/_sandbox/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: instant }),
  })
  if (!response.ok) throw new Error(`PUT /_sandbox/clock answered ${response.status}: ${await response.text()}`)
}

if (await waitForServer(Date.now() + 60_000)) {
  if (sandboxNow !== null) await pinClock(sandboxNow)
  const clock = sandboxNow === null ? '' : `; the clock starts at ${sandboxNow}`
  console.log(`\n  Site ready at ${ORIGIN} (content synced into local KV${clock}); card provider sandbox at http://localhost:${PAY_PORT}\n`)
} else {
  console.error('The site did not start within 60 seconds.')
  await server.dispose()
  process.exit(1)
}
