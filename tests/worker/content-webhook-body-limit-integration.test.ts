import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '#worker/app.ts'
import { POINTER_KEY } from '#worker/content/content-keys.ts'
import { signWebhookBody } from '#worker/content/webhook-signature.ts'

// Issue 29, R3: a chunked upload without Content-Length skipped the webhook's 64 KiB check and was read whole
// (30 MB in the attack) before the signature was checked. The webhook now counts the bytes as they arrive.

const SECRET = 'whsec-test-1958'
const LIMIT = 64 * 1024
const CHUNK = new Uint8Array(16 * 1024).fill(0x61)

/** A body of `total` bytes with no declared length, counting how much of it the Worker pulled. */
function countedStream(total: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += CHUNK.byteLength
      controller.enqueue(CHUNK.slice())
    },
  })
  return { stream, pulled: () => pulled }
}

async function postStream(body: ReadableStream<Uint8Array>, signature: string) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request('https://perkins.test/_storyblok/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    }),
    { ...env, STORYBLOK_WEBHOOK_SECRET: SECRET } as Env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

describe('the Storyblok webhook reads at most its limit', () => {
  it('stops reading a 30 MB chunked upload without Content-Length at 64 KiB and refuses it, signed or not', async () => {
    await env.CONTENT.delete(POINTER_KEY)
    const upload = countedStream(30 * 1024 * 1024)
    const response = await postStream(upload.stream, await signWebhookBody(SECRET, 'whatever'))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
    // The limit and at most one buffer's worth of chunks past it: never the 30 MB.
    expect(upload.pulled()).toBeLessThanOrEqual(LIMIT + 4 * CHUNK.byteLength)
    expect(await env.CONTENT.get(POINTER_KEY)).toBeNull()
  })

  it('still takes a small signed event that arrives chunked, without Content-Length', async () => {
    const event = JSON.stringify({ action: 'published', story_id: 1003, padding: 'x'.repeat(2000) })
    const bytes = new TextEncoder().encode(event)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 1000))
        controller.enqueue(bytes.slice(1000))
        controller.close()
      },
    })
    const response = await postStream(stream, await signWebhookBody(SECRET, event))
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({ status: 'sync-started', event: { action: 'published', story_id: 1003 } })
  })
})
