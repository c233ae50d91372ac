import { EARLY_POST_MAX_BYTES, EARLY_POST_REFUSAL_HEADER, type EarlyPostRefusal } from '#shared/early-post.ts'
import { readLimitedBytes } from '../api/read-limited-bytes.ts'

/**
 * The request a page's action sees for anything but GET and HEAD: a POST with its body read up to the limit, or,
 * for a body over it or another method, a POST without a body that names the refusal (shared/early-post.ts). A
 * refusal header the visitor sent is dropped first.
 */
export async function earlyPostRequest(raw: Request): Promise<Request> {
  const headers = new Headers(raw.headers)
  headers.delete(EARLY_POST_REFUSAL_HEADER)
  const refused = (refusal: EarlyPostRefusal) => {
    headers.delete('content-type')
    headers.delete('content-length')
    headers.set(EARLY_POST_REFUSAL_HEADER, refusal)
    return new Request(raw.url, { method: 'POST', headers })
  }
  if (raw.method !== 'POST') return refused('method-not-allowed')
  const declared = raw.headers.get('content-length')
  const read = await readLimitedBytes(raw.body, EARLY_POST_MAX_BYTES, declared === null ? null : Number(declared) || 0)
  if (!read.ok) return refused('too-large')
  return new Request(raw.url, { method: 'POST', headers, body: read.bytes })
}
