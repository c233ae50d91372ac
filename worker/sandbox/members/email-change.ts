import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG, EMAIL_EXISTS } from '#shared/error-messages.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import { LOCKED_MESSAGE, MAX_FAILED_SIGNINS, clearAttempts, isLocked, lock, startAttempt } from './login-throttle.ts'
import { emailKey, emailTaken, memberThrottleAccount, type MemberRow } from './member-store.ts'
import type { OutboxMessage } from './outbox.ts'
import { verifyPassword } from './password-hash.ts'
import { randomSecret, storedSecret } from './secret-token.ts'

// Changing the sign-in email. An access token alone (30 minutes, maybe copied) must not be enough to take an
// account: PUT members/update with a new email needs the current password, changes nothing yet, and sends two
// emails. The new address gets a link that makes the change (one use, 256 random bits stored as their SHA-256,
// CONFIRM_LIFETIME_MS); the old address is told, with a link that undoes it (UNDO_LIFETIME_MS), signs the account
// out everywhere and kills every emailed link, in case whoever asked also knew the password.
//
// Wrong current passwords are counted like failed sign-ins, under the member's own row (EMAIL_CHANGE_ACCOUNT): five
// in 30 minutes lock email changes of that account for 30 minutes, so a stolen token is no password oracle.

/** Our choices: a day to confirm the new address, a week for the old one to undo. */
const CONFIRM_LIFETIME_MS = 24 * 60 * 60 * 1000
const UNDO_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export const EMAIL_CHANGE_MESSAGES = {
  confirmInvalid: 'This email confirmation link is not valid.',
  confirmUsed: 'This email confirmation link has already been used or replaced by a newer one.',
  confirmExpired: 'This email confirmation link has expired. Please change your email again from your account.',
  undoInvalid: 'This link is not valid.',
  undoUsed: 'This email change has already been undone.',
  undoExpired: 'This link has expired. Please reset your password or contact us.',
  oldEmailTaken: 'Your old email address now belongs to another account. Please contact us.',
} as const

const emailChangeAccount = (memberId: string) => `email-change:${memberThrottleAccount(memberId)}`

/** Checks the current password for an email change, counting wrong ones; refuses with the reason. */
export async function checkCurrentPassword(db: SandboxDb, member: MemberRow, password: string | undefined, now: number): Promise<void> {
  if (!password) throw new SandboxError(400, CURRENT_PASSWORD_NEEDED, 'current_password')
  const key = emailChangeAccount(member.id)
  const attempt = await startAttempt(db, key, now)
  if (isLocked(attempt, now)) {
    await lock(db, key, now)
    throw new SandboxError(423, LOCKED_MESSAGE)
  }
  const check = await verifyPassword(password, member.password_hash)
  if (!check.ok) {
    if (attempt.attempts >= MAX_FAILED_SIGNINS) await lock(db, key, now)
    throw new SandboxError(400, CURRENT_PASSWORD_WRONG, 'current_password')
  }
  await clearAttempts(db, key).run()
}

export interface EmailChangeRequest {
  statements: D1PreparedStatement[]
  messages: OutboxMessage[]
}

/** The pending change and its two emails, for the update's batch. The caller has checked the password. */
export async function requestEmailChange(
  db: SandboxDb,
  member: MemberRow,
  newEmail: string,
  origin: string,
  now: number,
): Promise<EmailChangeRequest> {
  if (await emailTaken(db, emailKey(newEmail), member.id)) throw new SandboxError(409, EMAIL_EXISTS, 'email')
  const confirm = randomSecret()
  const undo = randomSecret()
  const statements = [
    // Only the latest request can be confirmed.
    db
      .prepare('UPDATE email_changes SET closed_at = ?2 WHERE member_id = ?1 AND confirmed_at IS NULL AND closed_at IS NULL')
      .bind(member.id, now),
    db
      .prepare(
        'INSERT INTO email_changes (id, member_id, old_email, new_email, confirm_hash, undo_hash, expires_at, undo_expires_at, created_at) ' +
          'VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
      )
      .bind(
        crypto.randomUUID(),
        member.id,
        member.email,
        newEmail,
        await storedSecret(confirm),
        await storedSecret(undo),
        now + CONFIRM_LIFETIME_MS,
        now + UNDO_LIFETIME_MS,
        now,
      ),
  ]
  // The tokens travel in the links' fragments: never sent to a server, never in a Referer or a page view.
  const messages: OutboxMessage[] = [
    {
      to: newEmail,
      subject: 'Confirm your new VIP Perks sign-in email',
      body: [
        `Hi ${member.first_name},`,
        '',
        'To make this address the sign-in email of your VIP Perks account, open this link within 24 hours:',
        `${origin}/account/confirm-email#${confirm}`,
        '',
        "If you didn't ask for this, you can ignore this email: nothing changes until the link is opened.",
      ].join('\n'),
    },
    {
      to: member.email,
      subject: 'Your VIP Perks sign-in email is about to change',
      body: [
        `Hi ${member.first_name},`,
        '',
        `Someone signed in to your VIP Perks account asked to change its sign-in email to ${newEmail}.`,
        'It changes once that address confirms it.',
        '',
        "If this wasn't you, undo it within 7 days with this link; it also signs your account out everywhere:",
        `${origin}/account/undo-email#${undo}`,
        '',
        `Then choose a new password at ${origin}/account/forgot-password.`,
      ].join('\n'),
    },
  ]
  return { statements, messages }
}

