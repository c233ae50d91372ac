import { LOGIN_LOCKOUT_MS } from '#shared/constants.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'

// The sign-in lockout (docs/product.md, Who may do what): five failed sign-ins within 30 minutes lock the account for 30 minutes.
//
// Counted per account *and client* when the proxy names the client (sign-in-client.ts), so a stranger's guesses
// lock the stranger out, not the member signing in from their own device. With no client named, the account locks
// as a whole; the member then gets in through the email they can always ask for: the one-time sign-in link lifts
// the lock of the client using it, and a password reset lifts every lock of the account.
//
// Each sign-in is counted *before* its password is checked, in one atomic upsert, and refused unhashed once the
// count is past five; a success clears the count. So however many guesses arrive at once, at most five are ever
// checked per lockout, and a locked account costs the sandbox no hashing. Unknown usernames are counted and locked
// the same way (under the username), so "locked" says nothing about whether an account exists.

export const MAX_FAILED_SIGNINS = 5
const DAY_MS = 24 * 60 * 60 * 1000

/** The row a sign-in is counted in: the account alone when no client is named, else the account on that client. */
export const throttleKey = (account: string, client: string | null): string => (client === null ? account : `${account}@${client}`)

/**
 * Gives the gist ("Max login attempts: try again in 30 minutes, contact us or reset"), not the words; these
 * are ours, in the same spirit, naming all three ways forward.
 */
export const LOCKED_MESSAGE = 'Max login attempts reached. Please try again in 30 minutes, contact us, or reset your password.'

interface Attempt {
  /** Sign-ins counted in the current window, this one included. */
  attempts: number
  lockedUntil: number | null
}

// A row starts over when its lockout has run out, or when its window (unlocked) is older than the lockout period.
const STARTS_OVER = '(locked_until IS NOT NULL AND locked_until <= ?2) OR (locked_until IS NULL AND window_started_at <= ?2 - ?3)'

export async function startAttempt(db: SandboxDb, key: string, now: number): Promise<Attempt> {
  const row = await db
    .prepare(
      'INSERT INTO login_throttle (key, attempts, window_started_at, locked_until) VALUES (?1, 1, ?2, NULL) ' +
        'ON CONFLICT (key) DO UPDATE SET ' +
        `attempts = CASE WHEN ${STARTS_OVER} THEN 1 ELSE attempts + 1 END, ` +
        `window_started_at = CASE WHEN ${STARTS_OVER} THEN ?2 ELSE window_started_at END, ` +
        `locked_until = CASE WHEN ${STARTS_OVER} THEN NULL ELSE locked_until END ` +
        'RETURNING attempts, locked_until',
    )
    .bind(key, now, LOGIN_LOCKOUT_MS)
    .first<{ attempts: number; locked_until: number | null }>()
  if (row === null) throw new Error('login_throttle upsert returned no row')
  return { attempts: row.attempts, lockedUntil: row.locked_until }
}

export const isLocked = (attempt: Attempt, now: number): boolean =>
  (attempt.lockedUntil !== null && attempt.lockedUntil > now) || attempt.attempts > MAX_FAILED_SIGNINS

/** Locks for the lockout period from now, unless a lock is already running (it is not extended). */
export async function lock(db: SandboxDb, key: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE login_throttle SET locked_until = ?2 + ?3 WHERE key = ?1 AND (locked_until IS NULL OR locked_until <= ?2)')
    .bind(key, now, LOGIN_LOCKOUT_MS)
    .run()
}

/** A successful sign-in starts the count of its row over. */
export const clearAttempts = (db: SandboxDb, key: string): D1PreparedStatement =>
  db.prepare('DELETE FROM login_throttle WHERE key = ?1').bind(key)

/** The SQL condition (and its binds) for every row of one account, whichever client: what a password reset lifts. */
export const everyClientOf = (account: string): { sql: string; binds: [string, number, string] } => ({
  sql: '(key = ? OR substr(key, 1, ?) = ?)',
  binds: [account, account.length + 1, `${account}@`],
})

/**
 * Rows of finished windows and spent lockouts, a day on: without this, guesses at made-up usernames would grow the
 * table for ever. Run with each successful sign-in.
 */
export const sweepStaleAttempts = (db: SandboxDb, now: number): D1PreparedStatement =>
  db.prepare('DELETE FROM login_throttle WHERE window_started_at < ?1 AND (locked_until IS NULL OR locked_until < ?1)').bind(now - DAY_MS)
