import { Hono } from 'hono'
import { memberIdQuerySchema, redeemPayloadSchema } from '#shared/schemas/api/members.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { readBody, readQuery } from '../http/read-input.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import { requireMember, requireSameMember } from '../members/require-member.ts'
import { randomCode } from '../members/secret-token.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { POINTS_PER_DOLLAR, balanceSql, bankedRewards, pointsOf, rewardView, settleCompletedOrders } from './points.ts'
import { REWARD_MESSAGES } from './reward-messages.ts'
import { REWARDS_CATALOG, catalogReward, nextReward, offerView } from './rewards-catalog.ts'

// GET members/offers/all, GET and POST members/balance, POST members/redeem. All take the access token;
// the two with a memberID must name the token's own member. Shapes are our choice, after the loyalty providers:
// a points balance with banked rewards, the rewards catalogue with what the balance unlocks, and redeeming a
// catalogue reward for a banked one with a code. Points are the earned ones (completed orders); what placed orders
// will earn once completed travels as pending_points and unlocks nothing yet (loyalty/points.ts).

async function balanceView(db: SandboxDb, memberId: string, now: number) {
  const [{ points, lifetime, pending }, banked] = await Promise.all([pointsOf(db, memberId, now), bankedRewards(db, memberId)])
  const next = nextReward(points)
  return {
    member_id: memberId,
    points,
    pending_points: pending,
    lifetime_points: lifetime,
    points_per_dollar: POINTS_PER_DOLLAR,
    rewards: banked.map(rewardView),
    next_reward: next === null ? null : { code: next.code, name: next.name, points: next.points, points_needed: next.points - points },
  }
}

export function loyaltyRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/offers/all', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c, 'access')
    const { points } = await pointsOf(db, member.id, deps.now())
    return c.json({
      points,
      offers: REWARDS_CATALOG.map((reward) => offerView(reward, points)),
      rewards: (await bankedRewards(db, member.id)).map(rewardView),
    })
  })

  app.get('/balance', async (c) => {
    const member = await requireMember(c, 'access')
    return c.json(await balanceView(c.var.db, member.id, c.var.deps.now()))
  })

  // The provider's "balance inquiry" by member id: the same answer, for the member the token and the id agree on.
  app.post('/balance', async (c) => {
    const member = await requireMember(c, 'access')
    requireSameMember(member, readQuery(c, memberIdQuerySchema).memberID)
    return c.json(await balanceView(c.var.db, member.id, c.var.deps.now()))
  })

  // price is the reward's points as the member saw them: a stale screen is told so rather than charged another price.
  app.post('/redeem', async (c) => {
    const { db, deps } = c.var
    const member = await requireMember(c, 'access')
    requireSameMember(member, readQuery(c, memberIdQuerySchema).memberID)
    const { price, code } = await readBody(c, redeemPayloadSchema)
    const reward = catalogReward(code)
    if (reward === undefined) throw new SandboxError(400, REWARD_MESSAGES.unknownReward, 'code')
    if (price !== reward.points) throw new SandboxError(400, REWARD_MESSAGES.priceChanged, 'price')
    const now = deps.now()
    // Only earned points are spent: whatever has completed by now is paid first, pending points never count.
    await settleCompletedOrders(db, now)
    // Our own format: VIP- and 10 characters of Crockford base32 (50 bits); it is also the basket reference.
    const reference = `VIP-${randomCode(10)}`
    // The balance check and the debit are one batch: the reward row is written only while the balance covers it,
    // and the ledger row only if the reward row was, so two redeems at once can never overspend. Should the check
    // ever let one through, the balance's CHECK (points_balances) fails the whole batch.
    const notEnough = async () =>
      new SandboxError(400, REWARD_MESSAGES.notEnoughPoints(reward.points, (await pointsOf(db, member.id, now)).points))
    const [created] = await db
      .batch([
        db
          .prepare(
            'INSERT INTO member_rewards (reference, member_id, reward_code, name, points, amount_cents, created_at) ' +
              `SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${balanceSql('?2')} >= ?5`,
          )
          .bind(reference, member.id, reward.code, reward.name, reward.points, reward.amountCents, now),
        db
          .prepare(
            "INSERT INTO points_ledger (member_id, delta, kind, reward_reference, created_at) SELECT ?1, ?2, 'redeem', ?3, ?4 " +
              'WHERE EXISTS (SELECT 1 FROM member_rewards WHERE reference = ?3)',
          )
          .bind(member.id, -reward.points, reference, now),
      ])
      .catch(async (error: unknown) => {
        if (error instanceof Error && /CHECK constraint failed/i.test(error.message)) throw await notEnough()
        throw error
      })
    if (created?.meta.changes !== 1) throw await notEnough()
    const banked = (await bankedRewards(db, member.id)).find((r) => r.reference === reference)
    if (banked === undefined) throw new Error(`Redeemed reward ${reference} is missing`)
    return c.json({ reward: rewardView(banked), balance: await balanceView(db, member.id, now) })
  })

  return app
}
