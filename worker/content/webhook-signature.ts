import { constantTimeEqual } from '#shared/constant-time-equal.ts'
import { toHex } from '#shared/hex.ts'

// Storyblok signs each webhook body with the webhook secret: HMAC-SHA1 of the raw body, hex, in the
// `webhook-signature` header. Verifying it proves the event came from our space and was not altered.

export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature'

const encoder = new TextEncoder()

async function hmacSha1(secret: string, body: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))
}

/** The signature Storyblok would send for this body; tests and scripts/sync.mjs sign with it too. */
export async function signWebhookBody(secret: string, body: string): Promise<string> {
  return toHex(await hmacSha1(secret, body))
}

/** Compares in constant time, so the response time says nothing about how much of a guess was right. */
export async function verifyWebhookSignature(secret: string, body: string, signature: string | undefined | null): Promise<boolean> {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature.trim())) return false
  return constantTimeEqual(await signWebhookBody(secret, body), signature.trim().toLowerCase())
}
