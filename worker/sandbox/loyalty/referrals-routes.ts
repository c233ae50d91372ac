import { Hono } from 'hono'
import { referralsPayloadSchema } from '#shared/schemas/api/orders.ts'
import { readBody } from '../http/read-input.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import { orderCaller } from '../orders/order-caller.ts'
import { orderIdParam } from '../orders/order-http.ts'
import { orderView } from '../orders/order-view.ts'
import { changeBasket } from '../orders/order-writes.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { REWARD_MESSAGES } from './reward-messages.ts'

// PUT orders/{id}/referrals (payload "referrals"; the rest is our choice). A basket names the referral
// codes of the members who sent this visitor (members/get shows each member's own code). Naming a code earns
// nothing yet: when the order is completed, the first referrer named earns REFERRAL_POINTS, once per referred
// customer (loyalty/points.ts). The list replaces the basket's previous one; an empty list clears it. A member
// cannot refer themselves.

export function referralsRoutes() {
  const app = new Hono<SandboxHono>()

  app.put('/:id/referrals', async (c) => {
    const { db, deps } = c.var
    const { referrals } = await readBody(c, referralsPayloadSchema)
    const codes = [...new Set(referrals.map((code) => code.trim().toUpperCase()))]
    const caller = await orderCaller(c)
    const { results } = await db
      .prepare('SELECT id, referral_code FROM members WHERE referral_code IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(codes))
      .all<{ id: string; referral_code: string }>()
    const unknown = codes.find((code) => !results.some((row) => row.referral_code === code))
    if (unknown !== undefined) throw new SandboxError(400, REWARD_MESSAGES.unknownReferral(unknown), 'referrals')
    const referrers = results.map((row) => row.id)
    const now = deps.now()
    const basket = await changeBasket(db, orderIdParam(c), now, caller, ({ order }) => {
      if (referrers.some((id) => id === order.member_id || id === caller.member?.id))
        throw new SandboxError(400, REWARD_MESSAGES.ownReferral, 'referrals')
      return {
        validation: 'keep',
        statements: (guard) => [
          db.prepare(`DELETE FROM order_referrals WHERE order_id = ? AND ${guard.sql}`).bind(order.id, ...guard.binds),
          db
            .prepare(`INSERT INTO order_referrals (order_id, referrer_id) SELECT ?, value FROM json_each(?) WHERE ${guard.sql}`)
            .bind(order.id, JSON.stringify(referrers), ...guard.binds),
        ],
      }
    })
    // Our choice: the basket, with the codes now on it.
    return c.json({ ...orderView(basket, now), referrals: codes })
  })

  return app
}
