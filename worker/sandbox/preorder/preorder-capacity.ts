import type { SandboxDb } from '../db/sandbox-db.ts'
import type { Guard } from '../orders/order-writes.ts'

// The bakery's promise per pickup window. A store's capacity is what its operator set (preorder_capacity) or the
// default; the ledger row of a pickup window (preorder_pickups) is created by the first order placed for it, with the
// capacity of that moment, and counts what is reserved. Reserving is one conditional UPDATE inside the submit batch:
// the row's CHECK (reserved <= capacity) fails the batch when the last pies went to someone else a moment earlier.

/** What a restaurant can promise per pickup window when no operator has said otherwise. */
export const DEFAULT_PER_PICKUP = 24

export interface PickupRoom {
  capacity: number
  reserved: number
  remaining: number
}

/** Capacity and reservations for the given pickup windows of one store and window; never a negative remainder. */
export async function roomFor(
  db: SandboxDb,
  locationId: number,
  windowId: string,
  pickups: readonly string[],
): Promise<Map<string, PickupRoom>> {
  const [setting, ledger] = await db.batch<{ per_pickup?: number; pickup?: string; capacity?: number; reserved?: number }>([
    db.prepare('SELECT per_pickup FROM preorder_capacity WHERE location_id = ?1').bind(locationId),
    db
      .prepare(
        'SELECT pickup, capacity, reserved FROM preorder_pickups WHERE location_id = ?1 AND window_id = ?2 AND pickup IN (SELECT value FROM json_each(?3))',
      )
      .bind(locationId, windowId, JSON.stringify(pickups)),
  ])
  const perPickup = setting?.results[0]?.per_pickup ?? DEFAULT_PER_PICKUP
  const rows = new Map((ledger?.results ?? []).map((row) => [row.pickup!, { capacity: row.capacity!, reserved: row.reserved! }]))
  return new Map(
    pickups.map((pickup) => {
      const { capacity, reserved } = rows.get(pickup) ?? { capacity: perPickup, reserved: 0 }
      return [pickup, { capacity, reserved, remaining: Math.max(0, capacity - reserved) }]
    }),
  )
}

/**
 * The statements that reserve `quantity` in a pickup window, guarded by the order's write: the ledger row is created
 * with the store's capacity if it is the first order, then the reservation adds to it. Over capacity, the CHECK fails.
 */
export function reserveStatements(
  db: SandboxDb,
  reservation: { locationId: number; windowId: string; pickup: string; quantity: number },
  guard: Guard,
): D1PreparedStatement[] {
  const { locationId, windowId, pickup, quantity } = reservation
  return [
    db
      .prepare(
        'INSERT INTO preorder_pickups (location_id, window_id, pickup, capacity, reserved) ' +
          'SELECT ?, ?, ?, COALESCE((SELECT per_pickup FROM preorder_capacity WHERE location_id = ?), ?), 0 ' +
          `WHERE ${guard.sql} ON CONFLICT (location_id, window_id, pickup) DO NOTHING`,
      )
      .bind(locationId, windowId, pickup, locationId, DEFAULT_PER_PICKUP, ...guard.binds),
    db
      .prepare(
        `UPDATE preorder_pickups SET reserved = reserved + ? WHERE location_id = ? AND window_id = ? AND pickup = ? AND ${guard.sql}`,
      )
      .bind(quantity, locationId, windowId, pickup, ...guard.binds),
  ]
}

/** Gives a cancelled pre-order's pies back to its pickup window (never below nothing reserved). */
export function releaseStatement(
  db: SandboxDb,
  reservation: { locationId: number; windowId: string; pickup: string; quantity: number },
  guard: Guard,
): D1PreparedStatement {
  const { locationId, windowId, pickup, quantity } = reservation
  return db
    .prepare(
      `UPDATE preorder_pickups SET reserved = MAX(0, reserved - ?) WHERE location_id = ? AND window_id = ? AND pickup = ? AND ${guard.sql}`,
    )
    .bind(quantity, locationId, windowId, pickup, ...guard.binds)
}

/** Whether a failed batch failed because a pickup window had no room left for the reservation. */
export const isPickupFull = (error: unknown): boolean => error instanceof Error && /pickup_has_room/i.test(error.message)

/**
 * An operator's setting: this store bakes `perPickup` pre-order items per pickup window. Ledgers already started take
 * it too, but never below what they have promised, so nobody's order is taken back and nothing goes below zero.
 */
export async function setStoreCapacity(db: SandboxDb, locationId: number, perPickup: number, now: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        'INSERT INTO preorder_capacity (location_id, per_pickup, updated_at) VALUES (?1, ?2, ?3) ' +
          'ON CONFLICT (location_id) DO UPDATE SET per_pickup = excluded.per_pickup, updated_at = excluded.updated_at',
      )
      .bind(locationId, perPickup, now),
    db.prepare('UPDATE preorder_pickups SET capacity = MAX(?2, reserved) WHERE location_id = ?1').bind(locationId, perPickup),
  ])
}
