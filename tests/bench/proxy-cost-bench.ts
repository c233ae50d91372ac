import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { build } from 'esbuild'
import { WORKER_BUNDLE_OPTIONS } from '../../scripts/local-workers.ts'
import { median, row, type BenchRow } from './bench-table.ts'
import { startWrangler } from './local-sandbox.ts'
import { FRESH_MENU_PATH } from './proxy-cost/fresh-menu.ts'

// The /api proxy's own cost, fairly: the proxy and an in-memory upstream in one workerd isolate
// (tests/bench/proxy-cost/worker.ts), so the dev runtime's Worker-to-Worker hop (about 2 ms locally, flat, and
// absent in production where a service binding runs in the same thread) is not counted. Requests to /proxy and
// /direct alternate; each repeats its call CALLS_PER_REQUEST times; the proxy's added cost is the difference of
// the two medians divided by CALLS_PER_REQUEST. Goal: under 0.3 ms a call.

const SAMPLES = Number(process.env.BENCH_PROXY_SAMPLES ?? 100)
const WARMUP = 10
const CALLS_PER_REQUEST = 20
const BUNDLE = resolve('node_modules/.cache/bench-proxy-cost/worker.js')

/**
 * The calls measured: the largest answer (a menu, with super-categories attached) and a small one passed through.
 * The proxy keeps its result for each menu while the upstream's answer stays the same byte for byte
 * (worker/api/remember-recent-answers.ts), as every visitor of a store gets the same menu; `menus/70406` is the same
 * menu with a counter in front, a different answer on every call, so the first sight of a menu is measured too.
 */
const CALLS = {
  'menus/70405 (95 KB, super-categories attached)': 'menus/70405',
  'menus/70406 (95 KB, a different answer every call)': FRESH_MENU_PATH,
  'menus/70405/products/100106 (1 KB, passed through)': 'menus/70405/products/100106',
}
/** Answers the sandbox has; the fresh menu is made from the menu in the worker. */
const SANDBOX_PATHS = ['menus/70405', 'menus/70405/products/100106']

export async function benchProxyCost({
  sandboxOrigin,
  port = Number(process.env.BENCH_PROXY_COST_PORT ?? 8846),
}: {
  sandboxOrigin: string
  port?: number
}): Promise<BenchRow[]> {
  const answers: Record<string, string> = {}
  for (const path of SANDBOX_PATHS) {
    const response = await fetch(`${sandboxOrigin}/${path}`, {
      headers: { env: 'development', client_type: 'web', accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`the sandbox answered ${response.status} to ${path}`)
    answers[path] = await response.text()
  }
  await build({
    ...WORKER_BUNDLE_OPTIONS,
    entryPoints: [resolve('tests/bench/proxy-cost/worker.ts')],
    outfile: BUNDLE,
    // The seed globals reach the route table (page slugs may not shadow a route), which imports screens' styles.
    loader: { '.css': 'empty', '.woff2': 'empty' },
  })
  // Served by `wrangler dev` (workerd) on its own port, with the answers as a var.
  const config = join(dirname(BUNDLE), 'wrangler.json')
  writeFileSync(
    config,
    JSON.stringify({
      name: 'bench-proxy-cost',
      main: BUNDLE,
      compatibility_date: '2026-10-20',
      no_bundle: true,
      vars: { ANSWERS: answers },
    }),
  )
  const worker = await startWrangler(config, port, {
    path: `/direct?path=${encodeURIComponent(CALLS[Object.keys(CALLS)[0] as keyof typeof CALLS])}`,
  })
  const rows: BenchRow[] = []
  try {
    const call = async (route: '/proxy' | '/direct', path: string) => {
      const started = performance.now()
      const response = await fetch(`${worker.origin}${route}?n=${CALLS_PER_REQUEST}&path=${encodeURIComponent(path)}`)
      const text = await response.text()
      if (!response.ok) throw new Error(`${route} ${path}: ${text}`)
      return performance.now() - started
    }
    for (const [name, path] of Object.entries(CALLS)) {
      for (let i = 0; i < WARMUP; i++) await Promise.all([call('/proxy', path), call('/direct', path)])
      const proxied: number[] = []
      const direct: number[] = []
      for (let i = 0; i < SAMPLES; i++) {
        // Alternate the order so neither side always follows the other.
        if (i % 2 === 0) {
          proxied.push(await call('/proxy', path))
          direct.push(await call('/direct', path))
        } else {
          direct.push(await call('/direct', path))
          proxied.push(await call('/proxy', path))
        }
      }
      const note = `in one isolate, median of ${SAMPLES} requests × ${CALLS_PER_REQUEST} calls`
      rows.push(
        row('proxy cost', `${name}: direct call, p50`, Number((median(direct) / CALLS_PER_REQUEST).toFixed(3)), { unit: 'ms', note }),
        row('proxy cost', `${name}: through the proxy, p50`, Number((median(proxied) / CALLS_PER_REQUEST).toFixed(3)), {
          unit: 'ms',
          note,
        }),
        row('proxy cost', `${name}: added by the proxy, p50`, Number(((median(proxied) - median(direct)) / CALLS_PER_REQUEST).toFixed(3)), {
          unit: 'ms',
          goal: { op: '<', target: 0.3 },
          note,
        }),
      )
    }
  } finally {
    worker.stop()
  }
  return rows
}
