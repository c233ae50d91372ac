import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { seedCoupons, seedLocations, seedMenus, seedTaxRates, seedUpsells } from '#shared/seed/index.ts'
import { toCents, toPartsPerMillion } from '../money.ts'
import type { SandboxDb } from './sandbox-db.ts'
import { TEST_GIFT_CARDS } from './test-gift-cards.ts'
import { sha256Hex } from '#shared/hex.ts'

// The catalog comes from the one seed source (shared/seed), never a copy. Each table is written by one statement
// that reads its rows from a JSON parameter (json_each), so a full seed is a dozen statements in one atomic batch
// rather than hundreds, well inside D1's per-invocation query limit.

function seedRows() {
  const locations = seedLocations.map((l) => ({
    id: l.id,
    menu_id: l.menu_id,
    state: l.state,
    latitude: l.latitude,
    longitude: l.longitude,
    timezone: l.timezone,
    delivery_radius_miles: l.delivery_radius_miles,
    supports_delivery: l.services.delivery ? 1 : 0,
    supports_dispatch: l.services.dispatch ? 1 : 0,
    supports_curbside: l.services.curbside ? 1 : 0,
    loyalty: l.loyalty ? 1 : 0,
    data: JSON.stringify(l),
  }))
  const menus = seedMenus.map((m) => ({ id: m.id, data: JSON.stringify(m) }))
  const products = seedMenus.flatMap((m) =>
    [...m.categories.flatMap((c) => c.products), ...m.singles].map((p) => ({
      id: p.id,
      menu_id: m.id,
      category_id: p.category,
      name: p.name,
      cost_cents: toCents(p.cost),
      data: JSON.stringify(p),
    })),
  )
  // Seed upsells are built from default-menu products (shared/seed/menus.ts), so they belong to that menu.
  const upsells = seedUpsells.map((u, position) => ({
    id: u.id,
    menu_id: DEFAULT_MENU_ID,
    product_id: u.product_id,
    position,
    data: JSON.stringify(u),
  }))
  const coupons = seedCoupons.map((c) => ({
    code: c.code,
    description: c.description,
    percent_bp: c.kind === 'percent' ? Math.round(c.value * 100) : null,
    amount_cents: c.kind === 'amount' ? toCents(c.value) : null,
    min_subtotal_cents: toCents(c.min_subtotal),
  }))
  const taxRates = seedTaxRates.map((t) => ({ state: t.state, rate_ppm: toPartsPerMillion(t.rate) }))
  const giftCards = TEST_GIFT_CARDS.map((g) => ({ number: g.number, pin: g.pin, balance_cents: g.balanceCents }))
  return { locations, menus, products, upsells, coupons, taxRates, giftCards }
}

type SeedRows = ReturnType<typeof seedRows>

interface SeedPlan {
  /** A hash of the rows: the database is re-seeded exactly when the seed source changed. */
  version: string
  rows: SeedRows
}

let cachedPlan: Promise<SeedPlan> | undefined

export function seedPlan(): Promise<SeedPlan> {
  cachedPlan ??= (async () => {
    const rows = seedRows()
    const version = await sha256Hex(JSON.stringify(rows))
    return { version, rows }
  })()
  return cachedPlan
}

const field = (name: string): string => `json_extract(value, '$.${name}')`
const fields = (names: readonly string[]): string => names.map(field).join(', ')

/**
 * Upserts rather than INSERT OR REPLACE: REPLACE deletes first, which would break the foreign keys of old orders.
 * "WHERE true" keeps SQLite from reading ON CONFLICT as a join constraint of the SELECT.
 */
function upsert(
  db: SandboxDb,
  table: string,
  key: string,
  columns: readonly string[],
  rows: unknown[],
  extraSet = '',
): D1PreparedStatement {
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`)
  if (extraSet) updates.push(extraSet)
  return db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${fields(columns)} FROM json_each(?1) WHERE true ` +
        `ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`,
    )
    .bind(JSON.stringify(rows))
}

export function seedStatements(db: SandboxDb, plan: SeedPlan): D1PreparedStatement[] {
  const { rows } = plan
  const productIds = JSON.stringify(rows.products.map((p) => p.id))
  const couponCodes = JSON.stringify(rows.coupons.map((c) => c.code))
  return [
    upsert(
      db,
      'locations',
      'id',
      [
        'id',
        'menu_id',
        'state',
        'latitude',
        'longitude',
        'timezone',
        'delivery_radius_miles',
        'supports_delivery',
        'supports_dispatch',
        'supports_curbside',
        'loyalty',
        'data',
      ],
      rows.locations,
    ),
    upsert(db, 'menus', 'id', ['id', 'data'], rows.menus),
    upsert(db, 'products', 'id', ['id', 'menu_id', 'category_id', 'name', 'cost_cents', 'data'], rows.products, 'available = 1'),
    // A product the seed dropped stays for the baskets that hold it, but can no longer be ordered or reordered.
    db.prepare('UPDATE products SET available = 0 WHERE id NOT IN (SELECT value FROM json_each(?1))').bind(productIds),
    db.prepare('DELETE FROM upsells'),
    upsert(db, 'upsells', 'id', ['id', 'menu_id', 'product_id', 'position', 'data'], rows.upsells),
    upsert(db, 'coupons', 'code', ['code', 'description', 'percent_bp', 'amount_cents', 'min_subtotal_cents'], rows.coupons, 'active = 1'),
    db.prepare('UPDATE coupons SET active = 0 WHERE code NOT IN (SELECT value FROM json_each(?1))').bind(couponCodes),
    upsert(db, 'tax_rates', 'state', ['state', 'rate_ppm'], rows.taxRates),
    db
      .prepare(
        `INSERT OR IGNORE INTO gift_cards (number, pin, balance_cents) SELECT ${fields(['number', 'pin', 'balance_cents'])} FROM json_each(?1)`,
      )
      .bind(JSON.stringify(rows.giftCards)),
    db
      .prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .bind(plan.version),
  ]
}
