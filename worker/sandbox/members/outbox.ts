import { Hono } from 'hono'
import { z } from 'zod'
import { readSmallBody } from '../http/read-small-body.ts'
import { SandboxError, MESSAGES } from '../http/sandbox-error.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import type { Guard } from '../orders/order-writes.ts'

// The sandbox sends no email. What it would send (password-reset and one-time sign-in links, order receipts) is written to the
// outbox table in the same batch as the change it announces, and handed to the `notify` dependency once committed;
// the default prints one JSON line, which `npm start` and `wrangler dev` show in the terminal. The sandbox's own
// page GET /_sandbox/outbox lists the latest messages. Neither is reachable through the site's /api (the proxy
// forwards only the call table's paths), and no API answer ever carries a link: the email is the only way to it.
//
// The page exists only when the sandbox runs in development or test (ENVIRONMENT); anywhere else, unset included,
// it answers 404 like any unknown path, because it hands out the links that sign people in.

export interface OutboxMessage {
  to: string
  subject: string
  body: string
}

export type Notify = (message: OutboxMessage) => void

export const logOutboxMessage: Notify = (message) => console.log(JSON.stringify({ event: 'sandbox-outbox', ...message }))

/** The message's row; under an order write's guard (orders/order-writes.ts) only when that write applies. */
export function outboxStatement(db: SandboxDb, message: OutboxMessage, now: number, guard?: Guard): D1PreparedStatement {
  if (guard === undefined) {
    return db
      .prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(message.to, message.subject, message.body, now)
  }
  return db
    .prepare(`INSERT INTO outbox (recipient, subject, body, created_at) SELECT ?, ?, ?, ? WHERE ${guard.sql}`)
    .bind(message.to, message.subject, message.body, now, ...guard.binds)
}

const PAGE_SIZE = 20

/** What the site delivers here in development and test instead of its form webhook (worker/forms/form-destination.ts). */
const deliveredMessageSchema = z.strictObject({
  to: z.string().trim().min(1).max(200),
  subject: z.string().trim().min(1).max(300),
  body: z.string().max(32_000),
})
const MAX_DELIVERED_BYTES = 48 * 1024

const OUTBOX_ENVIRONMENTS: ReadonlySet<string> = new Set(['development', 'test'])

const outboxIsOpen = (environment: string | undefined): boolean => environment !== undefined && OUTBOX_ENVIRONMENTS.has(environment)

export function outboxRoutes() {
  const app = new Hono<SandboxHono>()

  // GET /_sandbox/outbox?to=ann@example.com: the latest messages, newest first, optionally for one address.
  app.get('/outbox', async (c) => {
    if (!outboxIsOpen(c.env.ENVIRONMENT)) return c.notFound()
    const to = c.req.query('to')?.trim().toLowerCase() ?? null
    const { results } = await c.var.db
      .prepare(
        'SELECT id, recipient, subject, body, created_at FROM outbox WHERE ?1 IS NULL OR lower(recipient) = ?1 ORDER BY id DESC LIMIT ?2',
      )
      .bind(to, PAGE_SIZE)
      .all<{ id: number; recipient: string; subject: string; body: string; created_at: number }>()
    return c.json({
      messages: results.map((m) => ({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        body: m.body,
        sent_at: new Date(m.created_at).toISOString(),
      })),
    })
  })

  // POST /_sandbox/outbox {to, subject, body}: a message the site would have delivered elsewhere (a CMS form's
  // submission), kept so `npm run outbox` shows it. Same environments as the page above.
  app.post('/outbox', async (c) => {
    if (!outboxIsOpen(c.env.ENVIRONMENT)) return c.notFound()
    const parsed = deliveredMessageSchema.safeParse(await readSmallBody(c, MAX_DELIVERED_BYTES, MESSAGES.correctInputs))
    if (!parsed.success) throw new SandboxError(400, MESSAGES.correctInputs)
    const now = c.var.deps.now()
    await outboxStatement(c.var.db, parsed.data, now).run()
    c.var.deps.notify(parsed.data)
    return c.json({ ok: true }, 201)
  })

  return app
}
