// The /api proxy's added latency (issue 4): the p50 of one call through the site's /api divided by the p50 of the
// same call made straight to the sandbox, in the same run and interleaved so both see the same machine load.
// Goal: under 1.15. run.ts calls it once the sandbox is reachable on its own origin beside the built site.

const WARMUP = 20
const SAMPLES = 200

export interface ApiProxyBenchOptions {
  siteOrigin: string
  sandboxOrigin: string
  /** A read-only call present in both: the same menu the location pages use. */
  path?: string
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

export async function benchApiProxy({
  siteOrigin,
  sandboxOrigin,
  path = 'menus/70405',
}: ApiProxyBenchOptions): Promise<Record<string, string>> {
  const viaProxy = () => timed(`${siteOrigin}/api`, { path })
  // What the proxy itself sends on: the same env and client_type headers, the path as the URL.
  const direct = () => timed(`${sandboxOrigin}/${path}`, { env: 'development', client_type: 'web', accept: 'application/json' })
  for (let i = 0; i < WARMUP; i++) await Promise.all([viaProxy(), direct()])
  const proxied: number[] = []
  const straight: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    // Alternate the order so neither side always runs on a warmer isolate.
    if (i % 2 === 0) {
      proxied.push(await viaProxy())
      straight.push(await direct())
    } else {
      straight.push(await direct())
      proxied.push(await viaProxy())
    }
  }
  const ratio = p50(proxied) / p50(straight)
  return {
    'api p50 via /api (ms)': p50(proxied).toFixed(2),
    'api p50 direct to sandbox (ms)': p50(straight).toFixed(2),
    'api proxy ratio (goal < 1.15)': ratio.toFixed(3),
  }
}
