import type { Context } from 'hono'
import { SandboxError } from './sandbox-error.ts'

// A request body read only up to a small limit, whatever Content-Length says (a chunked upload has none): past it
// the call answers 413 before the rest is read or parsed.

export async function readSmallBody(c: Context, limitBytes: number, tooLarge: string): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > limitBytes) throw new SandboxError(413, tooLarge)
  const body = c.req.raw.body
  let text = ''
  if (body !== null) {
    const reader = body.getReader()
    const decoder = new TextDecoder()
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limitBytes) {
        await reader.cancel()
        throw new SandboxError(413, tooLarge)
      }
      text += decoder.decode(value, { stream: true })
    }
    text += decoder.decode()
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
