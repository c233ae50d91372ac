import { readStreamWithin, type BytesWithin } from '#shared/read-stream-within.ts'

// Reads an upstream answer's bytes, giving up once it passes `limit` bytes, so a runaway or hostile upstream cannot
// make the Worker buffer an arbitrarily large answer. Counted as the bytes arrive, whatever Content-Length claims.
// The runtime's own streams are read into one growing buffer a few large reads at a time (readAtLeast), which costs
// a small fraction of reading (and decoding) their 4 KB chunks one by one; a stream built in JavaScript, which
// cannot fill a buffer the caller gives it, is read chunk by chunk.

/** Room for a full menu (about 95 KB) in one buffer, when the answer does not say its length. */
const FIRST_BUFFER_BYTES = 128 * 1024

/**
 * `declaredLength`: the answer's Content-Length, if any; only a hint for the first buffer, never trusted as a limit.
 * `expectedBytes`: the first buffer when no length is declared; a caller expecting small answers passes a small one,
 * as a 128 KB buffer costs more to allocate than a 1 KB answer costs to pass on.
 */
export async function readLimitedBytes(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  declaredLength: number | null = null,
  expectedBytes: number = FIRST_BUFFER_BYTES,
): Promise<BytesWithin> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) }
  let reader: ReadableStreamBYOBReader
  try {
    reader = body.getReader({ mode: 'byob' })
  } catch {
    return readStreamWithin(body, limit)
  }
  // One byte more than declared, so an answer that keeps going past its Content-Length is still counted.
  const first = declaredLength !== null && declaredLength >= 0 ? Math.max(declaredLength + 1, 1024) : Math.max(expectedBytes, 1024)
  let buffer = new ArrayBuffer(Math.min(first, limit + 1))
  let size = 0
  for (;;) {
    if (size === buffer.byteLength) {
      if (size > limit) {
        await reader.cancel()
        return { ok: false }
      }
      const larger = new ArrayBuffer(Math.min(buffer.byteLength * 2, limit + 1))
      new Uint8Array(larger).set(new Uint8Array(buffer, 0, size))
      buffer = larger
    }
    const room = buffer.byteLength - size
    // Waits for the buffer to fill, or the end: fewer, larger reads.
    const { done, value } = await reader.readAtLeast(room, new Uint8Array(buffer, size, room))
    // The read takes the buffer over and hands it back in `value`.
    if (value) {
      buffer = value.buffer as ArrayBuffer
      size += value.byteLength
    }
    if (done || !value) break
  }
  return size > limit ? { ok: false } : { ok: true, bytes: new Uint8Array(buffer, 0, size) }
}
