import { describe, expect, it } from 'vitest'
import { SEED_MEMBERS } from '#worker/sandbox/db/seed-member-data.ts'
import { applyMemberSeed } from '#worker/sandbox/db/seed-members.ts'
import { startSandbox, type Sandbox } from './sandbox-helpers.ts'

// The development members of worker/sandbox/db/seed-members.ts: they sign in with the documented passwords and have
// the history docs/testing.md promises, and seeding again writes nothing.

const [ANN, BEN, CARA] = SEED_MEMBERS
const count = async (sandbox: Sandbox, table: string): Promise<number> =>
  (await sandbox.db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n

async function signIn(sandbox: Sandbox, username: string, password: string) {
  const tokens = await sandbox.ok('POST', 'members/signin', { body: { username, password } })
  return { access: tokens.access.token as string, ordering: tokens.ordering.access.token as string }
}

describe('sandbox seed members', () => {
  it('signs in Ann with her order history, favourite order, saved card, favourite store, banked reward and points', async () => {
    const sandbox = await startSandbox()
    const ann = await signIn(sandbox, ANN!.email, ANN!.password)
    const profile = await sandbox.ok('GET', 'members/get', { token: ann.access })
    expect(profile).toMatchObject({ id: 'vip-ann-lee', first_name: 'Ann', referral_code: 'ANNLEE25' })
    expect(profile.favelocations.map((f: { id: number }) => f.id)).toEqual([3510])
    const recent = await sandbox.ok('GET', 'orders/recent', { token: ann.ordering })
    // Newest first; ids are random, so the orders are told apart by what is in them (seed-member-data.ts).
    expect(recent.map((o: { products: unknown[] }) => o.products.length)).toEqual([2, 2, 3])
    expect(recent.every((o: { status: string }) => o.status === 'Completed')).toBe(true)
    const { faves } = await sandbox.ok('GET', 'orders/faves', { token: ann.ordering })
    expect(faves).toMatchObject([{ order_id: recent[2].id, description: 'Family breakfast' }])
    expect((await sandbox.ok('GET', 'members/payments', { token: ann.ordering })).payments).toMatchObject([
      { brand: 'Visa', last4: '4242' },
    ])
    const balance = await sandbox.ok('GET', 'members/balance', { token: ann.access })
    const earned = recent.reduce(
      (sum: number, o: { totals: { subtotal: number } }) => sum + Math.floor(Math.round(o.totals.subtotal * 100) / 10),
      0,
    )
    expect(balance).toMatchObject({
      points: earned - 500,
      lifetime_points: earned,
      rewards: [{ reference: 'VIP-SEEDANN005', name: '$5 off', amount: 5 }],
    })
    expect(balance.points).toBeGreaterThan(250)
    // Her past orders reorder like any other.
    const reordered = await sandbox.ok('POST', 'orders/reorder', { body: { id: recent[2].id }, token: ann.ordering })
    expect(reordered).toMatchObject({ state: 'open', location_id: 3510, dropped: [] })
  })

  it('signs in Ben by phone and Cara by email, each with what the comment block says', async () => {
    const sandbox = await startSandbox()
    const ben = await signIn(sandbox, '608-555-0102', BEN!.password)
    expect(await sandbox.ok('GET', 'orders/recent', { token: ben.ordering })).toHaveLength(1)
    const benPoints = (await sandbox.ok('GET', 'members/balance', { token: ben.access })).points
    expect(benPoints).toBeGreaterThan(0)
    expect(benPoints).toBeLessThan(250)
    const cara = await signIn(sandbox, CARA!.email, CARA!.password)
    expect(await sandbox.ok('GET', 'members/balance', { token: cara.access })).toMatchObject({ points: 0, rewards: [] })
    expect((await sandbox.ok('GET', 'members/get', { token: cara.access })).favelocations.map((f: { id: number }) => f.id)).toEqual([5203])
  })

  it('seeds once: running it again writes nothing and re-hashes no password', async () => {
    const sandbox = await startSandbox()
    await sandbox.ok('GET', '')
    const tables = [
      'members',
      'orders',
      'order_lines',
      'points_ledger',
      'member_rewards',
      'favorite_orders',
      'favorite_locations',
      'member_payments',
    ]
    const before = await Promise.all(tables.map((t) => count(sandbox, t)))
    const hash = await sandbox.db.prepare("SELECT password_hash FROM members WHERE id = 'vip-ann-lee'").first()
    await Promise.all([applyMemberSeed(sandbox.db, sandbox.clock.ms), applyMemberSeed(sandbox.db, sandbox.clock.ms)])
    expect(await Promise.all(tables.map((t) => count(sandbox, t)))).toEqual(before)
    expect(await sandbox.db.prepare("SELECT password_hash FROM members WHERE id = 'vip-ann-lee'").first()).toEqual(hash)
  })

  it('writes each member once even when two isolates seed a fresh database at the same moment', async () => {
    const sandbox = await startSandbox()
    await sandbox.ok('GET', '')
    // Forget Cara's seeding, as if this database had never seen her, then seed twice at once.
    await sandbox.db.batch([
      sandbox.db.prepare("DELETE FROM favorite_locations WHERE member_id = 'vip-cara-novak'"),
      sandbox.db.prepare("DELETE FROM member_tokens WHERE member_id = 'vip-cara-novak'"),
      sandbox.db.prepare("DELETE FROM login_throttle WHERE key = 'member:vip-cara-novak'"),
      sandbox.db.prepare("DELETE FROM members WHERE id = 'vip-cara-novak'"),
      sandbox.db.prepare("DELETE FROM meta WHERE key = 'seed_member:vip-cara-novak'"),
    ])
    await Promise.all([applyMemberSeed(sandbox.db, sandbox.clock.ms), applyMemberSeed(sandbox.db, sandbox.clock.ms)])
    const rows = await sandbox.db
      .prepare("SELECT count(*) AS n FROM favorite_locations WHERE member_id = 'vip-cara-novak'")
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
    expect((await sandbox.call('POST', 'members/signin', { body: { username: CARA!.email, password: CARA!.password } })).status).toBe(200)
  })
})
