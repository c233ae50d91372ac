// `npm run bench`: the npm script builds first; this starts the built site (and, for the proxy ratio, the built
// sandbox on its own port), runs each benchmark and prints one table. Targets are reported, not asserted:
// speed is measured here, not in timed tests.
import { benchAccountPages } from './account-pages-bench.ts'
import { benchApiProxy } from './api-proxy-bench.ts'
import { benchEdgeCache } from './edge-cache-bench.ts'
import { benchHomePage } from './home-page-bench.ts'
import { benchLayoutShift } from './layout-shift-bench.ts'
import { benchOrdering } from './ordering-bench.ts'
import { startLocalSandbox } from './local-sandbox.ts'
import { startLocalSite } from './local-site.ts'
import { benchSandbox } from './sandbox-bench.ts'
import { benchSelectorSearch } from './selector-bench.ts'
import { benchSignin } from './signin-bench.ts'
import { benchSync } from './sync-bench.ts'

const results: Record<string, number | string> = {}
const section = async (name: string, run: () => Promise<Record<string, number | string>>) => {
  const started = performance.now()
  try {
    Object.assign(results, await run())
  } catch (error) {
    results[`${name}: FAILED`] = error instanceof Error ? error.message : String(error)
  }
  console.error(`bench: ${name} done in ${Math.round(performance.now() - started)} ms`)
}

const site = await startLocalSite(Number(process.env.BENCH_PORT ?? 8791))
const sandbox = await startLocalSandbox(Number(process.env.BENCH_SANDBOX_PORT ?? 8792))
try {
  await section('home page', () => benchHomePage(site.origin))
  await section('edge cache', () => benchEdgeCache(site.origin))
  await section('account pages', () => benchAccountPages(site.origin))
  await section('layout shift and fonts', () => benchLayoutShift(site.origin))
  await section('location selector', () => benchSelectorSearch(site.origin))
  await section('ordering', () => benchOrdering(site.origin))
  await section('api proxy', () => benchApiProxy({ siteOrigin: site.origin, sandboxOrigin: sandbox.origin }))
  await section('sandbox', () => benchSandbox(site.origin))
} finally {
  site.stop()
  sandbox.stop()
}
await section('content sync', () => benchSync())
await section('sign-in', () => benchSignin())

const width = Math.max(...Object.keys(results).map((key) => key.length))
for (const [key, value] of Object.entries(results)) console.log(`${key.padEnd(width)}  ${value}`)
process.exit(0)
