import type { SandboxDb } from '../db/sandbox-db.ts'
import type { Guard } from '../orders/order-writes.ts'
import type { OrderRow } from '../orders/order-store.ts'

// A member's saved delivery addresses. Nothing is saved unless the member asks ("Save this address" at checkout):
// the address joins the book with the order that delivers to it, in the same batch, so an order that is not placed
// saves nothing. Most recently saved first; saving an address already in the book makes it the most recent again.

export interface SavedAddressRow {
  id: number
  address: string
  city: string
  zip: string
}

export async function savedAddresses(db: SandboxDb, memberId: string): Promise<SavedAddressRow[]> {
  const { results } = await db
    .prepare('SELECT id, street, city, zip FROM member_addresses WHERE member_id = ?1 ORDER BY created_at DESC, id DESC')
    .bind(memberId)
    .all<{ id: number; street: string; city: string; zip: string }>()
  return results.map((r) => ({ id: r.id, address: r.street, city: r.city, zip: r.zip }))
}

/** Deletes one of the member's own addresses; false when the member has no address with that id. */
export async function deleteSavedAddress(db: SandboxDb, memberId: string, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM member_addresses WHERE id = ?1 AND member_id = ?2').bind(id, memberId).run()
  return result.meta.changes > 0
}

/** The statement that saves the order's delivery address for its member, when the order is delivered at all. */
export function saveDeliveryAddressStatements(
  db: SandboxDb,
  order: Pick<OrderRow, 'handoff' | 'delivery_street' | 'delivery_city' | 'delivery_zip'>,
  memberId: string,
  now: number,
  guard: Guard,
): D1PreparedStatement[] {
  const delivered = order.handoff === 'delivery' || order.handoff === 'dispatch'
  if (!delivered || order.delivery_street === null) return []
  return [
    db
      .prepare(
        'INSERT INTO member_addresses (member_id, street, city, zip, created_at) ' +
          `SELECT ?, ?, ?, ?, ? WHERE ${guard.sql} ` +
          'ON CONFLICT (member_id, street, city, zip) DO UPDATE SET created_at = excluded.created_at',
      )
      .bind(memberId, order.delivery_street, order.delivery_city, order.delivery_zip, now, ...guard.binds),
  ]
}
