import { readLimitedBytes } from './read-limited-bytes.ts'

// Reads a request body as text, giving up once it passes `limit` bytes, so a client cannot make the Worker
// buffer an arbitrarily large upload before validation refuses it.

type LimitedText = { ok: true; text: string } | { ok: false }

const utf8 = new TextDecoder()

export async function readLimitedText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<LimitedText> {
  const read = await readLimitedBytes(body, limit)
  return read.ok ? { ok: true, text: utf8.decode(read.bytes) } : read
}
