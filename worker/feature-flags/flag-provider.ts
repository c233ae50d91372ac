import { DEFAULT_FEATURE_FLAGS, type FeatureFlagSet } from '#shared/feature-flags.ts'
import { siteConfig } from '../env.ts'
import { resolveFeatureFlags, storedFeatureFlagsSchema } from '#shared/schemas/feature-flags.ts'

/**
 * Where the site's feature flags come from. Flags are anonymous: the same for every visitor, so no member, device
 * or location is ever sent to a provider, and a page's flags depend on nothing but the stored set.
 * `anonymous()` never throws and never waits long: on any failure or delay it answers the defaults.
 */
export interface FlagProvider {
  anonymous(): Promise<FeatureFlagSet>
}

/** KV key of a flag set; FEATURE_FLAGS_ID picks the set, so environments may share a namespace. */
export const featureFlagsKey = (id: string) => `flags/${id}`

/** Longest a page waits for the flags before rendering with the defaults: KV answers hot keys in a few ms. */
export const FLAG_READ_TIMEOUT_MS = 50
// Like the content pointer: KV may serve a value up to a minute old anyway, so an isolate keeps it 10 s more.
const FLAG_MEMO_MS = 10_000
const FLAG_KV_CACHE_TTL_SECONDS = 60

let memos = new Map<string, { set: Promise<FeatureFlagSet>; until: number }>()
const reported = new Set<string>()

/** Forgets the isolate's memo, so the next read goes to KV (tests; an operator's change otherwise shows within a minute). */
export function forgetFeatureFlags(): void {
  memos = new Map()
  reported.clear()
}

function warnOnce(key: string, problem: string): void {
  if (reported.has(key)) return
  reported.add(key)
  // A warning, not an error: the site works on the defaults; the operator's stored change is what does not apply.
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'feature-flags-default',
      key,
      problem,
      effect: 'the defaults of shared/feature-flags.ts apply',
    }),
  )
}

async function readStored(kv: Pick<KVNamespace, 'get'>, key: string, timeoutMs: number): Promise<FeatureFlagSet> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))
  try {
    const value = await Promise.race([kv.get(key, { type: 'text', cacheTtl: FLAG_KV_CACHE_TTL_SECONDS }), timeout])
    if (value === 'timeout') {
      warnOnce(key, `no answer within ${timeoutMs} ms`)
      return DEFAULT_FEATURE_FLAGS
    }
    // No stored set is normal: every flag has its default (a copy, so the memo keeps it: see kvFlagProvider).
    if (value === null) return { ...DEFAULT_FEATURE_FLAGS }
    const stored = storedFeatureFlagsSchema.safeParse(JSON.parse(value))
    if (!stored.success) {
      warnOnce(
        key,
        `the stored flags are invalid: ${stored.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      )
      return DEFAULT_FEATURE_FLAGS
    }
    return resolveFeatureFlags(stored.data)
  } catch (error) {
    warnOnce(key, error instanceof SyntaxError ? 'the stored flags are not JSON' : 'the flags could not be read')
    return DEFAULT_FEATURE_FLAGS
  } finally {
    if (timer !== null) clearTimeout(timer)
  }
}

/** The default provider: one JSON value in the FLAGS KV namespace, read at most every 10 s per isolate. */
export function kvFlagProvider(
  kv: Pick<KVNamespace, 'get'> | undefined,
  id: string,
  { timeoutMs = FLAG_READ_TIMEOUT_MS } = {},
): FlagProvider {
  return {
    anonymous() {
      if (!kv) return Promise.resolve(DEFAULT_FEATURE_FLAGS)
      const key = featureFlagsKey(id)
      const memo = memos.get(key)
      if (memo && memo.until > Date.now()) return memo.set
      const set = readStored(kv, key, timeoutMs)
      // A read that fell back to the defaults is not kept: the next request tries KV again.
      memos.set(key, { set, until: Date.now() + FLAG_MEMO_MS })
      void set.then((value) => {
        if (value === DEFAULT_FEATURE_FLAGS && memos.get(key)?.set === set) memos.delete(key)
      })
      return set
    },
  }
}

/**
 * The version of the flags a page is rendered with ('defaults' when none is stored or readable): part of the edge
 * page cache key, so a flag change takes effect at once. Reads the same memo the page does: at most one KV read.
 */
export async function featureFlagsVersion(env: Env): Promise<string> {
  return (await siteFlagProvider(env).anonymous()).version
}

/** The provider of this Worker's bindings and vars. */
export function siteFlagProvider(env: Env): FlagProvider {
  return kvFlagProvider(env.FLAGS, siteConfig(env).FEATURE_FLAGS_ID)
}
