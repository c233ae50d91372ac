import { Hono } from 'hono'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { numericParam } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { payableSavedCard } from '#shared/saved-card-rules.ts'
import type { SavedCard } from '#shared/schemas/saved-card.ts'
import { requireMember } from './require-member.ts'

// A member's saved cards (written by submit). GET members/payments belongs to the same data, so it lives here too.
// Saved delivery addresses are address-routes.ts. All take the ordering token (shared/api-calls.ts call table: auth 'ordering').

interface SavedCardRow {
  id: number
  brand: string
  last4: string
  card_token: string
  card_type: string | null
  exp_month: number | null
  exp_year: number | null
  created_at: number
}

/**
 * Our own shape (shared/schemas/saved-card.ts), most recently saved or used first. Expired by the sandbox's clock: a
 * card is good through the last day of its expiry month. The default is the first that has not expired.
 */
async function savedCards(db: SandboxDb, memberId: string, now: number): Promise<SavedCard[]> {
  const { results } = await db
    .prepare(
      'SELECT id, brand, last4, card_token, card_type, exp_month, exp_year, created_at FROM member_payments WHERE member_id = ?1 ORDER BY created_at DESC, id DESC',
    )
    .bind(memberId)
    .all<SavedCardRow>()
  const cards = results.map((r) => {
    const known = r.exp_month !== null && r.exp_year !== null && r.card_type !== null
    return {
      id: r.id,
      type: 'creditcard' as const,
      brand: r.brand,
      last4: r.last4,
      description: `${r.brand} ending ${r.last4}`,
      exp_month: r.exp_month,
      exp_year: r.exp_year,
      expired: known && Date.UTC(r.exp_year!, r.exp_month!, 1) <= now,
      default: false,
      provider_token: known ? r.card_token : null,
      card_type: r.card_type,
    }
  })
  const first = cards.find(payableSavedCard)
  if (first) first.default = true
  return cards
}

export function walletRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/payments', async (c) => {
    const member = await requireMember(c)
    return c.json({ payments: await savedCards(c.var.db, member.id, c.var.deps.now()) })
  })

  app.delete('/payments/:id', async (c) => {
    const { db } = c.var
    const member = await requireMember(c)
    const result = await db
      .prepare('DELETE FROM member_payments WHERE id = ?1 AND member_id = ?2')
      .bind(numericParam(c, 'id'), member.id)
      .run()
    if (result.meta.changes === 0) throw new SandboxError(404, MESSAGES.savedCardNotFound)
    return c.json({ payments: await savedCards(db, member.id, c.var.deps.now()) })
  })

  return app
}
