#!/usr/bin/env node
// `npm run test:deploy` (part of `npm test`): builds the staging and production Workers the way a deploy does
// (CLOUDFLARE_ENV at build time) and runs `wrangler deploy --dry-run` on each, and on the staging sandbox, so a
// broken binding, a missing asset directory or an over-size bundle fails here and not at deploy time. It also
// checks the flattened configs for the rules a deploy must never break. Ends by building the development site, as
// `npm run build` does, so dist/ holds what `npm start --no-build` and the browser tests serve (`npm test` runs
// those next, and this build runs while the lint of the same phase still has a core busy).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const WRANGLER = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url))
// Workers' compressed size limit on the free plan; staying under it leaves the paid plan's 10 MB far away.
const MAX_GZIP_KIB = 3 * 1024
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

const failures = []
const fail = (message) => failures.push(message)

function run(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, args, { env: { ...env, ...extraEnv }, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`${args.slice(1).join(' ')} exited with ${result.status}`)
  }
  return result.stdout + result.stderr
}

function dryRun(label, config, extraArgs = []) {
  const outdir = mkdtempSync(join(tmpdir(), 'perkins-dry-run-'))
  try {
    const output = run([WRANGLER, 'deploy', '-c', config, ...extraArgs, '--dry-run', '--outdir', outdir])
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output)
    if (!size) fail(`${label}: wrangler printed no upload size`)
    else if (Number(size[2]) > MAX_GZIP_KIB) fail(`${label}: ${size[2]} KiB gzip is over the ${MAX_GZIP_KIB} KiB budget`)
    console.log(`  ${label}: dry run ok${size ? `, ${size[1]} KiB (${size[2]} KiB gzip)` : ''}`)
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

const readConfig = (path) => JSON.parse(readFileSync(path, 'utf8'))

for (const environment of ['staging', 'production']) {
  console.log(`${environment}:`)
  run([VITE, 'build', '--logLevel', 'error'], { CLOUDFLARE_ENV: environment })
  const site = readConfig('dist/site/wrangler.json')
  if (site.vars?.ENVIRONMENT !== environment) fail(`${environment}: ENVIRONMENT is ${site.vars?.ENVIRONMENT}`)
  if (!site.assets?.directory) fail(`${environment}: no assets directory`)
  if (!site.kv_namespaces?.some((namespace) => namespace.binding === 'CONTENT')) fail(`${environment}: no CONTENT namespace`)
  if (!site.observability?.enabled) fail(`${environment}: Workers Logs are off`)
  const sandboxBinding = site.services?.some((service) => service.binding === 'UPSTREAM')
  if (environment === 'production' && sandboxBinding) fail('production binds the sandbox upstream; it must use API_ORIGIN')
  // The card provider: both vars declared (the site refuses cards without them), the script https only.
  for (const name of ['CHECKOUT_SCRIPT_URL', 'CHECKOUT_ENVIRONMENT_KEY'])
    if (typeof site.vars?.[name] !== 'string') fail(`${environment}: ${name} is not declared in [env.${environment}.vars]`)
  if (site.vars?.CHECKOUT_SCRIPT_URL && !String(site.vars.CHECKOUT_SCRIPT_URL).startsWith('https://'))
    fail(`${environment}: CHECKOUT_SCRIPT_URL must be https://`)
  dryRun(`${environment} site`, 'dist/site/wrangler.json')
  if (environment === 'staging') {
    const sandbox = readConfig('dist/perkins_sandbox/wrangler.json')
    if (sandbox.vars?.ENVIRONMENT !== 'staging')
      fail(`staging sandbox: ENVIRONMENT is ${sandbox.vars?.ENVIRONMENT} (its outbox page would be open)`)
    if (sandbox.workers_dev !== false) fail('staging sandbox: workers_dev must be false (reached only through the service binding)')
    if (!sandbox.d1_databases?.some((database) => database.binding === 'DB')) fail('staging sandbox: no DB binding')
    dryRun('staging sandbox', 'dist/perkins_sandbox/wrangler.json')
    if (!sandbox.services?.some((service) => service.binding === 'PAY_PROVIDER' && service.service === 'perkins-pay-sandbox-staging'))
      fail('staging sandbox: no PAY_PROVIDER binding to perkins-pay-sandbox-staging')
    // The card provider sandbox deploys on its own (its own hostname, never the site's).
    dryRun('staging card provider sandbox', 'worker/pay-sandbox/wrangler.toml', ['--env', 'staging'])
  }
}

const { CLOUDFLARE_ENV: _deployEnvironment, ...developmentEnv } = env
const development = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'error'], { env: developmentEnv, encoding: 'utf8' })
if (development.status !== 0) {
  process.stderr.write(development.stdout + development.stderr)
  fail(`the development build exited with ${development.status}`)
} else console.log('development: built')

if (failures.length > 0) {
  console.error(`\nDeploy checks failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('Deploy checks passed.')
