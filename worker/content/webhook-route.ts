import { Hono } from 'hono'
import { siteConfig } from '../env.ts'
import { isMissingRequiredSetting } from '../required-settings.ts'
import { runContentSync, takeSyncLease } from './run-content-sync.ts'
import type { FetchFn } from './storyblok-client.ts'
import { webhookSeenKey } from './content-keys.ts'
import { WEBHOOK_SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.ts'
import { sha256Hex } from '#shared/hex.ts'
import { readLimitedText } from '../api/read-limited-text.ts'

// Storyblok's events are a few hundred bytes; anything far larger is not one of them. Counted as the bytes arrive
// (the proxy's limited reader), so a chunked upload without Content-Length is cut off at the limit, never read whole,
// and all of it before the signature is checked.
const MAX_BODY_BYTES = 64 * 1024

const unauthorized = { message: 'Unauthorized' }

/**
 * Storyblok's signature carries no timestamp, so a captured event stays valid for ever. An event seen within this
 * window (the same signature over the same body) is recognised as a replay and starts no sync. Storyblok retries a
 * failed delivery within minutes, so ten minutes covers its retries too: a retry of an event we already took is
 * exactly the case to ignore.
 */
const WEBHOOK_REPLAY_WINDOW_SECONDS = 10 * 60

/**
 * True when this signed event was already seen within the window; otherwise records it. KV is eventually
 * consistent, so two deliveries at two edge locations in the same second may both pass: that costs one duplicate
 * sync, which is safe. What it stops is a replay later on.
 */
async function isReplay(kv: Pick<KVNamespace, 'get' | 'put'>, signature: string, body: string): Promise<boolean> {
  const key = webhookSeenKey(await sha256Hex(`${signature.trim().toLowerCase()}\n${body}`))
  if ((await kv.get(key, 'text')) !== null) return true
  await kv.put(key, new Date().toISOString(), { expirationTtl: WEBHOOK_REPLAY_WINDOW_SECONDS })
  return false
}

/**
 * `POST /_storyblok/webhook`: Storyblok's publish events trigger the same sync the cron runs, so editors see
 * their change within seconds. Authentication is Storyblok's own webhook secret (STORYBLOK_WEBHOOK_SECRET):
 * the body must carry a valid HMAC-SHA1 signature in the `webhook-signature` header. We chose the signature
 * over a secret in the URL because URLs end up in logs, while the signature also covers the body. No secret
 * configured, no or a wrong signature, any other method or path: 401.
 */
export function createWebhookRoute(fetchFn: FetchFn) {
  return new Hono<{ Bindings: Env }>()
    .post('/webhook', async (c) => {
      const config = siteConfig(c.env)
      const secret = config.STORYBLOK_WEBHOOK_SECRET
      if (!secret) {
        isMissingRequiredSetting(config, 'STORYBLOK_WEBHOOK_SECRET')
        return c.json(unauthorized, 401)
      }
      if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return c.json(unauthorized, 401)
      const read = await readLimitedText(c.req.raw.body, MAX_BODY_BYTES)
      if (!read.ok) return c.json(unauthorized, 401)
      const body = read.text
      const signature = c.req.header(WEBHOOK_SIGNATURE_HEADER)
      if (!signature || !(await verifyWebhookSignature(secret, body, signature))) return c.json(unauthorized, 401)
      // 200, not an error: the sender did nothing wrong by retrying, and a replayer learns nothing new.
      if (await isReplay(c.env.CONTENT, signature, body))
        return c.json({ status: 'duplicate', note: 'This event was already received; no sync was started.' }, 200)
      if (!(await takeSyncLease(c.env.CONTENT))) return c.json({ status: 'sync-already-running' }, 202)
      // Already logged by runContentSync; the waitUntil promise must not reject unhandled.
      c.executionCtx.waitUntil(runContentSync(c.env, fetchFn, 'webhook').catch(() => undefined))
      return c.json({ status: 'sync-started', event: eventSummary(body) }, 202)
    })
    .all('*', (c) => c.json(unauthorized, 401))
}

/** What the event was about, echoed for Storyblok's webhook log; the sync itself reads the whole space. */
function eventSummary(body: string): { action?: string; story_id?: number } {
  try {
    const event = JSON.parse(body) as { action?: unknown; story_id?: unknown }
    return {
      ...(typeof event.action === 'string' ? { action: event.action } : {}),
      ...(typeof event.story_id === 'number' ? { story_id: event.story_id } : {}),
    }
  } catch {
    return {}
  }
}

/** The route as the Worker mounts it, reaching Storyblok through the global fetch. */
export const webhookRoute = createWebhookRoute((input, init) => fetch(input, init))
