import { siteConfig } from '../env.ts'
import { isMissingRequiredSetting } from '../required-settings.ts'
import { collectOldContent, type CollectResult } from './collect-old-content.ts'
import { SYNC_LEASE_KEY } from './content-keys.ts'
import { KV_OPERATIONS_PER_INVOCATION } from './content-kv.ts'
import { createStoryblokClient, storyblokApiBase, type FetchFn } from './storyblok-client.ts'
import { seedSource, storyblokSource, syncContent, type SyncResult, type SyncSource } from './sync-content.ts'

type SyncTrigger = 'cron' | 'webhook'

/** A sync that cannot run as configured: it publishes nothing and the serving version stays. */
class SyncNotConfiguredError extends Error {
  override name = 'SyncNotConfiguredError'
}

/**
 * Storyblok when a delivery token is configured, else the bundled seed content, but only where the environment
 * allows it: production without a token publishes nothing rather than replacing the live site with the seed.
 */
function syncSourceFor(env: Env, fetchFn: FetchFn): SyncSource {
  const config = siteConfig(env)
  if (!config.STORYBLOK_TOKEN) {
    if (isMissingRequiredSetting(config, 'STORYBLOK_TOKEN'))
      throw new SyncNotConfiguredError(`STORYBLOK_TOKEN is not set in ${config.ENVIRONMENT}`)
    return seedSource
  }
  return storyblokSource(
    createStoryblokClient({ token: config.STORYBLOK_TOKEN, fetch: fetchFn, baseUrl: storyblokApiBase(config.STORYBLOK_REGION) }),
  )
}

/**
 * One sync as the Worker runs it (cron or webhook), with one structured log line either way. A failure
 * is logged and rethrown: nothing was published, and the cron's own status shows the failed run.
 */
export async function runContentSync(env: Env, fetchFn: FetchFn, trigger: SyncTrigger): Promise<SyncResult> {
  const started = Date.now()
  let source: SyncSource | null = null
  try {
    source = syncSourceFor(env, fetchFn)
    const result = await syncContent(env.CONTENT, source)
    const collected = await collectAfterSync(env.CONTENT, result)
    // Unsafe links published as text and skipped form fields are a warning, so the editors' fix is not lost among routine sync lines.
    const log = result.warnings.length > 0 ? console.warn : console.log
    log(JSON.stringify({ event: 'content-sync', trigger, ms: Date.now() - started, ...result, collected }))
    return result
  } catch (error) {
    console.error(
      JSON.stringify({
        event: 'content-sync-failed',
        trigger,
        source: source?.name ?? 'not-configured',
        ms: Date.now() - started,
        message: error instanceof Error ? error.message : String(error),
      }),
    )
    throw error
  }
}

/**
 * Old versions are collected with what is left of the invocation's KV budget once the version serves (or already
 * did). A run that stood down or stopped half-way collects nothing; a failed collection never fails the sync.
 */
async function collectAfterSync(kv: KVNamespace, result: SyncResult): Promise<CollectResult | { status: 'failed' } | null> {
  if (result.status !== 'published' && result.status !== 'unchanged') return null
  try {
    return await collectOldContent(kv, { operationBudget: KV_OPERATIONS_PER_INVOCATION - result.kvReads - result.kvWrites })
  } catch (error) {
    console.error(JSON.stringify({ event: 'content-collect-failed', message: error instanceof Error ? error.message : String(error) }))
    return { status: 'failed' }
  }
}

const LEASE_SECONDS = 60

/**
 * Takes the webhook's advisory sync lease; false when a sync started less than a minute ago. KV is eventually
 * consistent, so two edge locations can both take it: that costs a duplicate sync, which is safe.
 */
export async function takeSyncLease(kv: Pick<KVNamespace, 'get' | 'put'>, now = Date.now()): Promise<boolean> {
  const held = await kv.get(SYNC_LEASE_KEY, 'text')
  if (held !== null && now - Number(held) < LEASE_SECONDS * 1000) return false
  await kv.put(SYNC_LEASE_KEY, String(now), { expirationTtl: LEASE_SECONDS })
  return true
}
