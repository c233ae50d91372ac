import { phoneDigits } from '#shared/phone-digits.ts'
import type { Location } from '#shared/schemas/location.ts'
import type { SandboxDb } from '../db/sandbox-db.ts'

// Reading members, and the one shape a member's own data leaves the sandbox in (memberProfile). The row type is
// the table's; only memberProfile turns it into something that travels, and it does not include
// the password hash.

export interface MemberRow {
  id: string
  email: string
  email_key: string
  first_name: string
  last_name: string
  phone: string
  dob: string
  zip: string
  optin: number
  password_hash: string
  referral_code: string
  created_at: number
  updated_at: number
}

/** One account per address however it is typed. */
export const emailKey = (email: string): string => email.trim().toLowerCase()

export async function findMemberById(db: SandboxDb, id: string): Promise<MemberRow | null> {
  return db.prepare('SELECT * FROM members WHERE id = ?1').bind(id).first<MemberRow>()
}

export async function emailTaken(db: SandboxDb, key: string, exceptMemberId: string | null = null): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS taken FROM members WHERE email_key = ?1 AND id IS NOT ?2').bind(key, exceptMemberId).first()
  return row !== null
}

/** Whether another member already has this phone number (normalised, phoneDigits); an empty one is nobody's. */
export async function phoneTaken(db: SandboxDb, digits: string, exceptMemberId: string | null = null): Promise<boolean> {
  if (digits === '') return false
  const row = await db.prepare('SELECT 1 AS taken FROM members WHERE phone = ?1 AND id IS NOT ?2').bind(digits, exceptMemberId).first()
  return row !== null
}

/**
 * Sign-in takes an email or a phone number ("Invalid Email/Phone Number or Password"). A phone shared by
 * several members (possible only in data from before phone numbers were unique) names nobody.
 */
export async function findMemberByUsername(db: SandboxDb, username: string): Promise<MemberRow | null> {
  const trimmed = username.trim()
  if (trimmed.includes('@')) return db.prepare('SELECT * FROM members WHERE email_key = ?1').bind(emailKey(trimmed)).first<MemberRow>()
  const digits = phoneDigits(trimmed)
  if (digits.length !== 10 || /[^\d\s().+-]/.test(trimmed)) return null
  const { results } = await db.prepare('SELECT * FROM members WHERE phone = ?1 LIMIT 2').bind(digits).all<MemberRow>()
  return results.length === 1 ? results[0]! : null
}

/** The key failed sign-ins are counted under: the account when the username names one, else the username itself. */
/** The account a sign-in is counted under: the member, or the username when there is no such member. */
export const throttleAccount = (member: MemberRow | null, username: string): string =>
  member
    ? memberThrottleAccount(member.id)
    : `username:${username.includes('@') ? emailKey(username) : phoneDigits(username) || username.trim().toLowerCase()}`

export const memberThrottleAccount = (memberId: string): string => `member:${memberId}`

/** Favelocations (id, menu_id), with what a favourite-store card shows. */
export async function favoriteLocations(db: SandboxDb, memberId: string) {
  const { results } = await db
    .prepare(
      'SELECT l.data FROM favorite_locations f JOIN locations l ON l.id = f.location_id WHERE f.member_id = ?1 ORDER BY f.created_at, l.id',
    )
    .bind(memberId)
    .all<{ data: string }>()
  return results.map((row) => {
    const l = JSON.parse(row.data) as Location
    return { id: l.id, menu_id: l.menu_id, name: l.name, address: l.address, city: l.city, state: l.state, zip: l.zip, loyalty: l.loyalty }
  })
}

/** GET members/get and PUT members/update: shared/schemas/member.ts, the member's own data only. */
export async function memberProfile(db: SandboxDb, member: MemberRow) {
  return {
    id: member.id,
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    phone: member.phone,
    dob: member.dob,
    zip: member.zip,
    // Every account here is a VIP Perks account: signing up is joining (account-routes.ts).
    loyalty: true,
    optin: member.optin === 1,
    referral_code: member.referral_code,
    member_since: new Date(member.created_at).toISOString(),
    favelocations: await favoriteLocations(db, member.id),
  }
}
