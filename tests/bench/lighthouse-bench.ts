import { mkdirSync, writeFileSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { QUIET_CHROMIUM_FLAGS } from './bench-chromium.ts'
import { createBenchCertificate } from './bench-certificate.ts'
import { median, row, type BenchRow } from './bench-table.ts'
import { startCompressingProxy } from './compressing-proxy.ts'
import { FLOOR_PATH, floorPageHtml } from './floor-page.ts'

// Lighthouse's mobile preset (its default: a mid-range phone on slow 4G, simulated throttling, 4x CPU slowdown),
// performance category only, in Debian's Chromium, against the built site served compressed as the edge would
// serve it (tests/bench/compressing-proxy.ts), on a fresh profile each run (Lighthouse clears storage, caches and
// the service worker before each run).
//
// Absolute figures move with the machine's load (other work on a 2-core machine slows Lighthouse's CPU benchmark and
// so every simulated timing), so each round measures the floor page (tests/bench/floor-page.ts) and then every page,
// alternating, and a page's LCP is reported as well divided by the floor's of the same round: the median of those
// ratios is what our own code adds. Every figure is the median of RUNS rounds (5; BENCH_LIGHTHOUSE_RUNS=1 for a quick
// look while working, BENCH_LIGHTHOUSE_PAGES=home,menu for some pages only). The last run's report of each page is
// kept in bench-results/lighthouse/ for its LCP breakdown and main-thread tasks.
//
// The proxy serves over TLS as the edge does, with a certificate made for the run (tests/bench/bench-certificate.ts)
// whose public key alone Chromium is told to trust, and over HTTP/2 (BENCH_LIGHTHOUSE_HTTP=1.1 for HTTP/1.1 over
// the same TLS). Lighthouse's simulation models the two differently (one multiplexed connection against six), so
// the protocol every request really negotiated, read from each report's network records, is reported beside the
// figures, and a run that negotiated another one fails the section rather than be reported under the wrong name.

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
export const LIGHTHOUSE_PAGES = {
  home: '/',
  '/menu': '/menu',
  'location page': '/locations/us/mn/eagan/eagan',
  'product page': '/order/product?cat=1001&id=100106',
} as const
const FLOOR = 'floor'
const REPORTS = 'bench-results/lighthouse'
const PROTOCOLS = { '2': 'h2', '1.1': 'http/1.1' } as const

/** The protocol the proxy offers: HTTP/2 unless BENCH_LIGHTHOUSE_HTTP says 1.1. */
function chosenProtocol(): (typeof PROTOCOLS)[keyof typeof PROTOCOLS] {
  const asked = process.env.BENCH_LIGHTHOUSE_HTTP ?? '2'
  if (!Object.hasOwn(PROTOCOLS, asked)) throw new Error(`BENCH_LIGHTHOUSE_HTTP must be 2 or 1.1, not ${asked}`)
  return PROTOCOLS[asked as keyof typeof PROTOCOLS]
}

/** The pages this run measures: all, or those whose names contain a word of BENCH_LIGHTHOUSE_PAGES. */
function chosenPages(): [string, string][] {
  const words = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean)
  return Object.entries(LIGHTHOUSE_PAGES).filter(([name]) => words.length === 0 || words.some((word) => name.includes(word)))
}

export interface LighthouseBenchOptions {
  siteOrigin: string
  chromePath: string
  proxyPort?: number
}

interface Run {
  score: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  benchmarkIndex: number
  /** The protocols the page's own-origin requests negotiated, as the network records name them (h2, http/1.1). */
  protocols: string[]
}

export async function benchLighthouse({
  siteOrigin,
  chromePath,
  proxyPort = Number(process.env.BENCH_COMPRESS_PORT ?? 8844),
}: LighthouseBenchOptions): Promise<BenchRow[]> {
  const protocol = chosenProtocol()
  const certificate = createBenchCertificate()
  const proxy = await startCompressingProxy(siteOrigin, proxyPort, {
    ownPages: { [FLOOR_PATH]: await floorPageHtml(siteOrigin) },
    tls: certificate,
    protocol,
  })
  const chrome = await launch({
    chromePath,
    // chrome-launcher gives every run its own profile directory, which Chromium requires before it honours the list.
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`],
  })
  mkdirSync(REPORTS, { recursive: true })
  const pages: [string, string][] = [[FLOOR, FLOOR_PATH], ...chosenPages()]
  const runs = new Map<string, Run[]>(pages.map(([name]) => [name, []]))
  const measure = async (name: string, path: string): Promise<Run> => {
    const result = await lighthouse(`${proxy.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`)
    writeFileSync(`${REPORTS}/${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`, JSON.stringify(lhr))
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const records = (lhr.audits['network-requests']?.details as { items?: { url?: string; protocol?: string }[] } | undefined)?.items ?? []
    const protocols = [
      ...new Set(records.filter((record) => record.url?.startsWith(`${proxy.origin}/`)).map((record) => record.protocol ?? 'unknown')),
    ]
    if (protocols.length === 0) throw new Error(`Lighthouse on ${path} recorded no request to ${proxy.origin}`)
    if (protocols.some((negotiated) => negotiated !== protocol))
      throw new Error(`Lighthouse on ${path} negotiated ${protocols.join(', ')}, not ${protocol} alone`)
    return {
      protocols,
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  }
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const [name, path] of pages) runs.get(name)!.push(await measure(name, path))
    }
  } finally {
    chrome.kill()
    await proxy.stop()
  }

  const section = 'lighthouse'
  const note = `median of ${RUNS}, ${protocol} over TLS`
  const floorRuns = runs.get(FLOOR)!
  const measured = [...runs.values()].flat()
  const rows: BenchRow[] = [
    {
      section,
      name: 'protocol of every own-origin request (network records)',
      value: [...new Set(measured.flatMap((run) => run.protocols))].join(', '),
      status: 'info',
      note: `${measured.length} page loads over TLS; BENCH_LIGHTHOUSE_HTTP=1.1 for HTTP/1.1`,
    },
    row(section, 'floor (hero image, heading, paragraph; no script): LCP', Math.round(median(floorRuns.map((run) => run.lcp))), {
      unit: 'ms',
      note,
    }),
  ]
  for (const [name] of pages.slice(1)) {
    const pageRuns = runs.get(name)!
    const of = (key: Exclude<keyof Run, 'protocols'>) => median(pageRuns.map((entry) => entry[key]))
    // Each round's page against the floor of the same round, so load that changes between rounds cancels out.
    const floorRatio = median(pageRuns.map((run, round) => run.lcp / floorRuns[round]!.lcp))
    rows.push(
      row(section, `${name}: LCP ÷ floor`, Number(floorRatio.toFixed(2)), { goal: { op: '≤', target: 1.15 }, note }),
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
  return rows
}
