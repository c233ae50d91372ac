import type { CardOutcome, CardType } from './test-cards.ts'

// The provider's vault: a payment method per tokenisation, found by its random token. A token is cached (single use,
// for the one order it was made for, for 30 minutes) until the server API charges it; the site may ask for it to be
// retained at that charge (a member's "Save this card"), and only a retained token can be used again, each time
// with a CVV re-entered (recached) for that one order.

export const CACHED_TOKEN_LIFETIME_MS = 30 * 60 * 1000

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS payment_methods (
    token TEXT PRIMARY KEY,
    environment_key TEXT NOT NULL,
    order_ref TEXT NOT NULL,
    card_type TEXT NOT NULL,
    last_four_digits TEXT NOT NULL,
    month INTEGER NOT NULL,
    year INTEGER NOT NULL,
    full_name TEXT NOT NULL,
    zip TEXT NOT NULL,
    outcome TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER,
    retained INTEGER NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE IF NOT EXISTS recaches (
    token TEXT NOT NULL,
    order_ref TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER,
    PRIMARY KEY (token, order_ref)
  )`,
]

const ready = new WeakMap<D1Database, Promise<unknown>>()
function ensureSchema(db: D1Database): Promise<unknown> {
  let pending = ready.get(db)
  if (!pending) {
    pending = db.batch(SCHEMA.map((sql) => db.prepare(sql)))
    ready.set(db, pending)
    pending.catch(() => ready.delete(db))
  }
  return pending
}

/** 192 random bits, base64url: unguessable, and nothing about the card in it. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export interface StoredPaymentMethod {
  token: string
  environment_key: string
  order_ref: string
  card_type: CardType
  last_four_digits: string
  month: number
  year: number
  full_name: string
  zip: string
  outcome: CardOutcome
  created_at: number
  used_at: number | null
  retained: number
}

export async function storePaymentMethod(db: D1Database, method: Omit<StoredPaymentMethod, 'used_at' | 'retained'>): Promise<void> {
  await ensureSchema(db)
  await db
    .prepare(
      'INSERT INTO payment_methods (token, environment_key, order_ref, card_type, last_four_digits, month, year, full_name, zip, outcome, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)',
    )
    .bind(
      method.token,
      method.environment_key,
      method.order_ref,
      method.card_type,
      method.last_four_digits,
      method.month,
      method.year,
      method.full_name,
      method.zip,
      method.outcome,
      method.created_at,
    )
    .run()
}

export async function findPaymentMethod(db: D1Database, token: string): Promise<StoredPaymentMethod | null> {
  await ensureSchema(db)
  return db.prepare('SELECT * FROM payment_methods WHERE token = ?1').bind(token).first<StoredPaymentMethod>()
}

/** Marks a cached token used, if it still was unused and made for this order: true only for the one caller that won. */
export async function spendCachedToken(db: D1Database, token: string, orderRef: string, now: number, retain: boolean): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE payment_methods SET used_at = ?3, retained = ?5 WHERE token = ?1 AND order_ref = ?2 AND used_at IS NULL AND retained = 0 AND created_at > ?4',
    )
    .bind(token, orderRef, now, now - CACHED_TOKEN_LIFETIME_MS, retain ? 1 : 0)
    .run()
  return result.meta.changes === 1
}

/** A CVV re-entered for a retained card, for one order. */
export async function storeRecache(db: D1Database, token: string, orderRef: string, now: number): Promise<void> {
  await ensureSchema(db)
  await db
    .prepare('INSERT OR REPLACE INTO recaches (token, order_ref, created_at, used_at) VALUES (?1, ?2, ?3, NULL)')
    .bind(token, orderRef, now)
    .run()
}

/** Spends the recache of a retained card for this order, once. */
export async function spendRecache(db: D1Database, token: string, orderRef: string, now: number): Promise<boolean> {
  await ensureSchema(db)
  const result = await db
    .prepare('UPDATE recaches SET used_at = ?3 WHERE token = ?1 AND order_ref = ?2 AND used_at IS NULL AND created_at > ?4')
    .bind(token, orderRef, now, now - CACHED_TOKEN_LIFETIME_MS)
    .run()
  return result.meta.changes === 1
}
