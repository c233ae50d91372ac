#!/usr/bin/env node
// `npm test` and `npm run check`: run npm scripts one after another, stop at the first that fails, and end with
// each phase's seconds, so a slowdown shows in the change that caused it.
//   node scripts/run-phases.mjs typecheck lint test:worker
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const phases = process.argv.slice(2)
if (phases.length === 0) {
  console.error('usage: node scripts/run-phases.mjs <npm script> [<npm script> …]')
  process.exit(2)
}

const npm = process.env.npm_execpath
const timings = []
let failed = null
const started = performance.now()
for (const phase of phases) {
  console.log(`\n▶ ${phase}`)
  const phaseStarted = performance.now()
  // Through npm, as `npm run <phase>` would, so each phase keeps the `node` devDependency first on PATH.
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', '--silent', phase], { stdio: 'inherit' })
    : spawnSync('npm', ['run', '--silent', phase], { stdio: 'inherit' })
  timings.push({ phase, seconds: (performance.now() - phaseStarted) / 1000, status: result.status ?? 1 })
  if (result.status !== 0) {
    failed = phase
    break
  }
}

const total = (performance.now() - started) / 1000
console.log('\nPhase timings')
for (const { phase, seconds, status } of timings)
  console.log(`  ${phase.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s${status === 0 ? '' : '  (failed)'}`)
for (const phase of phases.slice(timings.length)) console.log(`  ${phase.padEnd(14)}       – (not run)`)
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s`)
if (failed !== null) {
  console.error(`\n${failed} failed.`)
  process.exit(1)
}
