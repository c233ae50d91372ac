import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { Response as MiniflareResponse } from 'miniflare'
import { clientAssetsPlugin } from './scripts/client-assets-plugin.ts'
import { bundledWorker } from './scripts/local-workers.ts'
import { usZipTableVitePlugin } from './scripts/us-zip-table-plugin.ts'
import { TEST_WORLD_NOW } from './tests/worker/test-world-clock.ts'

// Miniflare would otherwise fetch request.cf data from the internet at start; nothing here may reach it.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

// The site's ASSETS binding serves the built dist/client, which a few tests read (the static assets' headers). `npm
// test` builds it before these tests run; `npm run check` on a fresh clone has none yet, so it is built here, once.
if (!existsSync('dist/client/.vite/manifest.json')) {
  console.log('No build in dist/client for the static-asset tests: building it first (npm run build).')
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('npm run build failed; the worker tests need its dist/client')
}

const SANDBOX_CONFIG = './worker/sandbox/wrangler.toml'
// The sandbox Worker's clock starts at the test world's instant (tests/worker/test-world-clock.ts). The site's
// bindings do not carry it: many tests spread them into a staging or production environment, which refuses it.
const SANDBOX_NOW = TEST_WORLD_NOW
const SANDBOX_BUNDLE = './node_modules/.cache/perkins-sandbox/index.js'
const PAY_SANDBOX_CONFIG = './worker/pay-sandbox/wrangler.toml'
const PAY_SANDBOX_BUNDLE = './node_modules/.cache/perkins-pay-sandbox/index.js'

/** The ordering and loyalty sandbox, its clock at the test world's instant. */
async function sandboxWorker() {
  return bundledWorker('perkins-sandbox', './worker/sandbox/index.ts', SANDBOX_CONFIG, SANDBOX_BUNDLE, { SANDBOX_NOW })
}

/** The card provider's sandbox (worker/pay-sandbox/), which the sandbox's PAY_PROVIDER binding charges cards with; its clock too at the test world's instant. */
async function paySandboxWorker() {
  return bundledWorker('perkins-pay-sandbox', './worker/pay-sandbox/index.ts', PAY_SANDBOX_CONFIG, PAY_SANDBOX_BUNDLE, { SANDBOX_NOW })
}

// Outbound requests a test announced it will make (and expects refused), and those refused since, by URL.
const expectedOutbound = new Set<string>()
const refusedAsExpected: string[] = []

/** POST /expect?url=… announces a request; POST /take?url=… returns (and forgets) how often it was refused. */
function outboundGuard(request: { url: string }) {
  const url = new URL(request.url)
  const target = url.searchParams.get('url') ?? ''
  if (url.pathname === '/expect') {
    expectedOutbound.add(target)
    return new MiniflareResponse(null, { status: 204 })
  }
  const refused = refusedAsExpected.filter((seen) => seen === target).length
  for (let index = refusedAsExpected.indexOf(target); index !== -1; index = refusedAsExpected.indexOf(target))
    refusedAsExpected.splice(index, 1)
  expectedOutbound.delete(target)
  return MiniflareResponse.json({ refused })
}

// Worker tests run inside workerd with the bindings of wrangler.toml, backed by Miniflare's real KV (and D1).
// The site's UPSTREAM service binding reaches the real sandbox as the auxiliary worker "perkins-sandbox", on its own
// D1 (it migrates and seeds itself on first request), and charges cards through the auxiliary "perkins-pay-sandbox".
// Sandbox tests also get SANDBOX_DB, a D1 of their own, and SANDBOX_MIGRATIONS to apply to it, so they can run the
// sandbox app in-process with an injected clock (and PAY_DB for the card provider they run beside it).
export default defineConfig({
  plugins: [
    clientAssetsPlugin(),
    usZipTableVitePlugin(),
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        d1Databases: ['SANDBOX_DB', 'PAY_DB'],
        bindings: {
          SANDBOX_MIGRATIONS: await readD1Migrations('./worker/sandbox/migrations'),
          // DEEP_PROPERTIES=1: property tests try many more cases (tests/worker/property-runs.ts).
          DEEP_PROPERTIES: process.env.DEEP_PROPERTIES ?? '',
        },
        workers: [await sandboxWorker(), await paySandboxWorker()],
        // No test reaches the internet: an outbound request is refused (599). An unplanned one is reported loudly
        // here; one a test announced through OUTBOUND_GUARD (tests/worker/outbound-guard.ts) is reported to that test.
        outboundService: (request: { url: string }) => {
          if (expectedOutbound.delete(request.url)) refusedAsExpected.push(request.url)
          else console.error(`A worker test made an outbound request to ${request.url}; fake it instead.`)
          return new MiniflareResponse('Outbound requests are blocked in tests.', { status: 599 })
        },
        // PAY_SANDBOX: the card provider as a browser's hosted fields reach it (tests tokenise test cards with it).
        serviceBindings: { OUTBOUND_GUARD: outboundGuard, PAY_SANDBOX: 'perkins-pay-sandbox' },
      },
    })),
  ],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    // Test files share one isolate, one file after another: a fresh workerd runtime per file cost about 1.8 s each
    // (over 100 s of the 4.5 minutes). tests/worker/setup/fresh-state-per-file.ts gives each file empty stores and
    // memos, as its own runtime would; one worker, because files running side by side would share the stores.
    isolate: false,
    maxWorkers: 1,
    setupFiles: ['tests/worker/setup/fresh-state-per-file.ts', 'tests/worker/setup/fail-on-console-error.ts'],
    // A time limit finds a test that hangs; it is not a speed check (those live in npm run bench). Vitest's 5 s
    // failed a full content sync on a loaded 2-core machine, and `npm test` runs these beside the browser tests,
    // where they take three to four times as long, so a test gets 60 s before it counts as hung.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The Workers log a line per request; printing them for passing tests buried a failure's report in thousands of
    // lines. A failing test's logs still print with it.
    silent: 'passed-only',
  },
})
