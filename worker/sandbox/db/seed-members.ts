import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import type { Product } from '#shared/schemas/menu.ts'
import { locationById, productById, seedTaxRates } from '#shared/seed/index.ts'
import { earnStatements } from '../loyalty/points.ts'
import { catalogReward } from '../loyalty/rewards-catalog.ts'
import { emailKey } from '../members/member-store.ts'
import { hashPassword } from '../members/password-hash.ts'
import { resolveChoices, unitCents, type Choice } from '../menus/choices.ts'
import { toCents, toPartsPerMillion } from '../money.ts'
import { newOrderId } from '../orders/order-id.ts'
import { priceOrder } from '../orders/order-pricing.ts'
import type { Guard } from '../orders/order-writes.ts'
import type { SandboxDb } from './sandbox-db.ts'
import { SEED_MEMBERS, type SeedMember, type SeedOrder } from './seed-member-data.ts'

// Seed members: VIP Perks accounts for development and demos (sign in at /signin, or call members/signin).
//
//   ann.lee@example.com      Pancakes123     Eagan MN (3510). Three past orders (one saved as the favourite
//                                            "Family breakfast"), a saved Visa ending 4242, a banked "$5 off"
//                                            reward (VIP-SEEDANN005) and points left over. Referral code ANNLEE25.
//   ben.ortiz@example.com    Hashbrowns456   Madison WI (4102). One past order; points toward the first reward.
//   cara.novak@example.com   Syrup789!       Des Moines IA (5203). A new member: no orders, no points.
//
// Phone sign-in works too (651-555-0101, 608-555-0102, 515-555-0103). Each member is written once per database
// (a meta row records it), so a changed password or spent points survive restarts; their orders are dated from the
// first start. Passwords are hashed here, at seed time, like any other (PBKDF2, ~11 ms each), and only for members
// not yet seeded: after the first start the whole check is one query. The data is in seed-member-data.ts.

const DAY_MS = 24 * 60 * 60 * 1000
const SEED_PREFIX = 'seed_member:'

type Group = Product['option_groups'][number] | Product['option_groups'][number]['options'][number]['modifiers'][number]

/** The first options of every mandatory group, nested ones included: a valid order of each product. */
const defaultOptionIds = (groups: readonly Group[]): number[] =>
  groups.flatMap((g) => g.options.slice(0, g.min_selects).flatMap((o) => [o.id, ...defaultOptionIds(o.modifiers)]))

function pricedOrder(order: SeedOrder) {
  const location = locationById(order.locationId)
  const rate = seedTaxRates.find((t) => t.state === location?.state)
  if (location === undefined || rate === undefined) throw new Error(`Seed order ${order.key}: no store ${order.locationId} or its tax rate`)
  const menuId = location.menu_id ?? DEFAULT_MENU_ID
  const lines = order.lines.map((line) => {
    const product = productById(menuId, line.productId)
    if (product === undefined) throw new Error(`Seed order ${order.key}: product ${line.productId} is not on menu ${menuId}`)
    const choices: Choice[] = resolveChoices(product, defaultOptionIds(product.option_groups))
    return { product, quantity: line.quantity, choices, unit_cents: unitCents(product, choices) }
  })
  const totals = priceOrder({ lines, handoff: 'pickup', tipCents: 0, taxRatePpm: toPartsPerMillion(rate.rate), coupon: null })
  return { menuId, lines, totals }
}

