import ordering from '../migrations/0001_ordering.sql'
import loyalty from '../migrations/0002_loyalty.sql'
import memberIdentity from '../migrations/0003_member_identity.sql'
import pointsOnCompletion from '../migrations/0004_points_on_completion.sql'
import savedCardExpiry from '../migrations/0005_saved_card_expiry.sql'
import orderNumbers from '../migrations/0006_order_numbers.sql'
import preorderCapacity from '../migrations/0007_preorder_capacity.sql'

// The migration files, imported as text so the Worker can apply them itself on first request (ensure-database.ts).
// `wrangler d1 migrations apply` reads the same files from migrations_dir; both record applied names in the same
// d1_migrations table, so whichever runs first, the other skips. A new file is appended here, in order.
export const MIGRATIONS: readonly { name: string; sql: string }[] = [
  { name: '0001_ordering.sql', sql: ordering },
  { name: '0002_loyalty.sql', sql: loyalty },
  { name: '0003_member_identity.sql', sql: memberIdentity },
  { name: '0004_points_on_completion.sql', sql: pointsOnCompletion },
  { name: '0005_saved_card_expiry.sql', sql: savedCardExpiry },
  { name: '0006_order_numbers.sql', sql: orderNumbers },
  { name: '0007_preorder_capacity.sql', sql: preorderCapacity },
]

/** The table and columns wrangler (and @cloudflare/vitest-plugin's applyD1Migrations) use. */
export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`

/** Whole-line comments dropped, then one statement per ";" that ends a line (the rule the .sql files follow). */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
}
