import { Hono } from 'hono'
import { emailChangeLinkPayloadSchema } from '#shared/schemas/api/members.ts'
import { readBody } from '../http/read-input.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { confirmEmailChange, undoEmailChange } from './email-change.ts'

// Our own calls behind the two links of an email change (email-change.ts): POST members/confirmEmail (the new
// address makes the change) and POST members/undoEmailChange (the old address takes the account back).

export function emailChangeRoutes() {
  const app = new Hono<SandboxHono>()

  app.post('/confirmEmail', async (c) => {
    const { token } = await readBody(c, emailChangeLinkPayloadSchema)
    return c.json({ confirmed: true, email: await confirmEmailChange(c.var.db, token, c.var.deps.now()) })
  })

  app.post('/undoEmailChange', async (c) => {
    const { token } = await readBody(c, emailChangeLinkPayloadSchema)
    return c.json({ undone: true, email: await undoEmailChange(c.var.db, token, c.var.deps.now()) })
  })

  return app
}
