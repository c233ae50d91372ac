import { Hono } from 'hono'
import { z } from 'zod'
import { siteConfig } from '../env.ts'
import { rollbackContent } from './rollback-content.ts'
import { constantTimeEqual } from '#shared/constant-time-equal.ts'

// `POST /_admin/content/rollback` (`npm run content:rollback`): points the site back at an earlier content version.
// Authenticated by the CONTENT_ADMIN_TOKEN secret as a bearer token; without that secret the route does not exist.

const notFound = { message: 'Not found' }
const MAX_BODY_BYTES = 1024
const bodySchema = z
  .object({
    version: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'A content version is 16 hexadecimal characters.')
      .optional(),
  })
  .strict()

/** Compared in constant time, so neither the time taken nor the lengths say how much of a guess was right. */
async function isAdminToken(expected: string, authorization: string | undefined): Promise<boolean> {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? ''
  return constantTimeEqual(expected, given)
}

export const adminRoute = new Hono<{ Bindings: Env }>()
  .post('/content/rollback', async (c) => {
    const expected = siteConfig(c.env).CONTENT_ADMIN_TOKEN
    if (!expected) return c.json(notFound, 404)
    if (!(await isAdminToken(expected, c.req.header('authorization')))) return c.json({ message: 'Unauthorized' }, 401)
    const text = await c.req.text()
    if (text.length > MAX_BODY_BYTES) return c.json({ message: 'The request is too large.' }, 413)
    let json: unknown = {}
    try {
      json = text.trim() === '' ? {} : JSON.parse(text)
    } catch {
      return c.json({ message: 'The body must be JSON: {} or { "version": "…" }.' }, 400)
    }
    const body = bodySchema.safeParse(json)
    if (!body.success) return c.json({ message: body.error.issues[0]?.message ?? 'Unexpected fields.' }, 400)

    const result = await rollbackContent(c.env.CONTENT, body.data.version ? { version: body.data.version } : {})
    if (!result.ok) {
      console.log(JSON.stringify({ event: 'content-rollback-refused', reason: result.reason }))
      return c.json({ message: result.message }, result.reason === 'version-not-found' ? 404 : 409)
    }
    console.log(JSON.stringify({ event: 'content-rollback', from: result.from, to: result.to }))
    return c.json({ status: 'rolled-back', from: result.from, to: result.to, publishedAt: result.publishedAt })
  })
  .all('*', (c) => c.json(notFound, 404))
