// `npm run bench`: the npm script builds first; this starts the built site (and, for the proxy ratio, the built
// sandbox on its own port), runs each benchmark and prints one table, also written as JSON to
// bench-results/latest.json (and .md) with the machine it ran on. Targets are reported, not asserted: speed is measured
// here, not in timed tests (sizes, which are deterministic, are held in `npm test`: tests/e2e/size-budgets.spec.ts).
//
// `npm run bench -- --only lighthouse,load` runs only the sections whose names contain one of those words.
import { writeFileSync } from 'node:fs'
import { CHROMIUM_PATH } from './bench-chromium.ts'
import { benchAccountPages } from './account-pages-bench.ts'
import { benchApiProxy } from './api-proxy-bench.ts'
import { benchEdgeCache } from './edge-cache-bench.ts'
import { formatMarkdown, formatTable, machineDetails, rowsFromRecord, writeJson, type BenchRow, type SectionResult } from './bench-table.ts'
import { benchHomePage } from './home-page-bench.ts'
import { benchLayoutShift } from './layout-shift-bench.ts'
import { benchLighthouse } from './lighthouse-bench.ts'
import { benchLoad } from './load-bench.ts'
import { benchOrdering } from './ordering-bench.ts'
import { benchProxyCost } from './proxy-cost-bench.ts'
import { startLocalSandbox } from './local-sandbox.ts'
import { startLocalSite } from './local-site.ts'
import { benchSandbox } from './sandbox-bench.ts'
import { benchSelectorSearch } from './selector-bench.ts'
import { benchSignin } from './signin-bench.ts'
import { benchSync } from './sync-bench.ts'

const OUTPUT = 'bench-results/latest.json'
const onlyArgument = process.argv.indexOf('--only')
const only = onlyArgument === -1 ? null : (process.argv[onlyArgument + 1] ?? '').split(',').filter(Boolean)

const rows: BenchRow[] = []
const section = async (name: string, run: () => Promise<SectionResult>) => {
  if (only && !only.some((word) => name.includes(word))) return
  const started = performance.now()
  try {
    const result = await run()
    rows.push(...(Array.isArray(result) ? result : rowsFromRecord(name, result)))
  } catch (error) {
    rows.push({
      section: name,
      name: 'section',
      value: null,
      status: 'failed',
      note: error instanceof Error ? error.message : String(error),
    })
  }
  console.error(`bench: ${name} done in ${Math.round(performance.now() - started)} ms`)
}

const machine = machineDetails(CHROMIUM_PATH)
// BENCH_SITE_ORIGIN and BENCH_SANDBOX_ORIGIN reuse a site and sandbox already running (while working on one section).
const running = (origin: string | undefined) => (origin ? { origin, stop: () => {} } : null)
const site = running(process.env.BENCH_SITE_ORIGIN) ?? (await startLocalSite(Number(process.env.BENCH_PORT ?? 8791)))
const sandbox = running(process.env.BENCH_SANDBOX_ORIGIN) ?? (await startLocalSandbox(Number(process.env.BENCH_SANDBOX_PORT ?? 8792)))
try {
  await section('home page', () => benchHomePage(site.origin))
  await section('edge cache', () => benchEdgeCache(site.origin))
  await section('account pages', () => benchAccountPages(site.origin))
  await section('layout shift and fonts', () => benchLayoutShift(site.origin))
  await section('location selector', () => benchSelectorSearch(site.origin))
  await section('ordering', () => benchOrdering(site.origin))
  await section('api proxy', () => benchApiProxy({ siteOrigin: site.origin, sandboxOrigin: sandbox.origin }))
  await section('proxy cost', () => benchProxyCost({ sandboxOrigin: sandbox.origin }))
  await section('sandbox', () => benchSandbox(site.origin))
  await section('lighthouse', () => benchLighthouse({ siteOrigin: site.origin, chromePath: CHROMIUM_PATH }))
  await section('load', () => benchLoad({ siteOrigin: site.origin }))
} finally {
  site.stop()
  sandbox.stop()
}
await section('content sync', () => benchSync())
await section('sign-in', () => benchSignin())

console.log(formatTable(machine, rows))
writeJson(OUTPUT, machine, rows)
writeFileSync(OUTPUT.replace(/\.json$/, '.md'), formatMarkdown(machine, rows))
console.log(`\nWritten to ${OUTPUT} and ${OUTPUT.replace(/\.json$/, '.md')}`)
// A missed goal is a figure to read, not a failure; a section that could not measure is one.
process.exit(rows.some((entry) => entry.status === 'failed') ? 1 : 0)
