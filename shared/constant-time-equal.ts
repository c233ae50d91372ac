// Comparing a secret someone sent with the one we expect must take the same time wherever they differ, or the time
// taken tells an attacker how much of a guess was right. WebCrypto's HMAC verify compares in constant time, so both
// values go through it under a key of this call's own: equal MACs mean equal values. It works alike in workerd, the
// browser and Node, and the lengths of the values are not compared either.

const bytesOf = (value: string | Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> =>
  typeof value === 'string' ? new TextEncoder().encode(value) : value

export async function constantTimeEqual(
  expected: string | Uint8Array<ArrayBuffer>,
  given: string | Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  const mac = await crypto.subtle.sign('HMAC', key, bytesOf(expected))
  return crypto.subtle.verify('HMAC', key, mac, bytesOf(given))
}
