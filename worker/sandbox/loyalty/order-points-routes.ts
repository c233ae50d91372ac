import { Hono } from 'hono'
import { orderCaller } from '../orders/order-caller.ts'
import { orderIdParam } from '../orders/order-http.ts'
import { loadOrder } from '../orders/order-store.ts'
import { totalsOf } from '../orders/order-view.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { pointsForOrder } from './points.ts'

// GET orders/{id}/points: what the order earns under the programme's rules, shown before paying ("This order earns N
// points") and again on the confirmation. It is the very sum settling pays once the order is completed
// (loyalty/points.ts), taken from the totals the order answers with: a basket's as priced now, a placed order's as
// placed. A cancelled order never completes, so it earns nothing. A guest basket's points are what it earns once its
// guest joins VIP Perks with it (members/attach-order.ts).
//
// Ownership is every order call's (loadOrder): a member's basket answers only to that member's token, and to anyone
// else exactly as a missing basket does, so a leaked id tells nothing, not even the size of the order.

export function orderPointsRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/:id/points', async (c) => {
    const { db, deps } = c.var
    const snapshot = await loadOrder(db, orderIdParam(c), deps.now(), await orderCaller(c))
    const { order } = snapshot
    const totals = totalsOf(snapshot)
    const points = order.status === 'cancelled' ? 0 : pointsForOrder(totals.subtotal, totals.discount)
    return c.json({ id: order.id, points })
  })

  return app
}
