import { Hono } from 'hono'
import type { Context } from 'hono'
import { API_PARAM_PATTERNS } from '#shared/api-calls.ts'
import { applyRewardsPayloadSchema, rewardsQuerySchema } from '#shared/schemas/api/orders.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { readBody, readQuery } from '../http/read-input.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import { requireMember, requireSameMember } from '../members/require-member.ts'
import type { SandboxMember } from '../members/resolve-member.ts'
import { memberCaller } from '../orders/order-caller.ts'
import { orderIdParam, respond } from '../orders/order-http.ts'
import { loadBasket } from '../orders/order-store.ts'
import { changeBasket } from '../orders/order-writes.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { bankedRewards, rewardView } from './points.ts'
import { REWARD_MESSAGES } from './reward-messages.ts'

// GET / PUT orders/{id}/rewards and DELETE orders/{id}/rewards/{ref} (access token). A banked reward goes
// on a basket by its reference; as the ordering provider does: only one reward per basket, and a reward and a coupon don't
// combine (the coupon call refuses the other way round). Applying reserves nothing: the reward is spent when the
// basket is placed (orders/submit-order.ts), and if it was spent elsewhere first, validate and submit say so.

async function usableReward(db: SandboxDb, member: SandboxMember, reference: string) {
  const row = await db
    .prepare(
      'SELECT r.reference FROM member_rewards r WHERE r.reference = ?1 AND r.member_id = ?2 ' +
        'AND NOT EXISTS (SELECT 1 FROM reward_uses u WHERE u.reference = r.reference)',
    )
    .bind(reference, member.id)
    .first<{ reference: string }>()
  if (row === null) throw new SandboxError(400, REWARD_MESSAGES.notAvailable, 'references')
  return row.reference
}

function refParam(c: Context): string {
  const ref = c.req.param('ref') ?? ''
  if (!API_PARAM_PATTERNS.rewardRef.test(ref)) throw new SandboxError(404, REWARD_MESSAGES.notOnOrder)
  return ref
}

export function orderRewardsRoutes() {
  const app = new Hono<SandboxHono>()

  // The member's unspent rewards, each saying whether it is the one on this basket ("Offers for an order").
  app.get('/:id/rewards', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c, 'access')
    requireSameMember(member, readQuery(c, rewardsQuerySchema).memberid)
    // Only the member's own basket, or a guest basket (which becomes theirs when a reward goes on it).
    const basket = await loadBasket(db, orderIdParam(c), deps.now(), memberCaller(member))
    const applied = basket.order.reward_reference
    return c.json({
      applied,
      // Our choice: a basket with a coupon can take no reward until the coupon goes.
      blocked_by_coupon: basket.order.coupon_code !== null,
      rewards: (await bankedRewards(db, member.id)).map((reward) => ({ ...rewardView(reward), applied: reward.reference === applied })),
    })
  })

  app.put('/:id/rewards', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c, 'access')
    const { memberid, references } = await readBody(c, applyRewardsPayloadSchema)
    requireSameMember(member, memberid)
    const distinct = [...new Set(references)]
    if (distinct.length > 1) throw new SandboxError(400, REWARD_MESSAGES.onePerOrder, 'references')
    const reference = await usableReward(db, member, distinct[0]!)
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), memberCaller(member), (basket) => {
      const current = basket.order.reward_reference
      if (current !== null && current !== reference) throw new SandboxError(400, REWARD_MESSAGES.onePerOrder, 'references')
      if (basket.order.coupon_code !== null) throw new SandboxError(400, REWARD_MESSAGES.rewardWithCoupon, 'references')
      // Applying the same reward again changes nothing the totals depend on.
      return { validation: current === reference ? 'keep' : 'reset', set: { reward_reference: reference, member_id: member.id } }
    })
    return respond(c, basket)
  })

  app.delete('/:id/rewards/:ref', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c, 'access')
    const ref = refParam(c)
    const basket = await changeBasket(db, orderIdParam(c), deps.now(), memberCaller(member), (basket) => {
      if (basket.order.reward_reference !== ref) throw new SandboxError(404, REWARD_MESSAGES.notOnOrder)
      return { set: { reward_reference: null } }
    })
    return respond(c, basket)
  })

  return app
}
