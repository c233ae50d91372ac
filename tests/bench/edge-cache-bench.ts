// Home requests per second, rendered afresh ("cold") and from the edge cache, in the same run against the built site,
// measured with wrk in alternating rounds so both see the same machine load. Goal: cached at least 2 × cold.
//
// Locally every request also pays the harness (Miniflare's entry and asset workers, JavaScript in the same
// workerd), so requests per second understate the cache. The bench therefore also reads the site's workerd
// process CPU time (Linux /proc) over a fixed number of sequential requests: the Worker's own cost per request,
// which a loaded, shared machine barely skews, beside that of /robots.txt (the floor).
//
// Cold requests carry a cookie: a request with a cookie is never answered from the cache (the rule every visitor
// is under, not a switch of the bench's), so it is rendered exactly as a page was before the cache. The local site's
// request metadata places the visitor in Austin, with no restaurant nearby, so its plain home is cacheable.
import { spawn } from 'node:child_process'
import { TICK_MS, workerCpuMs, workerdPid } from './workerd-cpu.ts'

const WRK = process.env.WRK ?? '/usr/bin/wrk'
const ROUNDS = 3
const SECONDS = 5
const CONNECTIONS = 8
const COLD_HEADERS = { cookie: 'bench=cold' }

function wrk(url: string, headers: Record<string, string>): Promise<number> {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)
      if (code !== 0 || !rate) return reject(new Error(`wrk failed (${code}): ${output.trim()}`))
      if (/Non-2xx or 3xx responses/.test(output) || /Socket errors/.test(output))
        return reject(new Error(`wrk saw failures: ${output.trim()}`))
      resolve(Number(rate[1]))
    })
  })
}

/** One request, to check what the measured requests will get before timing them. */
async function edgeCacheOutcome(url: string, headers: Record<string, string>): Promise<string | null> {
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return response.headers.get('x-edge-cache')
}

const CPU_SAMPLES = 300

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

export async function benchEdgeCache(origin: string): Promise<Record<string, string>> {
  const home = `${origin}/`
  // The first plain request stores home; the second proves the measured ones are hits.
  await edgeCacheOutcome(home, {})
  const cachedOutcome = await edgeCacheOutcome(home, {})
  const coldOutcome = await edgeCacheOutcome(home, COLD_HEADERS)
  if (cachedOutcome !== 'hit' || coldOutcome !== 'bypass')
    throw new Error(`expected hit and bypass, got ${cachedOutcome} and ${coldOutcome}`)
  // Warm both paths (isolate, JIT, KV memo) before timing.
  await wrk(home, COLD_HEADERS)
  await wrk(home, {})
  const cold: number[] = []
  const cached: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    cold.push(await wrk(home, COLD_HEADERS))
    cached.push(await wrk(home, {}))
  }
  const results: Record<string, string> = {
    'home req/s rendered (edge cache bypassed)': mean(cold).toFixed(0),
    'home req/s from the edge cache': mean(cached).toFixed(0),
    'edge cache speed-up, req/s (goal ≥ 2)': (mean(cached) / mean(cold)).toFixed(2),
  }
  const pid = workerdPid(new URL(origin).port)
  if (pid === null) return { ...results, 'edge cache Worker CPU': 'not measured (no local workerd found)' }
  // The three alternate, round by round, and each is the median of its rounds: measured one after the other, a
  // change in the machine's load between them once put the cached page below the floor.
  const floors: number[] = []
  const renders: number[] = []
  const hits: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(await workerCpuMs(pid, `${origin}/robots.txt`, {}, CPU_SAMPLES))
    renders.push(await workerCpuMs(pid, home, COLD_HEADERS, CPU_SAMPLES))
    hits.push(await workerCpuMs(pid, home, {}, CPU_SAMPLES))
  }
  const [floor, rendered, fromCache] = [median(floors), median(renders), median(hits)]
  // Above the floor a cached page may cost less than the CPU clock can tell (one tick over the samples).
  const resolution = TICK_MS / CPU_SAMPLES
  const aboveFloor = fromCache - floor
  return {
    ...results,
    'home Worker CPU ms/request, rendered / cached / robots.txt': `${rendered.toFixed(2)} / ${fromCache.toFixed(2)} / ${floor.toFixed(2)}`,
    'edge cache speed-up, Worker CPU above the floor (goal ≥ 3)':
      aboveFloor <= resolution
        ? `≥ ${((rendered - floor) / resolution).toFixed(1)} (cached within ${resolution.toFixed(2)} ms of the floor)`
        : ((rendered - floor) / aboveFloor).toFixed(1),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
