import { cpuUsage } from 'node:process'
import { SEED_MEMBERS } from '#worker/sandbox/db/seed-member-data.ts'
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '#worker/sandbox/members/password-hash.ts'
import { startLocalSandbox } from './local-sandbox.ts'

// Sign-in cost (issue 6: "npm run bench reports sign-in p50; the hash cost must stay under the Workers CPU limit").
//
// - Wall time: real members/signin calls to the built sandbox Worker (wrangler dev, workerd, local D1), as a seed
//   member, sequentially; p50 and p95. Made straight to the sandbox, not through the site's /api, whose rate limit
//   (10 sign-ins a minute per client) and one-time bot-check tokens would otherwise be what is measured.
// - CPU per sign-in: workerd reports no per-request CPU time locally, so the PBKDF2 verification that dominates a
//   sign-in is measured in Node's WebCrypto instead: the same function (worker/sandbox/members/password-hash.ts),
//   the same 100,000 iterations, CPU time from process.cpuUsage() (all threads: Node derives on its thread pool).
//   Both are BoringSSL's PBKDF2, so the numbers carry over. Compare with the Workers limits: 10 ms CPU on the free
//   plan, 30 s by default on paid plans.

const WARMUP = 3
const SAMPLES = 30
const HASH_SAMPLES = 20

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

/** CPU milliseconds of one password verification in Node WebCrypto, and its wall milliseconds. */
export async function measureHashCost(samples = HASH_SAMPLES): Promise<{ cpuMs: number; wallMs: number }> {
  const stored = await hashPassword('Pancakes123')
  await verifyPassword('Pancakes123', stored)
  const cpuBefore = cpuUsage()
  const started = performance.now()
  for (let i = 0; i < samples; i++) {
    if (!(await verifyPassword('Pancakes123', stored)).ok) throw new Error('the benchmark password did not verify')
  }
  const wallMs = (performance.now() - started) / samples
  const cpu = cpuUsage(cpuBefore)
  return { cpuMs: (cpu.user + cpu.system) / 1000 / samples, wallMs }
}

/** p50 / p95 wall milliseconds of members/signin against a running sandbox Worker. */
export async function measureSignin(sandboxOrigin: string, samples = SAMPLES): Promise<{ p50: number; p95: number }> {
  const member = SEED_MEMBERS[0]!
  const signin = async () => {
    const response = await fetch(`${sandboxOrigin}/members/signin`, {
      method: 'POST',
      headers: { env: 'development', client_type: 'web', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username: member.email, password: member.password }),
    })
    const body = await response.text()
    if (!response.ok) throw new Error(`members/signin answered ${response.status}: ${body}`)
  }
  for (let i = 0; i < WARMUP; i++) await signin()
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    await signin()
    times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/**
 * Starts the built sandbox on its own port unless given one that runs already. The hash cost is measured first and
 * reported even when the sandbox cannot be started (e.g. no build), so the CPU figure is never lost.
 */
export async function benchSignin(options: { sandboxOrigin?: string; port?: number } = {}): Promise<Record<string, string>> {
  const hash = await measureHashCost()
  const results: Record<string, string> = {
    [`sign-in PBKDF2 CPU per sign-in, Node WebCrypto, ${PBKDF2_ITERATIONS} iterations (ms)`]: hash.cpuMs.toFixed(2),
    'sign-in PBKDF2 wall per verification, Node (ms)': hash.wallMs.toFixed(2),
  }
  let stop = () => {}
  try {
    let origin = options.sandboxOrigin
    if (origin === undefined) {
      const sandbox = await startLocalSandbox(options.port ?? Number(process.env.BENCH_SIGNIN_PORT ?? 8793))
      origin = sandbox.origin
      stop = sandbox.stop
    }
    const wall = await measureSignin(origin)
    results['sign-in p50 / p95 wall, members/signin on the sandbox (ms)'] = `${wall.p50.toFixed(2)} / ${wall.p95.toFixed(2)}`
  } catch (error) {
    results['sign-in p50 wall: FAILED'] = error instanceof Error ? error.message : String(error)
  } finally {
    stop()
  }
  return results
}
