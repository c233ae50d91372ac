import { Hono } from 'hono'
import { memberUpdatePayloadSchema, signupPayloadSchema } from '#shared/schemas/api/members.ts'
import { LOYALTY_SIGNUP_MESSAGES } from '#shared/validation/loyalty-signup.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'
import { readBody } from '../http/read-input.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { findLocation } from '../locations/location-store.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { attachGuestOrder } from './attach-order.ts'
import { memberTokenTtlMs } from './member-config.ts'
import { checkCurrentPassword, requestEmailChange } from './email-change.ts'
import { siteOrigin } from './member-config.ts'
import { phoneDigits } from '#shared/phone-digits.ts'
import { emailKey, emailTaken, findMemberById, memberProfile, phoneTaken, type MemberRow } from './member-store.ts'
import { outboxStatement } from './outbox.ts'
import { issueTokens } from './member-tokens.ts'
import { hashPassword } from './password-hash.ts'
import { requireMember } from './require-member.ts'
import { randomCode } from './secret-token.ts'
import { EMAIL_EXISTS, NO_LOYALTY, PHONE_IN_USE } from '#shared/error-messages.ts'

// POST members/create (the signup payload and its rules, docs/product.md), GET members/get, PUT members/update. The payload schemas
// are the shared ones (shared/schemas/api/members.ts), built from the modal's own rules and messages
// (shared/validation/loyalty-signup.ts), so the sandbox enforces the signup rules again whatever the caller checked.

export const ACCOUNT_MESSAGES = {
  /** The site offers sign in or reset. */
  emailExists: EMAIL_EXISTS,
  /** A phone number belongs to one member: a second account with it would switch off the first one's phone sign-in. */
  phoneInUse: PHONE_IN_USE,
  /** The text for a store outside the programme. */
  noLoyalty: NO_LOYALTY,
} as const

const isDuplicateEmail = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed: members\.email_key/i.test(error.message)
const isDuplicatePhone = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed: members\.phone/i.test(error.message)

/** The refusal for a UNIQUE index that settled a race between two sign-ups or updates. */
function duplicateRefusal(error: unknown): SandboxError | null {
  if (isDuplicateEmail(error)) return new SandboxError(409, ACCOUNT_MESSAGES.emailExists, 'email')
  if (isDuplicatePhone(error)) return new SandboxError(409, ACCOUNT_MESSAGES.phoneInUse, 'phone')
  return null
}

/** A favourite store must exist and be in VIP Perks (issue 6); its id, or a refusal under the field. */
async function loyaltyStore(db: SandboxDb, favelocation: string | number): Promise<number> {
  const location = await findLocation(db, Number(favelocation))
  if (location === null) throw new SandboxError(400, LOYALTY_SIGNUP_MESSAGES.favelocation, 'favelocation')
  if (!location.loyalty) throw new SandboxError(400, ACCOUNT_MESSAGES.noLoyalty, 'favelocation')
  return location.id
}

/** Changing the favourite location deletes all existing favourites, then sets the new one. */
const replaceFavorites = (db: SandboxDb, memberId: string, locationId: number, now: number): D1PreparedStatement[] => [
  db.prepare('DELETE FROM favorite_locations WHERE member_id = ?1').bind(memberId),
  db.prepare('INSERT INTO favorite_locations (member_id, location_id, created_at) VALUES (?1, ?2, ?3)').bind(memberId, locationId, now),
]

