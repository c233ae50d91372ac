import type { Context } from 'hono'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { resolveMemberToken, type SandboxMember, type TokenKind } from './resolve-member.ts'
import { MEMBER_NOT_FOUND } from '#shared/error-messages.ts'

// The member behind the `token` header, or the error catalogue's token errors as a 401, which make the site sign the visitor
// out: no token at all, or an unknown one on a loyalty call, is "Invalid Access Token"; an unknown ordering token
// is "Invalid token"; a token past its lifetime is "Token Expired".

const UNKNOWN: Readonly<Record<TokenKind, string>> = { access: MESSAGES.invalidAccessToken, ordering: MESSAGES.invalidToken }

export async function requireMember(c: Context<SandboxHono>, kind: TokenKind = 'ordering'): Promise<SandboxMember> {
  const token = c.req.header('token')
  if (!token) throw new SandboxError(401, MESSAGES.invalidAccessToken)
  const check = await resolveMemberToken(c.var.db, token, kind, c.var.deps.now())
  if (check.ok) return check.member
  throw new SandboxError(401, check.reason === 'expired' ? MESSAGES.tokenExpired : UNKNOWN[kind])
}

/**
 * Calls that also name the member (memberID, memberid) must name the token's own member. Any other id
 * answers the error catalogue's 'Member not found', the same whether or not that member exists.
 */
export function requireSameMember(member: SandboxMember, memberId: string | number): void {
  if (String(memberId) !== member.id) throw new SandboxError(404, MEMBER_NOT_FOUND)
}
