import type { Context } from 'hono'
import { readStreamWithin } from '#shared/read-stream-within.ts'
import { SandboxError } from './sandbox-error.ts'

// A request body read only up to a small limit, whatever Content-Length says (a chunked upload has none): past it
// the call answers 413 before the rest is read or parsed.

const utf8 = new TextDecoder()

export async function readSmallBody(c: Context, limitBytes: number, tooLarge: string): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > limitBytes) throw new SandboxError(413, tooLarge)
  const body = c.req.raw.body
  let text = ''
  if (body !== null) {
    const read = await readStreamWithin(body, limitBytes)
    if (!read.ok) throw new SandboxError(413, tooLarge)
    text = utf8.decode(read.bytes)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
