import type { SandboxDb } from '../db/sandbox-db.ts'

// The seam between ordering and loyalty. Issue 6 adds the members table and the sign-in that issues tokens; it
// then implements these two functions (same signatures) and everything member-shaped here starts working: submit
// with usertype user, recent orders, reorder, favourite orders, saved cards and addresses. Until then no token
// belongs to a member, so those calls answer spec §8's 'Invalid token' and the site signs the visitor out.

export interface SandboxMember {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
}

/** The member an ordering token (userToken.ordering.access.token) belongs to, or null. */
export async function resolveMemberFromOrderingToken(_db: SandboxDb, _token: string): Promise<SandboxMember | null> {
  return null
}

export interface MemberResolver {
  fromOrderingToken(db: SandboxDb, token: string): Promise<SandboxMember | null>
}

export const noMembersYet: MemberResolver = { fromOrderingToken: resolveMemberFromOrderingToken }
