// `npm run bench`: builds are done by the npm script; this starts the built site on a spare port, runs each
// benchmark and prints one table. Targets are reported, not asserted: speed is measured here, not in tests.
import { benchHomePage } from './home-page-bench.ts'
import { startLocalSite } from './local-site.ts'

const site = await startLocalSite(Number(process.env.BENCH_PORT ?? 8791))
const results: Record<string, number | string> = {}
try {
  Object.assign(results, await benchHomePage(site.origin))
} finally {
  site.stop()
}
const width = Math.max(...Object.keys(results).map((key) => key.length))
for (const [key, value] of Object.entries(results)) console.log(`${key.padEnd(width)}  ${value}`)
process.exit(0)
