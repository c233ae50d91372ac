import { Hono } from 'hono'
import { memberCodePayloadSchema, signinPayloadSchema } from '#shared/schemas/api/members.ts'
import { readBody } from '../http/read-input.ts'
import { SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { attachGuestOrder } from './attach-order.ts'
import {
  LOCKED_MESSAGE,
  MAX_FAILED_SIGNINS,
  clearAttempts,
  isLocked,
  lock,
  startAttempt,
  sweepStaleAttempts,
  throttleKey,
} from './login-throttle.ts'
import { memberTokenTtlMs } from './member-config.ts'
import { findMemberByUsername, memberThrottleAccount, throttleAccount, type MemberRow } from './member-store.ts'
import { endSession, issueTokens } from './member-tokens.ts'
import { consumeOneTimeToken } from './one-time-tokens.ts'
import { signInClient } from './sign-in-client.ts'
import { PBKDF2_ITERATIONS, hashPassword, spendVerifyTime, verifyPassword, type PasswordCheck } from './password-hash.ts'
import { INVALID_CREDENTIALS } from '#shared/error-messages.ts'

// POST members/signin (username + password, optional order_id), POST members/code (a one-time sign-in code from
// an outbox link, docs/product.md, Pages: "a query parameter code on any page exchanges a member login code for tokens")
// and POST members/signout (Sign Out ends the session).
//
// Sign-in answers one refusal for an unknown username and a wrong password alike, after the same work:
// an unknown username still costs one PBKDF2 derivation. Every attempt is counted first (login-throttle.ts).

const CODE_INVALID = 'This sign-in link is not valid or has expired. Please ask for a new one.'

/** An unknown username costs the same PBKDF2 work as a wrong password, and fails. */
async function checkPassword(member: MemberRow | null, password: string): Promise<PasswordCheck> {
  if (member === null) {
    await spendVerifyTime(password)
    return { ok: false, outdated: false }
  }
  return verifyPassword(password, member.password_hash)
}

/** 423 Locked: the account, not the request, is what refuses. */
const locked = () => new SandboxError(423, LOCKED_MESSAGE)

export function sessionRoutes() {
  const app = new Hono<SandboxHono>()

  app.post('/signin', async (c) => {
    const { db, deps } = c.var
    const body = await readBody(c, signinPayloadSchema)
    const now = deps.now()
    const member = await findMemberByUsername(db, body.username)
    const key = throttleKey(throttleAccount(member, body.username), signInClient(c))
    const attempt = await startAttempt(db, key, now)
    if (isLocked(attempt, now)) {
      await lock(db, key, now)
      throw locked()
    }
    const check = await checkPassword(member, body.password)
    if (member === null || !check.ok) {
      if (attempt.attempts >= MAX_FAILED_SIGNINS) {
        await lock(db, key, now)
        throw locked()
      }
      throw new SandboxError(401, INVALID_CREDENTIALS)
    }
    const tokens = await issueTokens(db, member.id, now, memberTokenTtlMs(c.env))
    // A hash made with an older work factor is replaced now that the password is at hand.
    const rehash = check.outdated
      ? [
          db
            .prepare('UPDATE members SET password_hash = ?1, updated_at = ?2 WHERE id = ?3')
            .bind(await hashPassword(body.password, PBKDF2_ITERATIONS), now, member.id),
        ]
      : []
    await db.batch([clearAttempts(db, key), sweepStaleAttempts(db, now), ...rehash, ...tokens.statements])
    const attached = body.order_id === undefined ? null : await attachGuestOrder(db, member, body.order_id, body.order_claim, now)
    return c.json({ ...tokens.body, attached_order_id: attached })
  })

  // The code proves the member reads their email, as a reset link does, so it also lifts the lockout of the client
  // using it (the account's, when no client is named): a member locked out by a stranger's guesses gets back in.
  app.post('/code', async (c) => {
    const { db, deps } = c.var
    const { code } = await readBody(c, memberCodePayloadSchema)
    const now = deps.now()
    const client = signInClient(c)
    const used = await consumeOneTimeToken(db, code, 'login-code', now, (memberId, guard) => [
      db
        .prepare(`DELETE FROM login_throttle WHERE key = ? AND ${guard.sql}`)
        .bind(throttleKey(memberThrottleAccount(memberId), client), ...guard.binds),
    ])
    if (used.state !== 'valid') throw new SandboxError(400, CODE_INVALID, 'code')
    const tokens = await issueTokens(db, used.memberId, now, memberTokenTtlMs(c.env))
    await db.batch(tokens.statements)
    return c.json({ ...tokens.body, attached_order_id: null })
  })

  // Sign Out: the session of the presented token ends upstream, so a copy of either token taken before it stops working
  // at once rather than at its expiry. 204 whatever the token: an unknown or expired one has no session left to end,
  // and a caller learns nothing about tokens it does not hold.
  app.post('/signout', async (c) => {
    const token = c.req.header('token')
    if (token) await endSession(c.var.db, token)
    return c.body(null, 204)
  })

  return app
}
