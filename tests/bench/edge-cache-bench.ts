// Home requests per second, rendered afresh ("cold") and from the edge cache, in the same run against the built site,
// measured with wrk in alternating rounds so both see the same machine load. Goal: cached at least 2 × cold.
//
// Locally every request also pays the harness: Vite preview's Node proxy and Miniflare's entry and asset workers
// cost more CPU than rendering home does, so requests per second understate the cache. The bench therefore also
// reads the site's workerd process CPU time (Linux /proc) over a fixed number of sequential requests: the Worker's
// own cost per request, which a loaded, shared machine barely skews, beside that of /robots.txt (the floor).
//
// Cold requests carry a cookie: a request with a cookie is never answered from the cache (the rule every visitor
// is under, not a switch of the bench's), so it is rendered exactly as a page was before the cache. The local site's
// request metadata places the visitor in Austin, with no restaurant nearby, so its plain home is cacheable.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

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
/** Linux reports process CPU time in clock ticks of 1/100 s. */
const TICK_MS = 10

/** The workerd process serving the local site on this port: the child of `vite preview --port <port>`. */
function workerdPid(port: string): number | null {
  try {
    const vite = execFileSync('pgrep', ['-f', `vite.js preview --port ${port} `], { encoding: 'utf8' })
      .trim()
      .split('\n')[0]
    const child = execFileSync('pgrep', ['-P', vite!, 'workerd'], { encoding: 'utf8' }).trim().split('\n')[0]
    return child ? Number(child) : null
  } catch {
    return null
  }
}

function cpuTicks(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** The Worker's CPU milliseconds per request for one address, over sequential requests. */
async function workerCpuMs(pid: number, url: string, headers: Record<string, string>): Promise<number> {
  const before = cpuTicks(pid)
  for (let index = 0; index < CPU_SAMPLES; index++) await (await fetch(url, { headers })).arrayBuffer()
  return ((cpuTicks(pid) - before) * TICK_MS) / CPU_SAMPLES
}

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
  const floor = await workerCpuMs(pid, `${origin}/robots.txt`, {})
  const rendered = await workerCpuMs(pid, home, COLD_HEADERS)
  const fromCache = await workerCpuMs(pid, home, {})
  return {
    ...results,
    'home Worker CPU ms/request, rendered / cached / robots.txt': `${rendered.toFixed(2)} / ${fromCache.toFixed(2)} / ${floor.toFixed(2)}`,
    'edge cache speed-up, Worker CPU above the floor': ((rendered - floor) / Math.max(fromCache - floor, TICK_MS / CPU_SAMPLES)).toFixed(1),
  }
}