export function accountRoutes() {
  const app = new Hono<SandboxHono>()

  // Joining signs the member in: the answer is the User token of sign-in (shared/schemas/api/responses.ts).
  app.post('/create', async (c) => {
    const { db, deps } = c.var
    const body = await readBody(c, signupPayloadSchema)
    // The modal sends loyalty = "Yes, I want to join VIP Perks & agree to the terms"; this call is joining.
    if (!body.loyalty) throw new SandboxError(400, LOYALTY_SIGNUP_MESSAGES.terms, 'loyalty')
    const locationId = await loyaltyStore(db, body.favelocation)
    const key = emailKey(body.email)
    // Checked before the hash is spent; the UNIQUE index below settles a race between two sign-ups.
    if (await emailTaken(db, key)) throw new SandboxError(409, ACCOUNT_MESSAGES.emailExists, 'email')
    if (await phoneTaken(db, phoneDigits(body.phone))) throw new SandboxError(409, ACCOUNT_MESSAGES.phoneInUse, 'phone')
    const now = deps.now()
    const member: MemberRow = {
      id: crypto.randomUUID(),
      email: body.email.trim(),
      email_key: key,
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      phone: phoneDigits(body.phone),
      dob: body.dob,
      zip: body.zip,
      optin: body.optin ? 1 : 0,
      password_hash: await hashPassword(body.password),
      // Our choice: 8 characters of Crockford base32 (40 bits), easy to read out to a friend.
      referral_code: randomCode(8),
      created_at: now,
      updated_at: now,
    }
    const tokens = await issueTokens(db, member.id, now, memberTokenTtlMs(c.env))
    const columns = Object.keys(member) as (keyof MemberRow)[]
    try {
      await db.batch([
        db
          .prepare(`INSERT INTO members (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
          .bind(...columns.map((column) => member[column])),
        ...replaceFavorites(db, member.id, locationId, now),
        ...tokens.statements,
      ])
    } catch (error) {
      throw duplicateRefusal(error) ?? error
    }
    const attached = body.order_id === undefined ? null : await attachGuestOrder(db, member, body.order_id, body.order_claim, now)
    // Our choice: which order (if any) now belongs to the member.
    return c.json({ ...tokens.body, attached_order_id: attached })
  })

  app.get('/get', async (c) => {
    const { db } = c.var
    const { id } = await requireMember(c, 'access')
    const member = await findMemberById(db, id)
    if (member === null) throw new SandboxError(401, MESSAGES.invalidAccessToken)
    return c.json(await memberProfile(db, member))
  })

  // Our own payload ("not shown"): any of the profile fields of signup; the password changes only by reset. A new
  // sign-in email waits for its confirmation link (email-change.ts): the answer names it as pending_email.
  app.put('/update', async (c) => {
    const { db, deps } = c.var
    const { id } = await requireMember(c, 'access')
    const body = await readBody(c, memberUpdatePayloadSchema)
    const now = deps.now()
    const current = await findMemberById(db, id)
    if (current === null) throw new SandboxError(401, MESSAGES.invalidAccessToken)
    const set: Partial<Record<keyof MemberRow, string | number>> = {}
    if (body.first_name !== undefined) set.first_name = body.first_name.trim()
    if (body.last_name !== undefined) set.last_name = body.last_name.trim()
    if (body.phone !== undefined) {
      set.phone = phoneDigits(body.phone)
      if (await phoneTaken(db, set.phone, id)) throw new SandboxError(409, ACCOUNT_MESSAGES.phoneInUse, 'phone')
    }
    if (body.zip !== undefined) set.zip = body.zip
    if (body.optin !== undefined) set.optin = body.optin ? 1 : 0
    // The same address (however it is typed) is no change of the sign-in email: its spelling may change at once.
    const newEmail = body.email !== undefined && emailKey(body.email) !== current.email_key ? body.email.trim() : null
    if (body.email !== undefined && newEmail === null) set.email = body.email.trim()
    const favorites = body.favelocation === undefined ? [] : replaceFavorites(db, id, await loyaltyStore(db, body.favelocation), now)
    if (newEmail !== null) await checkCurrentPassword(db, current, body.current_password, now)
    const change = newEmail === null ? null : await requestEmailChange(db, current, newEmail, siteOrigin(c.env), now)
    const entries = Object.entries({ ...set, updated_at: now })
    try {
      await db.batch([
        db
          .prepare(`UPDATE members SET ${entries.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`)
          .bind(...entries.map(([, value]) => value), id),
        ...favorites,
        ...(change?.statements ?? []),
        ...(change?.messages.map((message) => outboxStatement(db, message, now)) ?? []),
      ])
    } catch (error) {
      throw duplicateRefusal(error) ?? error
    }
    for (const message of change?.messages ?? []) deps.notify(message)
    const member = await findMemberById(db, id)
    if (member === null) throw new SandboxError(401, MESSAGES.invalidAccessToken)
    return c.json({ ...(await memberProfile(db, member)), ...(newEmail === null ? {} : { pending_email: newEmail }) })
  })

  return app
}
