#!/usr/bin/env node
// `npm test` and `npm run check`: run npm scripts one after another, stop at the first that fails, and end with
// each phase's seconds, so a slowdown shows in the change that caused it. Scripts joined by `+` are one phase whose
// scripts run side by side (each mostly on one core: the type checker, the linter, the deploy dry runs, the worker
// tests). The last script of a phase prints as it goes; the others' output is kept and printed whole, script by
// script, once the phase ends, so it never interleaves. A script that fails has the end of its output printed again
// after everything else, so the failure is what a reader of the log's last lines sees (CI often shows only those).
//   node scripts/run-phases.mjs typecheck+lint:code+lint:format+test:worker
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const phases = process.argv.slice(2)
if (phases.length === 0) {
  console.error('usage: node scripts/run-phases.mjs <npm script>[+<npm script>…] [<npm script> …]')
  process.exit(2)
}

const npm = process.env.npm_execpath

/**
 * How much of a failed script's output is printed again at the end: the failure report a test runner ends with,
 * and short enough that a CI page showing only the log's last lines still shows it.
 */
const FAILURE_TAIL_BYTES = 8_000

/**
 * Runs one npm script and hands its output back; `quiet` keeps it until then, otherwise it is also printed as it
 * comes.
 */
function runScript(script, quiet) {
  // Through npm, as `npm run <script>` would, so each keeps the `node` devDependency first on PATH.
  const [command, args] = npm ? [process.execPath, [npm, 'run', '--silent', script]] : ['npm', ['run', '--silent', script]]
  const started = performance.now()
  return new Promise((resolve) => {
    // Piped, so a failure's output can be printed again; colours stay on where this prints to a terminal.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    const output = []
    child.stdout.on('data', (chunk) => {
      output.push(chunk)
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output.push(chunk)
      if (!quiet) process.stderr.write(chunk)
    })
    child.on('close', (code) =>
      resolve({ script, status: code ?? 1, seconds: (performance.now() - started) / 1000, output: Buffer.concat(output) }),
    )
  })
}

const timings = []
let failed = null
const started = performance.now()
for (const phase of phases) {
  const scripts = phase.split('+')
  console.log(`\n▶ ${scripts.join(' + ')}`)
  const results = await Promise.all(scripts.map((script, index) => runScript(script, index < scripts.length - 1)))
  for (const result of results.slice(0, -1)) {
    console.log(`\n── ${result.script} ──`)
    process.stdout.write(result.output)
  }
  timings.push(...results)
  const failures = results.filter((result) => result.status !== 0)
  for (const failure of failures) {
    const tail = failure.output.subarray(Math.max(0, failure.output.length - FAILURE_TAIL_BYTES))
    console.log(`\n── ${failure.script} failed; the end of its output again ──`)
    process.stdout.write(tail)
  }
  if (failures.length > 0) {
    failed = failures.map((failure) => failure.script).join(' and ')
    break
  }
}

const total = (performance.now() - started) / 1000
const ran = new Set(timings.map(({ script }) => script))
console.log('\nPhase timings (scripts joined by + ran side by side)')
for (const { script, seconds, status } of timings)
  console.log(`  ${script.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s${status === 0 ? '' : '  (failed)'}`)
for (const script of phases.flatMap((phase) => phase.split('+')).filter((script) => !ran.has(script)))
  console.log(`  ${script.padEnd(14)}       – (not run)`)
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s`)
if (failed !== null) {
  console.error(`\n${failed} failed.`)
  process.exit(1)
}
