import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { QUIET_CHROMIUM_FLAGS } from './bench-chromium.ts'
import { median, row, type BenchRow } from './bench-table.ts'
import { startCompressingProxy } from './compressing-proxy.ts'

// Lighthouse's mobile preset (its default: a mid-range phone on slow 4G, simulated throttling, 4x CPU slowdown),
// performance category only, in Debian's Chromium, against the built site served compressed as the edge would
// serve it (tests/bench/compressing-proxy.ts). Each page is measured RUNS times on a fresh profile (Lighthouse
// clears storage, caches and the service worker before each run); every figure is the median of the runs.

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
export const LIGHTHOUSE_PAGES = {
  home: '/',
  '/menu': '/menu',
  'location page': '/locations/us/mn/eagan/eagan',
  'product page': '/order/product?cat=1001&id=100106',
} as const

export interface LighthouseBenchOptions {
  siteOrigin: string
  chromePath: string
  proxyPort?: number
}

export async function benchLighthouse({
  siteOrigin,
  chromePath,
  proxyPort = Number(process.env.BENCH_COMPRESS_PORT ?? 8844),
}: LighthouseBenchOptions): Promise<BenchRow[]> {
  const proxy = await startCompressingProxy(siteOrigin, proxyPort)
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
  })
  const rows: BenchRow[] = []
  try {
    for (const [name, path] of Object.entries(LIGHTHOUSE_PAGES)) {
      const runs: { score: number; lcp: number; tbt: number; cls: number; bytes: number; benchmarkIndex: number }[] = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${proxy.origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        })
      }
      const of = (key: keyof (typeof runs)[number]) => median(runs.map((entry) => entry[key]))
      const section = 'lighthouse'
      const note = `median of ${RUNS}`
      rows.push(
        row(section, `${name}: performance score`, of('score'), { goal: { op: '≥', target: 98 }, note }),
        row(section, `${name}: LCP`, Math.round(of('lcp')), { unit: 'ms', goal: { op: '≤', target: 1500 }, note }),
        row(section, `${name}: TBT`, Math.round(of('tbt')), { unit: 'ms', goal: { op: '≤', target: 50 }, note }),
        row(section, `${name}: CLS`, Number(of('cls').toFixed(4)), { goal: { op: '=', target: 0 }, note }),
        row(section, `${name}: total bytes (brotli)`, Math.round(of('bytes')), { unit: 'bytes', note }),
        // Simulated throttling scales the CPU work observed on this machine, so a busy machine scores worse;
        // Lighthouse's own CPU benchmark (higher is faster) says how busy it was.
        row(section, `${name}: Lighthouse CPU benchmark index`, Math.round(of('benchmarkIndex')), { note }),
      )
    }
  } finally {
    chrome.kill()
    await proxy.stop()
  }
  return rows
}
