import { MIGRATIONS, MIGRATIONS_TABLE_SQL, splitStatements } from './migrations.ts'
import type { SandboxDb } from './sandbox-db.ts'
import { applyMemberSeed } from './seed-members.ts'
import { seedPlan, seedStatements } from './seed-statements.ts'

// The sandbox migrates and seeds itself before its first answer, so `npm start` (vite preview), `wrangler dev` and
// the tests all get a ready database with no manual step. Both steps are idempotent and safe to race: a second
// isolate doing the same work at the same moment changes nothing.

const ready = new WeakMap<SandboxDb, Promise<void>>()

/** Resolves once per database binding per isolate; a failure is retried by the next request. */
export function ensureDatabase(db: SandboxDb, now: () => number = Date.now): Promise<void> {
  let pending = ready.get(db)
  if (pending === undefined) {
    pending = prepare(db, now)
    ready.set(db, pending)
    pending.catch(() => ready.delete(db))
  }
  return pending
}

async function prepare(db: SandboxDb, now: () => number): Promise<void> {
  await applyMigrations(db)
  await applySeed(db)
  // After the catalog: seed members' orders name its stores and products.
  await applyMemberSeed(db, now())
}

export async function applyMigrations(db: SandboxDb): Promise<void> {
  await db.prepare(MIGRATIONS_TABLE_SQL).run()
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()
  const applied = new Set(results.map((row) => row.name))
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue
    // The name goes in first: if another request recorded it meanwhile, the UNIQUE name fails this batch at once
    // and the batch (a transaction) leaves nothing half-applied.
    const statements = [
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(migration.name),
      ...splitStatements(migration.sql).map((sql) => db.prepare(sql)),
    ]
    try {
      await db.batch(statements)
    } catch (error) {
      const recorded = await db.prepare('SELECT 1 AS found FROM d1_migrations WHERE name = ?1').bind(migration.name).first()
      if (recorded === null) throw error
    }
  }
}

export async function applySeed(db: SandboxDb): Promise<void> {
  const plan = await seedPlan()
  const current = await db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first<{ value: string }>()
  if (current?.value === plan.version) return
  await db.batch(seedStatements(db, plan))
}
