import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { REFERRAL_POINTS, pointsForOrder } from '#worker/sandbox/loyalty/points.ts'
import { REWARDS_CATALOG } from '#worker/sandbox/loyalty/rewards-catalog.ts'
import { propertyRuns } from './property-runs.ts'
import { basketWith, joinPerks, requiredChoices, startSandbox, type Member, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU, TWO_EGG } from './seed-picks.ts'

// Random sequences of place, complete, cancel, redeem and refer for one member, on real D1, against a model of the
// rules: points come only with completed orders (an hour after placing is plenty; cancelling is possible only in
// the first five minutes), a referral pays once per customer and never for the referrer themself, and a reward
// costs its points. After every step the balance is never below zero, never above what completed orders earned,
// and exactly what the model says; pending is what placed orders will earn.

const HASH_BROWNS = productById(MENU, 109001)!
const MINUTE_MS = 60_000
/** Ready 15 minutes after placing, completed 30 minutes after that. */
const COMPLETES_AFTER_MS = 45 * MINUTE_MS
const CANCEL_GRACE_MS = 5 * MINUTE_MS

type Command =
  | { kind: 'place'; quantity: number }
  | { kind: 'refer'; customer: number }
  | { kind: 'complete' }
  | { kind: 'wait' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'redeem'; reward: number }

