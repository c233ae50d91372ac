// `npm run bench`: the npm script builds first; this starts the built site (and, for the proxy ratio, the built
// sandbox on its own port), runs each benchmark and prints one table, also written as JSON to
// bench-results/latest.json (and .md) with the machine it ran on. Targets are reported, not asserted: speed is measured
// here, not in timed tests (sizes, which are deterministic, are held in `npm test`: tests/e2e/size-budgets.spec.ts).
//
// `npm run bench -- --only lighthouse,load` runs only the sections whose names contain one of those words.
//
// Each section's module is loaded only when it runs, so one that cannot even load (a broken import) is reported
// as that section's failure and the others still measure.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_PATH } from './bench-chromium.ts'
import { formatMarkdown, formatTable, machineDetails, rowsFromRecord, writeJson, type BenchRow, type SectionResult } from './bench-table.ts'
import { startLocalSandbox } from './local-sandbox.ts'
import { startLocalSite } from './local-site.ts'

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
  await section('home page', async () => (await import('./home-page-bench.ts')).benchHomePage(site.origin))
  await section('edge cache', async () => (await import('./edge-cache-bench.ts')).benchEdgeCache(site.origin))
  await section('account pages', async () => (await import('./account-pages-bench.ts')).benchAccountPages(site.origin))
  await section('layout shift and fonts', async () => (await import('./layout-shift-bench.ts')).benchLayoutShift(site.origin))
  await section('location selector', async () => (await import('./selector-bench.ts')).benchSelectorSearch(site.origin))
  await section('ordering', async () => (await import('./ordering-bench.ts')).benchOrdering(site.origin))
  await section('api proxy', async () =>
    (await import('./api-proxy-bench.ts')).benchApiProxy({ siteOrigin: site.origin, sandboxOrigin: sandbox.origin }),
  )
  await section('proxy cost', async () => (await import('./proxy-cost-bench.ts')).benchProxyCost({ sandboxOrigin: sandbox.origin }))
  await section('sandbox', async () => (await import('./sandbox-bench.ts')).benchSandbox(site.origin))
  await section('lighthouse', async () =>
    (await import('./lighthouse-bench.ts')).benchLighthouse({ siteOrigin: site.origin, chromePath: CHROMIUM_PATH }),
  )
  await section('load', async () => (await import('./load-bench.ts')).benchLoad({ siteOrigin: site.origin }))
} finally {
  site.stop()
  sandbox.stop()
}
// The sync reads the route table (the CMS may not take a route's address as a slug), which is TSX: Node cannot
// load it, so this section goes through Vite's module runner, with none of the site's build plugins.
await section('content sync', async () => {
  const { runnerImport } = await import('vite')
  const { module } = await runnerImport<typeof import('./sync-bench.ts')>(fileURLToPath(new URL('./sync-bench.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
  })
  return module.benchSync()
})
await section('sign-in', async () => (await import('./signin-bench.ts')).benchSignin())

console.log(formatTable(machine, rows))
writeJson(OUTPUT, machine, rows)
writeFileSync(OUTPUT.replace(/\.json$/, '.md'), formatMarkdown(machine, rows))
console.log(`\nWritten to ${OUTPUT} and ${OUTPUT.replace(/\.json$/, '.md')}`)
// A missed goal is a figure to read, not a failure; a section that could not measure is one.
process.exit(rows.some((entry) => entry.status === 'failed') ? 1 : 0)
