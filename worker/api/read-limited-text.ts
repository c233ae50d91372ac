// Reads a request body as text, giving up once it passes `limit` bytes, so a client cannot make the Worker
// buffer an arbitrarily large upload before validation refuses it.

type LimitedText = { ok: true; text: string } | { ok: false }

export async function readLimitedText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<LimitedText> {
  if (!body) return { ok: true, text: '' }
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false }
    }
    text += decoder.decode(value, { stream: true })
  }
  return { ok: true, text: text + decoder.decode() }
}
