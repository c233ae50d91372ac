import { describe, expect, it } from 'vitest'
import { seedCoupons, seedLocations, seedMenus, seedTaxRates } from '#shared/seed/index.ts'
import { HIDDEN_LOCATION_ID } from '#shared/constants.ts'
import { applyMigrations, applySeed, ensureDatabase } from '#worker/sandbox/db/ensure-database.ts'
import { MIGRATIONS, splitStatements } from '#worker/sandbox/db/migrations.ts'
import { seedPlan } from '#worker/sandbox/db/seed-statements.ts'
import { sandboxDb, startSandbox } from './sandbox-helpers.ts'

const count = async (db: D1Database, sql: string): Promise<number> => (await db.prepare(sql).first<{ n: number }>())?.n ?? -1

describe('sandbox database', () => {
  it('records the migration files under the names wrangler and applyD1Migrations use', async () => {
    await startSandbox()
    const { results } = await sandboxDb().prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()
    expect(results.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name))
    expect(MIGRATIONS[0]?.name).toBe('0001_ordering.sql')
  })

  it('loads the one seed source on first request: every location, menu, product, coupon and tax rate', async () => {
    const sandbox = await startSandbox()
    await sandbox.ok('GET', '')
    const db = sandbox.db
    expect(await count(db, 'SELECT count(*) AS n FROM locations')).toBe(seedLocations.length)
    expect(seedLocations.length).toBeGreaterThanOrEqual(40)
    expect(await count(db, `SELECT count(*) AS n FROM locations WHERE id = ${HIDDEN_LOCATION_ID}`)).toBe(1)
    expect(await count(db, 'SELECT count(*) AS n FROM menus')).toBe(seedMenus.length)
    const productCount = seedMenus.reduce((sum, m) => sum + m.singles.length + m.categories.reduce((s, c) => s + c.products.length, 0), 0)
    expect(await count(db, 'SELECT count(*) AS n FROM products WHERE available = 1')).toBe(productCount)
    expect(await count(db, 'SELECT count(*) AS n FROM coupons WHERE active = 1')).toBe(seedCoupons.length)
    expect(await count(db, 'SELECT count(*) AS n FROM tax_rates')).toBe(seedTaxRates.length)
    const eagan = await db.prepare('SELECT data FROM locations WHERE id = 3510').first<{ data: string }>()
    expect(JSON.parse(eagan!.data)).toEqual(seedLocations.find((l) => l.id === 3510))
  })

  it('migrates and seeds idempotently: running both again changes nothing', async () => {
    const sandbox = await startSandbox()
    await sandbox.ok('GET', '')
    const db = sandbox.db
    const before = await db.prepare('SELECT value FROM meta WHERE key = ?1').bind('seed_version').first<{ value: string }>()
    expect(before?.value).toBe((await seedPlan()).version)
    await applyMigrations(db)
    await applySeed(db)
    await ensureDatabase(db)
    expect(await count(db, 'SELECT count(*) AS n FROM d1_migrations')).toBe(MIGRATIONS.length)
    expect(await count(db, 'SELECT count(*) AS n FROM locations')).toBe(seedLocations.length)
  })

  it('re-seeds when the seed changed, keeping gift-card balances and withdrawing products the seed dropped', async () => {
    const sandbox = await startSandbox()
    await sandbox.ok('GET', '')
    const db = sandbox.db
    await db.batch([
      db.prepare("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_version'"),
      db.prepare("UPDATE gift_cards SET balance_cents = 1234 WHERE number = '6006491000000004'"),
      db.prepare("INSERT INTO products (id, menu_id, name, cost_cents, data) VALUES (199999, 70405, 'Old Special', 999, '{}')"),
    ])
    await applySeed(db)
    expect(await count(db, "SELECT balance_cents AS n FROM gift_cards WHERE number = '6006491000000004'")).toBe(1234)
    expect(await count(db, 'SELECT available AS n FROM products WHERE id = 199999')).toBe(0)
    expect(await count(db, 'SELECT available AS n FROM products WHERE id = 100101')).toBe(1)
    await db.batch([
      db.prepare('DELETE FROM products WHERE id = 199999'),
      db.prepare("UPDATE gift_cards SET balance_cents = 100000 WHERE number = '6006491000000004'"),
    ])
  })

  it('splits migration files into statements the way the files are written', () => {
    expect(splitStatements('-- a comment; with a semicolon\nCREATE TABLE a (x INTEGER);\n\nCREATE INDEX b ON a (x);\n')).toEqual([
      'CREATE TABLE a (x INTEGER)',
      'CREATE INDEX b ON a (x)',
    ])
  })
})