/** Every statement of one member, each guarded by the meta row this batch wrote first. */
async function memberStatements(db: SandboxDb, member: SeedMember, now: number, guard: Guard): Promise<D1PreparedStatement[]> {
  const when = (sql: string, ...binds: (string | number | null)[]) => db.prepare(`${sql} WHERE ${guard.sql}`).bind(...binds, ...guard.binds)
  const statements = [
    when(
      'INSERT OR IGNORE INTO members (id, email, email_key, first_name, last_name, phone, dob, zip, optin, password_hash, referral_code, created_at, updated_at) ' +
        'SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?',
      member.id,
      member.email,
      emailKey(member.email),
      member.first_name,
      member.last_name,
      member.phone,
      member.dob,
      member.zip,
      member.optin ? 1 : 0,
      await hashPassword(member.password),
      member.referral_code,
      now - 60 * DAY_MS,
      now,
    ),
    when(
      'INSERT OR IGNORE INTO favorite_locations (member_id, location_id, created_at) SELECT ?, ?, ?',
      member.id,
      member.favoriteLocation,
      now,
    ),
  ]
  // Fresh random ids, like every order's: a seed order's id must not be guessable either.
  const orderIds = new Map<string, string>()
  for (const order of member.orders) {
    const orderId = newOrderId()
    orderIds.set(order.key, orderId)
    const placedAt = now - order.daysAgo * DAY_MS
    const { menuId, lines, totals } = pricedOrder(order)
    statements.push(
      when(
        'INSERT OR IGNORE INTO orders (id, location_id, menu_id, member_id, status, version, handoff, validated_version, subtotal_cents, discount_cents, tax_cents, ' +
          "delivery_cents, fees_cents, total_cents, ready_at, placed_at, created_at, updated_at) SELECT ?, ?, ?, ?, 'placed', 0, 'pickup', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?",
        orderId,
        order.locationId,
        menuId,
        member.id,
        totals.subtotal,
        totals.discount,
        totals.tax,
        totals.delivery,
        totals.fees,
        totals.total,
        placedAt + 15 * 60_000,
        placedAt,
        placedAt,
        placedAt,
      ),
      ...lines.map((line) =>
        when(
          'INSERT INTO order_lines (order_id, product_id, name, quantity, base_cents, unit_cents, choices, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?',
          orderId,
          line.product.id,
          line.product.name,
          line.quantity,
          toCents(line.product.cost),
          line.unit_cents,
          JSON.stringify(line.choices),
          placedAt,
        ),
      ),
      when(
        "INSERT INTO order_payments (order_id, kind, amount_cents, description, created_at) SELECT ?, 'creditcard', ?, 'Visa ending 4242', ?",
        orderId,
        totals.total,
        placedAt,
      ),
      ...earnStatements(
        db,
        { orderId, memberId: member.id, subtotalCents: totals.subtotal, discountCents: totals.discount },
        // Their past orders are long completed: they earned their points (placedAt would find them not completed).
        now,
        guard,
      ),
    )
  }
  if (member.favoriteOrder) {
    const { orderKey, description } = member.favoriteOrder
    const orderId = orderIds.get(orderKey)
    if (orderId === undefined) throw new Error(`Seed favourite order ${orderKey} is not one of ${member.email}'s orders`)
    statements.push(
      when(
        'INSERT OR IGNORE INTO favorite_orders (member_id, order_id, description, created_at) SELECT ?, ?, ?, ?',
        member.id,
        orderId,
        description,
        now,
      ),
    )
  }
  if (member.savedCard) {
    const { token, brand, last4, cardType, expMonth, expYear, fingerprint } = member.savedCard
    statements.push(
      when(
        'INSERT OR IGNORE INTO member_payments (member_id, card_token, brand, last4, card_type, exp_month, exp_year, fingerprint, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?',
        member.id,
        token,
        brand,
        last4,
        cardType,
        expMonth,
        expYear,
        fingerprint,
        now,
      ),
    )
  }
  if (member.bankedReward) {
    const reward = catalogReward(member.bankedReward.code)
    if (reward === undefined) throw new Error(`Seed reward ${member.bankedReward.code} is not in the catalogue`)
    const { reference } = member.bankedReward
    statements.push(
      when(
        'INSERT OR IGNORE INTO member_rewards (reference, member_id, reward_code, name, points, amount_cents, created_at) SELECT ?, ?, ?, ?, ?, ?, ?',
        reference,
        member.id,
        reward.code,
        reward.name,
        reward.points,
        reward.amountCents,
        now - DAY_MS,
      ),
      // A plain INSERT, as every ledger row (loyalty/points.ts): NOT EXISTS, not OR IGNORE, makes a replay harmless.
      db
        .prepare(
          "INSERT INTO points_ledger (member_id, delta, kind, reward_reference, created_at) SELECT ?, ?, 'redeem', ?, ? " +
            `WHERE NOT EXISTS (SELECT 1 FROM points_ledger WHERE reward_reference = ?) AND ${guard.sql}`,
        )
        .bind(member.id, -reward.points, reference, now - DAY_MS, reference, ...guard.binds),
    )
  }
  return statements
}

/**
 * Writes each seed member not yet written to this database, one atomic batch per member. The batch starts by
 * recording the member in meta with a fresh nonce; every other statement runs only under that nonce, so two
 * isolates seeding at once write each member once. A seed email someone already registered is left to them.
 */
export async function applyMemberSeed(db: SandboxDb, now: number): Promise<void> {
  const { results } = await db
    .prepare('SELECT key FROM meta WHERE key IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(SEED_MEMBERS.map((m) => SEED_PREFIX + m.id)))
    .all<{ key: string }>()
  const done = new Set(results.map((row) => row.key))
  for (const member of SEED_MEMBERS) {
    const key = SEED_PREFIX + member.id
    if (done.has(key)) continue
    const taken = await db
      .prepare('SELECT 1 AS taken FROM members WHERE email_key = ?1 AND id <> ?2')
      .bind(emailKey(member.email), member.id)
      .first()
    if (taken !== null) continue
    const nonce = crypto.randomUUID()
    const guard: Guard = { sql: 'EXISTS (SELECT 1 FROM meta WHERE key = ? AND value = ?)', binds: [key, nonce] }
    await db.batch([
      db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?1, ?2)').bind(key, nonce),
      ...(await memberStatements(db, member, now, guard)),
    ])
  }
}
