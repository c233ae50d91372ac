import type { SandboxDb } from '../db/sandbox-db.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import type { OrderCaller } from './order-caller.ts'
import { loadBasket, loadOrder, type OrderRow, type OrderSnapshot } from './order-store.ts'

// Writing orders without read-then-write races. Every write is one D1 batch (a transaction) that starts with a
// conditional stamp:
//
//   UPDATE orders SET version = version + 1, write_token = <fresh nonce>, … WHERE id = ? AND status = ? AND version = ?
//
// The rest of the batch (lines, payments, gift-card debits) carries the guard "this order now holds my nonce", so it
// changes nothing unless the stamp applied. The stamp's meta.changes says whether the write happened: 0 means the
// order moved on since it was read (placed by a concurrent submit, or changed by another call), and the caller
// re-reads instead of overwriting. Two submits of one basket at once therefore place exactly one order.

/** The columns a write may set besides the bookkeeping ones. */
export type OrderColumn = Exclude<keyof OrderRow, 'id' | 'version' | 'created_at' | 'updated_at' | 'validated_version'>

export interface Guard {
  /** An SQL boolean: true only inside the batch whose stamp applied. */
  sql: string
  binds: readonly [key: string, nonce: string]
}

export interface WritePlan {
  set?: Partial<Record<OrderColumn, string | number | null>>
  /** Statements that belong to the same write; each must include the guard in its WHERE. */
  statements?: (guard: Guard) => D1PreparedStatement[]
  /**
   * What the write does to validated totals. By default any change makes them estimates again;
   * 'validated' marks this write as the validation; 'keep' is for writes the totals do not depend on.
   */
  validation?: 'reset' | 'validated' | 'keep'
}

const VALIDATION_SQL = {
  reset: 'validated_version = NULL',
  validated: 'validated_version = version + 1',
  keep: 'validated_version = CASE WHEN validated_version = version THEN version + 1 ELSE validated_version END',
} as const

/** Applies the plan if the order is still at the version and status it was read with; false when it was not. */
export async function writeOrder(
  db: SandboxDb,
  order: Pick<OrderRow, 'id' | 'version' | 'status'>,
  now: number,
  plan: WritePlan,
): Promise<boolean> {
  const nonce = crypto.randomUUID()
  const set = Object.entries(plan.set ?? {})
  const assignments = [
    'version = version + 1',
    'write_token = ?',
    'updated_at = ?',
    VALIDATION_SQL[plan.validation ?? 'reset'],
    ...set.map(([column]) => `${column} = ?`),
  ]
  const stamp = db
    .prepare(`UPDATE orders SET ${assignments.join(', ')} WHERE id = ? AND status = ? AND version = ?`)
    .bind(nonce, now, ...set.map(([, value]) => value ?? null), order.id, order.status, order.version)
  const guard: Guard = { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND write_token = ?)', binds: [order.id, nonce] }
  const results = await db.batch([stamp, ...(plan.statements?.(guard) ?? [])])
  return results[0]?.meta.changes === 1
}

// Each lost race means another write to the same basket landed first. Checkout can have a few in flight at once
// (the pickup just chosen, the totals refreshing, Place order's own validation); with three attempts, four writes
// landing together could answer a visitor "changed somewhere else" for nobody else's doing. Six leaves room.
const MAX_ATTEMPTS = 6

/**
 * Read the basket, plan a change from what was read, write it at that version; on a lost race read again and
 * re-plan (the plan may now fail, e.g. because the basket was placed meanwhile). Returns the basket as written.
 */
export async function changeBasket(
  db: SandboxDb,
  id: string,
  now: number,
  caller: OrderCaller,
  plan: (basket: OrderSnapshot) => WritePlan | Promise<WritePlan>,
): Promise<OrderSnapshot> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const basket = await loadBasket(db, id, now, caller)
    // Re-read as any order: a submit landing right after this write must not turn its success into a 409. The
    // write may have made the basket the caller's (a reward applied to a guest basket), so the caller still reads it.
    if (await writeOrder(db, basket.order, now, await plan(basket))) return loadOrder(db, id, now, caller)
  }
  throw new SandboxError(409, MESSAGES.basketChanged)
}