interface ChangeRow {
  id: string
  member_id: string
  old_email: string
  new_email: string
  expires_at: number
  undo_expires_at: number
  confirmed_at: number | null
  closed_at: number | null
  undone_at: number | null
}

const isDuplicateEmail = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed: members\.email_key/i.test(error.message)

/** The change an emailed link names: its token is kept only as a hash, in the column for that link. */
async function changeByLink(db: SandboxDb, column: 'confirm_hash' | 'undo_hash', token: string): Promise<ChangeRow | null> {
  return db
    .prepare(`SELECT * FROM email_changes WHERE ${column} = ?1`)
    .bind(await storedSecret(token))
    .first<ChangeRow>()
}

/** POST members/confirmEmail: the new address makes the change; the new email, or a refusal. */
export async function confirmEmailChange(db: SandboxDb, token: string, now: number): Promise<string> {
  const row = await changeByLink(db, 'confirm_hash', token)
  if (row === null) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.confirmInvalid, 'token')
  if (row.confirmed_at !== null || row.closed_at !== null) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.confirmUsed, 'token')
  if (row.expires_at <= now) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.confirmExpired, 'token')
  if (await emailTaken(db, emailKey(row.new_email), row.member_id)) throw new SandboxError(409, EMAIL_EXISTS, 'email')
  const nonce = crypto.randomUUID()
  const guard = 'EXISTS (SELECT 1 FROM email_changes WHERE id = ? AND consumed_by = ?)'
  let claim: D1Result | undefined
  try {
    ;[claim] = await db.batch([
      db
        .prepare(
          'UPDATE email_changes SET confirmed_at = ?2, closed_at = ?2, consumed_by = ?3 ' +
            'WHERE id = ?1 AND confirmed_at IS NULL AND closed_at IS NULL AND expires_at > ?2',
        )
        .bind(row.id, now, nonce),
      db
        .prepare(`UPDATE members SET email = ?, email_key = ?, updated_at = ? WHERE id = ? AND ${guard}`)
        .bind(row.new_email, emailKey(row.new_email), now, row.member_id, row.id, nonce),
    ])
  } catch (error) {
    if (isDuplicateEmail(error)) throw new SandboxError(409, EMAIL_EXISTS, 'email')
    throw error
  }
  if (claim?.meta.changes !== 1) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.confirmUsed, 'token')
  return row.new_email
}

/**
 * POST members/undoEmailChange: the old address takes the account back. A pending change is closed, a confirmed one
 * reverted; either way every session ends and every emailed link dies. The email it is now, or a refusal.
 */
export async function undoEmailChange(db: SandboxDb, token: string, now: number): Promise<string> {
  const row = await changeByLink(db, 'undo_hash', token)
  if (row === null) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.undoInvalid, 'token')
  if (row.undone_at !== null) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.undoUsed, 'token')
  if (row.undo_expires_at <= now) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.undoExpired, 'token')
  const nonce = crypto.randomUUID()
  const guarded = (sql: string, ...binds: (string | number)[]) =>
    db.prepare(`${sql} AND EXISTS (SELECT 1 FROM email_changes WHERE id = ? AND consumed_by = ?)`).bind(...binds, row.id, nonce)
  const statements = [
    db
      .prepare(
        'UPDATE email_changes SET undone_at = ?2, closed_at = COALESCE(closed_at, ?2), consumed_by = ?3 ' +
          'WHERE id = ?1 AND undone_at IS NULL AND undo_expires_at > ?2',
      )
      .bind(row.id, now, nonce),
    // Every other open request of the account goes too: whoever asked for this one may have asked again.
    guarded(
      'UPDATE email_changes SET closed_at = ? WHERE member_id = ? AND confirmed_at IS NULL AND closed_at IS NULL',
      now,
      row.member_id,
    ),
    guarded('DELETE FROM member_tokens WHERE member_id = ?', row.member_id),
    guarded('UPDATE one_time_tokens SET used_at = ? WHERE member_id = ? AND used_at IS NULL', now, row.member_id),
  ]
  if (row.confirmed_at !== null) {
    statements.push(
      guarded(
        'UPDATE members SET email = ?, email_key = ?, updated_at = ? WHERE id = ?',
        row.old_email,
        emailKey(row.old_email),
        now,
        row.member_id,
      ),
    )
  }
  let claim: D1Result | undefined
  try {
    ;[claim] = await db.batch(statements)
  } catch (error) {
    if (isDuplicateEmail(error)) throw new SandboxError(409, EMAIL_CHANGE_MESSAGES.oldEmailTaken)
    throw error
  }
  if (claim?.meta.changes !== 1) throw new SandboxError(400, EMAIL_CHANGE_MESSAGES.undoUsed, 'token')
  const member = await db.prepare('SELECT email FROM members WHERE id = ?1').bind(row.member_id).first<{ email: string }>()
  return member?.email ?? row.old_email
}
