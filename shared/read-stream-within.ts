// Reads a stream chunk by chunk, giving up (and cancelling it) once it passes `limit` bytes, so whoever writes it
// cannot make the reader buffer an arbitrarily large body. Counted as the bytes arrive, whatever a length header
// claims. Standard streams only: it serves any runtime, and any stream, including one built in JavaScript.

export type BytesWithin = { ok: true; bytes: Uint8Array } | { ok: false }

export async function readStreamWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<BytesWithin> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return { ok: true, bytes }
}
