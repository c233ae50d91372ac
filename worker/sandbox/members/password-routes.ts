import { Hono } from 'hono'
import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from '#shared/schemas/api/members.ts'
import { readBody } from '../http/read-input.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { siteOrigin } from './member-config.ts'
import { everyClientOf } from './login-throttle.ts'
import { emailKey, memberThrottleAccount, type MemberRow } from './member-store.ts'
import { consumeOneTimeToken, inspectOneTimeToken, issueOneTimeToken, type OneTimeState } from './one-time-tokens.ts'
import { outboxStatement, type OutboxMessage } from './outbox.ts'
import { hashPassword } from './password-hash.ts'

// POST members/forgotPassword, GET members/verifyForgotPasswordLink (token in the `token` header) and
// POST members/resetPassword (as the ordering provider does: a link carrying a one-time token; the site verifies it before it
// shows the reset form).
//
// Forgot-password answers the same `{ sent: true }` whether or not the address has an account, and does the same
// kind of work either way (one batch that writes one outbox message): an address without an account gets an email
// saying so, as real services do. The link itself only ever travels in the outbox (outbox.ts), never in an answer.

const RESET_MESSAGES = {
  /** The same words as the edge's answer when the header is missing (worker/api/api-messages.ts). */
  invalid: 'This password reset link is not valid.',
  used: 'This password reset link has already been used. Please ask for a new one.',
  expired: 'This password reset link has expired. Please ask for a new one.',
} as const

function refusal(seen: Exclude<OneTimeState, { state: 'valid' }>): SandboxError {
  const message = seen.state === 'used' ? RESET_MESSAGES.used : seen.state === 'expired' ? RESET_MESSAGES.expired : RESET_MESSAGES.invalid
  return new SandboxError(400, message, 'token')
}

/** "ann@example.com" → "a••@example.com": enough for the reset form to say whose password it is. */
const maskEmail = (email: string): string => email.replace(/^(.)[^@]*(@.*)$/, '$1••$2')

export function passwordRoutes() {
  const app = new Hono<SandboxHono>()

  app.post('/forgotPassword', async (c) => {
    const { db, deps } = c.var
    const { email } = await readBody(c, forgotPasswordPayloadSchema)
    const now = deps.now()
    const origin = siteOrigin(c.env)
    const member = await db.prepare('SELECT * FROM members WHERE email_key = ?1').bind(emailKey(email)).first<MemberRow>()
    let message: OutboxMessage
    const statements: D1PreparedStatement[] = []
    if (member !== null) {
      const reset = await issueOneTimeToken(db, member.id, 'password-reset', now)
      const code = await issueOneTimeToken(db, member.id, 'login-code', now)
      message = {
        to: member.email,
        subject: 'Reset your VIP Perks password',
        body: [
          `Hi ${member.first_name},`,
          '',
          'To choose a new password, open this link within the hour:',
          `${origin}/account/forgot-password/${reset.token}`,
          '',
          'Or sign in once without your password, within 15 minutes:',
          `${origin}/account?code=${code.token}`,
          '',
          "If you didn't ask for this, you can ignore this email: your password has not changed.",
        ].join('\n'),
      }
      statements.push(...reset.statements, ...code.statements)
    } else {
      message = {
        to: email.trim(),
        subject: 'Your VIP Perks password reset request',
        body: [
          'Someone asked to reset the password of a VIP Perks account for this email address, but there is no account for it.',
          '',
          `To join VIP Perks: ${origin}/account/signup`,
          '',
          "If you didn't ask for this, you can ignore this email.",
        ].join('\n'),
      }
    }
    await db.batch([...statements, outboxStatement(db, message, now)])
    deps.notify(message)
    return c.json({ sent: true })
  })

  app.get('/verifyForgotPasswordLink', async (c) => {
    const { db, deps } = c.var
    const token = c.req.header('token')
    if (!token) throw new SandboxError(400, RESET_MESSAGES.invalid, 'token')
    const seen = await inspectOneTimeToken(db, token, 'password-reset', deps.now())
    if (seen.state !== 'valid') throw refusal(seen)
    const member = await db.prepare('SELECT email FROM members WHERE id = ?1').bind(seen.memberId).first<{ email: string }>()
    if (member === null) throw new SandboxError(400, RESET_MESSAGES.invalid, 'token')
    return c.json({ valid: true, email: maskEmail(member.email) })
  })

  // One use: the new password, every session signed out, every other emailed link dead, a lockout lifted, and a
  // notice to the member that their password changed, all in the batch that claims the token.
  app.post('/resetPassword', async (c) => {
    const { db, deps } = c.var
    const { token, password } = await readBody(c, resetPasswordPayloadSchema)
    const now = deps.now()
    // Looked at before the hash is spent, so junk tokens cost no PBKDF2.
    const seen = await inspectOneTimeToken(db, token, 'password-reset', now)
    if (seen.state !== 'valid') throw refusal(seen)
    const member = await db
      .prepare('SELECT email, first_name FROM members WHERE id = ?1')
      .bind(seen.memberId)
      .first<{ email: string; first_name: string }>()
    if (member === null) throw new SandboxError(400, RESET_MESSAGES.invalid, 'token')
    const passwordHash = await hashPassword(password)
    const notice: OutboxMessage = {
      to: member.email,
      subject: 'Your VIP Perks password was changed',
      body: `Hi ${member.first_name},\n\nYour password was just changed and you were signed out everywhere. If this wasn't you, reset it again at ${siteOrigin(c.env)}/account/forgot-password and contact us.`,
    }
    const used = await consumeOneTimeToken(db, token, 'password-reset', now, (memberId, guard) => {
      const when = (sql: string, ...binds: (string | number)[]) => db.prepare(`${sql} AND ${guard.sql}`).bind(...binds, ...guard.binds)
      const locks = everyClientOf(memberThrottleAccount(memberId))
      return [
        when('UPDATE members SET password_hash = ?, updated_at = ? WHERE id = ?', passwordHash, now, memberId),
        when('DELETE FROM member_tokens WHERE member_id = ?', memberId),
        when('UPDATE one_time_tokens SET used_at = ? WHERE member_id = ? AND used_at IS NULL', now, memberId),
        // The new password makes every guess so far moot: every client's lock goes, the stranger's too.
        when(`DELETE FROM login_throttle WHERE ${locks.sql}`, ...locks.binds),
        db
          .prepare(`INSERT INTO outbox (recipient, subject, body, created_at) SELECT ?, ?, ?, ? WHERE ${guard.sql}`)
          .bind(notice.to, notice.subject, notice.body, now, ...guard.binds),
      ]
    })
    if (used.state !== 'valid') throw refusal(used)
    deps.notify(notice)
    return c.json({ reset: true })
  })

  return app
}
