import { env } from 'cloudflare:workers'
import { beforeAll } from 'vitest'
import { forgetContentPointers } from '#worker/content/content-store.ts'
import { forgetFeatureFlags } from '#worker/feature-flags/flag-provider.ts'
import { forgetReportedInvalidConfig, forgetReportedSettings } from '#worker/required-settings.ts'

// Test files share one runtime, one after another (vitest.config.ts: isolate: false, one worker), which saves a
// fresh workerd per file. So each file starts as it would in a runtime of its own: empty content and flag stores,
// and none of the memos a previous file left in this isolate. (The sandbox's D1 data is shared: its tests make
// their own members and orders. The edge cache is keyed by host: edge-cache-integration.test.ts uses its own.)

async function emptied(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await kv.list(cursor === undefined ? {} : { cursor })
    await Promise.all(page.keys.map((key) => kv.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor !== undefined)
}

beforeAll(async () => {
  await Promise.all([emptied(env.CONTENT), emptied(env.FLAGS)])
  forgetContentPointers()
  forgetFeatureFlags()
  forgetReportedSettings()
  forgetReportedInvalidConfig()
})
