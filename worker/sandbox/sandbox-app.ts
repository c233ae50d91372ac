import { Hono } from 'hono'
import { ensureDatabase } from './db/ensure-database.ts'
import { MESSAGES, SandboxError } from './http/sandbox-error.ts'
import { locationsRoutes } from './locations/locations-routes.ts'
import { loyaltyRoutes } from './loyalty/loyalty-routes.ts'
import { orderPointsRoutes } from './loyalty/order-points-routes.ts'
import { orderRewardsRoutes } from './loyalty/order-rewards-routes.ts'
import { referralsRoutes } from './loyalty/referrals-routes.ts'
import { accountRoutes } from './members/account-routes.ts'
import { emailChangeRoutes } from './members/email-change-routes.ts'
import { memberLocationsRoutes } from './members/member-locations-routes.ts'
import { logOutboxMessage, outboxRoutes } from './members/outbox.ts'
import { passwordRoutes } from './members/password-routes.ts'
import { sessionRoutes } from './members/session-routes.ts'
import { walletRoutes } from './members/wallet-routes.ts'
import { addressRoutes } from './members/address-routes.ts'
import { menusRoutes } from './menus/menus-routes.ts'
import { basketRoutes } from './orders/basket-routes.ts'
import { checkoutRoutes } from './orders/checkout-routes.ts'
import { historyRoutes } from './orders/history-routes.ts'
import { trackingRoutes } from './orders/tracking-routes.ts'
import { preorderCapacityRoutes, preorderRoutes } from './preorder/preorder-routes.ts'
import type { SandboxDeps, SandboxHono } from './sandbox-context.ts'
import { clockRoutes } from './time/clock-routes.ts'
import { sandboxClock } from './time/sandbox-clock.ts'
import { upsellsRoutes } from './upsells/upsells-routes.ts'

// The sandbox upstream: the ordering and loyalty providers' side of every call of shared/api-calls.ts, at the product's paths
// (the site's proxy forwards `POST /orders/create`, `GET /locations/search?…`, with env, client_type and token
// headers). Answers are JSON; errors are { message } (and `field` when about one input) with a 4xx, or
// a logged 500. Besides the product's paths there is one page of its own, GET /_sandbox/outbox (members/outbox.ts), in
// development and test only, with POST /_sandbox/outbox for the site's form deliveries, and PUT /_sandbox/clock
// (time/clock-routes.ts) and PUT /_sandbox/preorder-capacity (preorder/preorder-routes.ts), likewise.

/** `deps` injected (tests running the app in-process) or, as a Worker, its own clock (time/sandbox-clock.ts). */
export function createSandboxApp(deps?: SandboxDeps) {
  const app = new Hono<SandboxHono>()

  app.use('*', async (c, next) => {
    const requestDeps = deps ?? { now: sandboxClock(c.env), notify: logOutboxMessage }
    // Moving the clock needs no database, and `npm start` moves it first: seeding then would date the seed members'
    // past orders from the real clock, after the pinned "now".
    if (!(c.req.method === 'PUT' && c.req.path === '/_sandbox/clock')) await ensureDatabase(c.env.DB, requestDeps.now)
    c.set('db', c.env.DB)
    c.set('deps', requestDeps)
    await next()
  })

  app.get('/', (c) => c.json({ service: 'perkins-sandbox', ok: true }))
  app.route('/locations', locationsRoutes())
  app.route('/menus', menusRoutes())
  // The member history paths (orders/recent, orders/faves, …) go first: Hono tries routes in the order they were
  // added, and orders/{id} would otherwise take "recent" for a basket id.
  app.route('/orders', historyRoutes())
  app.route('/orders', orderRewardsRoutes())
  app.route('/orders', orderPointsRoutes())
  app.route('/orders', referralsRoutes())
  app.route('/orders', trackingRoutes())
  app.route('/orders', basketRoutes())
  app.route('/orders', checkoutRoutes())
  app.route('/orders', preorderRoutes())
  app.route('/upsells', upsellsRoutes())
  app.route('/members', accountRoutes())
  app.route('/members', sessionRoutes())
  app.route('/members', passwordRoutes())
  app.route('/members', emailChangeRoutes())
  app.route('/members', memberLocationsRoutes())
  app.route('/members', loyaltyRoutes())
  app.route('/members', walletRoutes())
  app.route('/members', addressRoutes())
  app.route('/_sandbox', outboxRoutes())
  app.route('/_sandbox', clockRoutes())
  app.route('/_sandbox', preorderCapacityRoutes())

  app.notFound((c) => c.json({ message: MESSAGES.notFound }, 404))
  app.onError((error, c) => {
    if (error instanceof SandboxError) return c.json(error.body, error.status)
    console.error('sandbox: unhandled error', error)
    return c.json({ message: MESSAGES.internal }, 500)
  })
  return app
}
