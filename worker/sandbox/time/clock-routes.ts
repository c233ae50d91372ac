import { Hono } from 'hono'
import { z } from 'zod'
import { PINNABLE_ENVIRONMENTS, sandboxNowSchema } from '#shared/pinned-clock.ts'
import { SandboxError, MESSAGES } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { moveSandboxClock } from './sandbox-clock.ts'

// PUT /_sandbox/clock { "now": "2026-11-17T16:30:00Z" } pins the sandbox's clock at that instant from now on;
// { "now": null } gives it back the real time. Development and test only (anywhere else: 404), for browser tests
// that need another hour than the suite's (a late evening, a closed store) and for `npm start` with SANDBOX_NOW.

const clockBody = z.object({ now: sandboxNowSchema.nullable() })

export function clockRoutes() {
  const app = new Hono<SandboxHono>()
  app.put('/clock', async (c) => {
    if (!PINNABLE_ENVIRONMENTS.has(c.env.ENVIRONMENT ?? '')) return c.notFound()
    const body = clockBody.safeParse(await c.req.json().catch(() => null))
    if (!body.success) throw new SandboxError(400, body.error.issues[0]?.message ?? MESSAGES.correctInputs, 'now')
    moveSandboxClock(body.data.now)
    return c.json({ now: new Date(c.var.deps.now()).toISOString() })
  })
  return app
}
