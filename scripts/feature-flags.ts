// `npm run flags`: read or change the site's feature flags (shared/feature-flags.ts) in an environment's FLAGS KV.
//
//   npm run flags -- list                                         every flag, its default and what it does
//   npm run flags -- show --env production                        the stored set of that environment
//   npm run flags -- set --env production franchisingBlog=false   change flags (others keep their stored value)
//   npm run flags -- reset --env production                       delete the stored set: every flag its default
//
// `set` validates the new set with the same schema the Worker reads it with, and gives it a new version (the
// time), which the edge page cache keys pages by, so the change shows at once (each isolate re-reads within 10 s,
// KV's own cache within 60 s). --id names a flag set other than the environment's FEATURE_FLAGS_ID (its name);
// --dry-run prints the wrangler command instead of running it.
import { spawnSync } from 'node:child_process'
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_DESCRIPTIONS, FEATURE_FLAG_NAMES, type FeatureFlagName } from '#shared/feature-flags.ts'
import { storedFeatureFlagsSchema, type StoredFeatureFlags } from '#shared/schemas/feature-flags.ts'

const args = process.argv.slice(2)
const command = args[0]
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args[index + 1]
}
const dryRun = args.includes('--dry-run')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

if (command === 'list' || command === undefined) {
  for (const name of FEATURE_FLAG_NAMES)
    console.log(`${name}  (default ${DEFAULT_FEATURE_FLAGS.flags[name]})  ${FEATURE_FLAG_DESCRIPTIONS[name]}`)
  process.exit(0)
}

const environment = option('env')
if (environment !== 'staging' && environment !== 'production') fail('Say which environment: --env staging or --env production.')
const key = `flags/${option('id') ?? environment}`

function wrangler(...rest: string[]): string {
  const argv = ['wrangler', 'kv', 'key', ...rest, '--binding', 'FLAGS', '--env', environment!, '--remote']
  if (dryRun) {
    console.log(`npx ${argv.map((arg) => (/^[\w./:=-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`)).join(' ')}`)
    return ''
  }
  const result = spawnSync('npx', argv, { encoding: 'utf8' })
  if (result.status !== 0) fail(result.stderr || `wrangler exited with ${result.status}`)
  return result.stdout
}

function stored(): StoredFeatureFlags | null {
  if (dryRun) return null
  const result = spawnSync(
    'npx',
    ['wrangler', 'kv', 'key', 'get', key, '--binding', 'FLAGS', '--env', environment!, '--remote', '--text'],
    { encoding: 'utf8' },
  )
  if (result.status !== 0 || /not found/i.test(result.stdout)) return null
  const parsed = storedFeatureFlagsSchema.safeParse(JSON.parse(result.stdout))
  if (!parsed.success) fail(`The stored ${key} is invalid (the site uses the defaults): ${parsed.error.message}`)
  return parsed.data
}

if (command === 'show') {
  console.log(JSON.stringify(stored() ?? { version: 'defaults', flags: {} }, null, 2))
} else if (command === 'reset') {
  wrangler('delete', key)
} else if (command === 'set') {
  const changes = args.slice(1).filter((arg) => /^\w+=(true|false)$/.test(arg))
  if (changes.length === 0) fail(`Name the flags to change, e.g. ${FEATURE_FLAG_NAMES[0]}=false (npm run flags -- list).`)
  const flags: Partial<Record<FeatureFlagName, boolean>> = { ...stored()?.flags }
  for (const change of changes) {
    const [name, value] = change.split('=') as [string, string]
    if (!(FEATURE_FLAG_NAMES as string[]).includes(name)) fail(`There is no flag ${name}. Flags: ${FEATURE_FLAG_NAMES.join(', ')}.`)
    flags[name as FeatureFlagName] = value === 'true'
  }
  const next = storedFeatureFlagsSchema.parse({ version: new Date().toISOString().replace(/[-:]|\.\d+/g, ''), flags })
  wrangler('put', key, JSON.stringify(next))
  if (!dryRun) console.log(`${key} is now version ${next.version}: ${JSON.stringify(next.flags)}`)
} else {
  fail(`Unknown command ${command}: list, show, set or reset.`)
}
