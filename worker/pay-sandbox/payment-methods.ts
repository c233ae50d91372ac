import type { CardOutcome, CardType } from './test-cards.ts'

// The provider's vault: a payment method per tokenisation, found by its random token. A token is cached (single use,
// for the one order it was made for, for 30 minutes) until the server API charges it; the site may ask for it to be
// retained at that charge (a member's "Save this card"), and only a retained token can be used again, each time
// with a CVV re-entered (recached) for that one order. Each charge is a transaction the upstream may void (an order
// whose batch failed after its card was charged must not keep the money).

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
    retained INTEGER NOT NULL DEFAULT 0,
    fingerprint TEXT NOT NULL DEFAULT ''
  )`,
  `CREATE TABLE IF NOT EXISTS recaches (
    token TEXT NOT NULL,
    order_ref TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER,
    PRIMARY KEY (token, order_ref)
  )`,
  `CREATE TABLE IF NOT EXISTS transactions (
    token TEXT PRIMARY KEY,
    payment_method_token TEXT NOT NULL,
    order_ref TEXT NOT NULL,
    recached INTEGER NOT NULL,
    state TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    voided_at INTEGER
  )`,
]

/**
 * The demo members' saved card (the ordering sandbox's seed wallet names it `tok_visa`): a retained Visa ending 4242,
 * good through 12/2030, so a seeded member pays with it as with any saved card, its CVV re-entered.
 */
const DEMO_WALLET_CARD = {
  token: 'tok_visa',
  card_type: 'visa',
  last_four_digits: '4242',
  month: 12,
  year: 2030,
  fingerprint: 'demo-wallet-visa-4242',
} as const

const ready = new WeakMap<D1Database, Promise<unknown>>()
/** Creates the tables (adding the fingerprint to a vault made before it) and the demo wallet card, once per isolate. */
export function ensureSchema(db: D1Database, environmentKey = ''): Promise<unknown> {
  let pending = ready.get(db)
  if (!pending) {
    pending = (async () => {
      await db.batch(SCHEMA.map((sql) => db.prepare(sql)))
      const { results } = await db.prepare('PRAGMA table_info(payment_methods)').all<{ name: string }>()
      if (!results.some((column) => column.name === 'fingerprint'))
        await db.prepare("ALTER TABLE payment_methods ADD COLUMN fingerprint TEXT NOT NULL DEFAULT ''").run()
      const card = DEMO_WALLET_CARD
      await db
        .prepare(
          'INSERT OR IGNORE INTO payment_methods (token, environment_key, order_ref, card_type, last_four_digits, month, year, full_name, zip, outcome, created_at, used_at, retained, fingerprint) ' +
            "VALUES (?1, ?2, 'seed', ?3, ?4, ?5, ?6, 'Demo Member', '', 'approved', 0, 0, 1, ?7)",
        )
        .bind(card.token, environmentKey, card.card_type, card.last_four_digits, card.month, card.year, card.fingerprint)
        .run()
    })()
    ready.set(db, pending)
    pending.catch(() => ready.delete(db))
  }
  return pending
}

/**
 * The same card number gives the same fingerprint in this provider, whatever token it was given: keyed with the
 * server secret, so nobody without it can test a guessed number against a fingerprint.
 */
export async function cardFingerprint(number: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`fingerprint:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(number)))
  return Array.from(mac.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
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
  fingerprint: string
}

export async function storePaymentMethod(db: D1Database, method: Omit<StoredPaymentMethod, 'used_at' | 'retained'>): Promise<void> {
  await ensureSchema(db)
  await db
    .prepare(
      'INSERT INTO payment_methods (token, environment_key, order_ref, card_type, last_four_digits, month, year, full_name, zip, outcome, created_at, fingerprint) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)',
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
      method.fingerprint,
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

/**
 * A CVV re-entered for a retained card, for one order. Once that recache has paid, re-entering the CVV for the same
 * order renews nothing (a retry must not charge the card twice); a void gives the order its recache back.
 */
export async function storeRecache(db: D1Database, token: string, orderRef: string, now: number): Promise<void> {
  await ensureSchema(db)
  await db
    .prepare(
      'INSERT INTO recaches (token, order_ref, created_at, used_at) VALUES (?1, ?2, ?3, NULL) ' +
        'ON CONFLICT (token, order_ref) DO UPDATE SET created_at = excluded.created_at WHERE recaches.used_at IS NULL',
    )
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

export interface StoredTransaction {
  token: string
  payment_method_token: string
  order_ref: string
  recached: number
  state: 'succeeded' | 'voided'
  created_at: number
  voided_at: number | null
}

/** The record of a successful charge; its token is what the upstream voids it by. */
export async function storeTransaction(db: D1Database, paymentMethodToken: string, orderRef: string, recached: boolean, now: number) {
  const token = newToken()
  await db
    .prepare(
      "INSERT INTO transactions (token, payment_method_token, order_ref, recached, state, created_at) VALUES (?1, ?2, ?3, ?4, 'succeeded', ?5)",
    )
    .bind(token, paymentMethodToken, orderRef, recached ? 1 : 0, now)
    .run()
  return token
}

/**
 * Voids a charge (the sandbox's void and refund are one: no money moves in a sandbox). A saved card's recache for that
 * order is given back, so the visitor can pay the same basket with it after fixing what failed. Null: no such charge.
 */
export async function voidTransaction(db: D1Database, token: string, now: number): Promise<StoredTransaction | null> {
  await ensureSchema(db)
  const transaction = await db.prepare('SELECT * FROM transactions WHERE token = ?1').bind(token).first<StoredTransaction>()
  if (transaction === null) return null
  if (transaction.state === 'succeeded') {
    const statements = [
      db.prepare("UPDATE transactions SET state = 'voided', voided_at = ?2 WHERE token = ?1 AND state = 'succeeded'").bind(token, now),
    ]
    if (transaction.recached === 1)
      statements.push(
        db
          .prepare('DELETE FROM recaches WHERE token = ?1 AND order_ref = ?2')
          .bind(transaction.payment_method_token, transaction.order_ref),
      )
    await db.batch(statements)
  }
  return db.prepare('SELECT * FROM transactions WHERE token = ?1').bind(token).first<StoredTransaction>()
}
