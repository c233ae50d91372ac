import { Hono } from 'hono'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { numericParam } from '../http/read-input.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { requireMember } from './require-member.ts'

// A member's saved cards (written by submit). GET members/payments belongs to the same data, so it lives here too.
// Saved delivery addresses are address-routes.ts. All take the ordering token (shared/api-calls.ts call table: auth 'ordering').

async function savedCards(db: SandboxDb, memberId: string) {
  const { results } = await db
    .prepare('SELECT id, brand, last4, created_at FROM member_payments WHERE member_id = ?1 ORDER BY id')
    .bind(memberId)
    .all<{ id: number; brand: string; last4: string; created_at: number }>()
  // Our own shape: { payments: [{ id, type, brand, last4, description }] }; `id` is the account_id to pay with.
  return results.map((r) => ({ id: r.id, type: 'creditcard', brand: r.brand, last4: r.last4, description: `${r.brand} ending ${r.last4}` }))
}

export function walletRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/payments', async (c) => {
    const member = await requireMember(c)
    return c.json({ payments: await savedCards(c.var.db, member.id) })
  })

  app.delete('/payments/:id', async (c) => {
    const { db } = c.var
    const member = await requireMember(c)
    const result = await db
      .prepare('DELETE FROM member_payments WHERE id = ?1 AND member_id = ?2')
      .bind(numericParam(c, 'id'), member.id)
      .run()
    if (result.meta.changes === 0) throw new SandboxError(404, 'We could not find that saved card.')
    return c.json({ payments: await savedCards(db, member.id) })
  })

  return app
}
