import { Hono } from 'hono'
import { siteConfig } from '../env.ts'
import { isMissingRequiredSetting } from '../required-settings.ts'
import { runContentSync, takeSyncLease } from './run-content-sync.ts'
import type { FetchFn } from './storyblok-client.ts'
import { WEBHOOK_SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.ts'

// Storyblok's events are a few hundred bytes; anything far larger is not one of them.
const MAX_BODY_BYTES = 64 * 1024

const unauthorized = { message: 'Unauthorized' }

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
      const body = await c.req.text()
      if (body.length > MAX_BODY_BYTES || !(await verifyWebhookSignature(secret, body, c.req.header(WEBHOOK_SIGNATURE_HEADER)))) {
        return c.json(unauthorized, 401)
      }
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