/** Customers 0 and 1 are strangers (few, so the same one comes back); 2 is the member themself, as a guest. */
const SELF = 2

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('place' as const), quantity: fc.integer({ min: 1, max: 12 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('refer' as const), customer: fc.integer({ min: 0, max: SELF }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('complete' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('wait' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('redeem' as const), reward: fc.integer({ min: 0, max: REWARDS_CATALOG.length - 1 }) }),
    weight: 2,
  },
)

interface ModelOrder {
  id: string
  placedAt: number
  /** The member's own order: the points it earns once completed. */
  points: number
  /** A referred guest order: its customer. */
  customer: number | null
  cancelled: boolean
  settled: boolean
  /** A guest order's claim token, which cancelling it needs. */
  claim?: string
}

/** Phones no other test uses (a referral pays once per phone, and the tests share one database). */
const uniquePhone = () => `7${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1e9).padStart(9, '0')}`

class Model {
  orders: ModelOrder[] = []
  earned = 0
  spent = 0
  private paid = new Set<number>()

  /** What has completed by `now`, in the order placed: the member's points, a referral once per customer. */
  settle(now: number): void {
    for (const order of this.orders) {
      if (order.cancelled || order.settled || now < order.placedAt + COMPLETES_AFTER_MS) continue
      order.settled = true
      this.earned += order.points
      if (order.customer !== null && order.customer !== SELF && !this.paid.has(order.customer)) {
        this.paid.add(order.customer)
        this.earned += REFERRAL_POINTS
      }
    }
  }

  get balance(): number {
    return this.earned - this.spent
  }

  get pending(): number {
    return this.orders.filter((o) => !o.cancelled && !o.settled).reduce((sum, o) => sum + o.points, 0)
  }
}

async function run(sandbox: Sandbox, member: Member, code: string, commands: readonly Command[]): Promise<void> {
  const model = new Model()
  const customers = [0, 1].map((n) => ({ email: `customer-${n}-${crypto.randomUUID()}@example.com`, phone: uniquePhone() }))
  customers.push({ email: member.email, phone: uniquePhone() })

  for (const step of commands) {
    const now = sandbox.clock.ms
    switch (step.kind) {
      case 'place': {
        const basket = await basketWith(sandbox, EAGAN, MENU, [
          { product_id: TWO_EGG.id, quantity: step.quantity, choices: requiredChoices(TWO_EGG.option_groups) },
        ])
        const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
          body: { usertype: 'user', payments: [{ type: 'instore' }] },
          token: member.ordering,
        })
        const points = pointsForOrder(Math.round(placed.totals.subtotal * 100), 0)
        model.orders.push({ id: placed.id, placedAt: now, points, customer: null, cancelled: false, settled: false })
        break
      }
      case 'refer': {
        const basket = await basketWith(sandbox, EAGAN, MENU, [{ product_id: HASH_BROWNS.id, quantity: 1, choices: [] }])
        await sandbox.ok('PUT', `orders/${basket.id}/referrals`, { body: { referrals: [code] } })
        const placed = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
          body: {
            usertype: 'guest',
            first_name: 'Gus',
            last_name: 'Tester',
            ...customers[step.customer]!,
            payments: [{ type: 'instore' }],
          },
        })
        model.orders.push({
          id: placed.id,
          placedAt: now,
          points: 0,
          customer: step.customer,
          cancelled: false,
          settled: false,
          claim: placed.order_claim,
        })
        break
      }
      case 'complete':
        sandbox.advance(46)
        break
      case 'wait':
        sandbox.advance(3)
        break
      case 'cancel': {
        if (model.orders.length === 0) break
        const order = model.orders[step.pick % model.orders.length]!
        // A member's order is cancelled with their token, a guest's with its claim.
        const token = order.customer === null ? member.ordering : order.claim
        const result = await sandbox.call('DELETE', `orders/${order.id}`, token === undefined ? {} : { token })
        const allowed = !order.cancelled && now < order.placedAt + CANCEL_GRACE_MS
        expect(result.status, `cancel ${order.id}`).toBe(allowed ? 200 : 409)
        if (allowed) order.cancelled = true
        break
      }
      case 'redeem': {
        const reward = REWARDS_CATALOG[step.reward]!
        model.settle(now)
        const result = await sandbox.call('POST', `members/redeem?memberID=${member.id}`, {
          body: { price: reward.points, code: reward.code },
          token: member.access,
        })
        if (model.balance >= reward.points) {
          expect(result.status, `redeem ${reward.code} with ${model.balance}`).toBe(200)
          model.spent += reward.points
        } else {
          expect(result, `redeem ${reward.code} with ${model.balance}`).toEqual({
            status: 400,
            body: { message: `This reward needs ${reward.points} points; you have ${model.balance}.` },
          })
        }
        break
      }
    }

    model.settle(sandbox.clock.ms)
    const balance = await sandbox.ok('GET', 'members/balance', { token: member.access })
    expect(balance.points).toBeGreaterThanOrEqual(0)
    expect(balance.points).toBeLessThanOrEqual(model.earned)
    expect({ points: balance.points, pending: balance.pending_points }).toEqual({ points: model.balance, pending: model.pending })
    const stored = await sandbox.db
      .prepare(
        'SELECT (SELECT COALESCE(SUM(delta), 0) FROM points_ledger WHERE member_id = ?1) AS ledger, (SELECT points FROM points_balances WHERE member_id = ?1) AS kept',
      )
      .bind(member.id)
      .first<{ ledger: number; kept: number | null }>()
    expect(stored?.ledger).toBe(stored?.kept ?? 0)
  }
}

describe('sandbox points: a property over random sequences', () => {
  it(
    'keeps the balance between zero and what completed orders earned, whatever is placed, completed, cancelled, redeemed or referred',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        // At most 12 steps: 12 completions are 9 hours and 12 minutes, before the store closes at 22:00.
        fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
          // Each run a new member on a fresh clock (noon in Eagan: open until 22:00, past the longest run), with
          // tokens that outlive the hours it skips.
          const sandbox = await startSandbox({ env: { MEMBER_TOKEN_TTL_MINUTES: '1440' } })
          const member = await joinPerks(sandbox, { phone: uniquePhone() })
          const code = (await sandbox.ok('GET', 'members/get', { token: member.access })).referral_code as string
          await run(sandbox, member, code, commands)
        }),
        { numRuns: propertyRuns(12) },
      )
    },
  )
})
