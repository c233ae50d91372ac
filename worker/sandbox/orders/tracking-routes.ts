import { Hono } from 'hono'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { trackPayloadSchema } from '#shared/schemas/api/orders.ts'
import { parseInput } from '../http/read-input.ts'
import { readSmallBody } from '../http/read-small-body.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { resolveMemberToken } from '../members/resolve-member.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { holdsOrderClaim } from './order-claims.ts'
import { orderIdParam } from './order-http.ts'
import { findOrder, type OrderRow } from './order-store.ts'

// POST orders/{id}/track: the analytics echo of an order (id and products) or of a failure (error and type),
// written to order_events. A write into the database, so it takes only what an order's owner would send:
// - an existing order (an unknown id answers 404, as does one the caller does not own, so ids reveal nothing);
// - from its owner: a member's order with that member's ordering token; a guest's open basket with its id (the
//   basket id is the guest's, as for every basket call); a placed guest order with its live claim token, which
//   only the browser that placed it holds (order-claims.ts);
// - small: TRACK_BODY_LIMIT_BYTES, past which it answers 413 unread;
// - at most TRACK_EVENTS_PER_MINUTE per order, counted in the insert itself, so a burst cannot overshoot.

/** A full order echo (a dozen lines with names) is well under 2 KB; 4 KB leaves room and no more. */
export const TRACK_BODY_LIMIT_BYTES = 4 * 1024
export const TRACK_EVENTS_PER_MINUTE = 10
const MINUTE_MS = 60_000

const TRACK_MESSAGES = {
  tooLarge: 'This event is too large to record.',
  tooMany: 'Too many events for this order. Please try again in a minute.',
} as const

async function ownsOrder(
  db: SandboxDb,
  order: Pick<OrderRow, 'id' | 'member_id' | 'status'>,
  token: string | undefined,
  now: number,
): Promise<boolean> {
  if (order.member_id !== null) {
    if (!token) return false
    const check = await resolveMemberToken(db, token, 'ordering', now)
    return check.ok && check.member.id === order.member_id
  }
  if (order.status === 'open') return true
  return token !== undefined && (await holdsOrderClaim(db, order.id, token, now))
}

export function trackingRoutes() {
  const app = new Hono<SandboxHono>()

  app.post('/:id/track', async (c) => {
    const { db, deps } = c.var
    const id = orderIdParam(c)
    const body = parseInput(trackPayloadSchema, await readSmallBody(c, TRACK_BODY_LIMIT_BYTES, TRACK_MESSAGES.tooLarge))
    const now = deps.now()
    const snapshot = await findOrder(db, id)
    if (snapshot === null || !(await ownsOrder(db, snapshot.order, c.req.header('token'), now))) {
      throw new SandboxError(404, MESSAGES.notFound)
    }
    const kind = 'error' in body ? 'track-error' : 'track'
    const written = await db
      .prepare(
        'INSERT INTO order_events (order_id, kind, payload, at) SELECT ?1, ?2, ?3, ?4 ' +
          "WHERE (SELECT COUNT(*) FROM order_events WHERE order_id = ?1 AND kind IN ('track', 'track-error') AND at > ?4 - ?5) < ?6",
      )
      .bind(id, kind, JSON.stringify(body), now, MINUTE_MS, TRACK_EVENTS_PER_MINUTE)
      .run()
    if (written.meta.changes !== 1) throw new SandboxError(429, TRACK_MESSAGES.tooMany)
    return c.json({ tracked: true })
  })

  return app
}
