import type { Context } from 'hono'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { resolveMemberToken, type SandboxMember, type TokenKind } from '../members/resolve-member.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import type { OrderRow } from './order-store.ts'

// Who asks about an order. Orders belong to someone: a member's basket or order answers only to that member's
// token (the ordering token on order calls, the access token on the reward calls); a guest basket answers to
// whoever holds its id, which is why ids are unguessable (order-id.ts). Every read and write of an order goes
// through loadOrder / loadBasket / changeBasket, which take the caller and check it here.

export interface OrderCaller {
  /** The member behind a valid token, or null for a guest (no token, or one that is unknown). */
  member: SandboxMember | null
  /** The member whose token was presented but has run out: they are told so (and signed out), not "not found". */
  expiredMemberId: string | null
}

export const GUEST: OrderCaller = { member: null, expiredMemberId: null }

export const memberCaller = (member: SandboxMember): OrderCaller => ({ member, expiredMemberId: null })

/** The caller behind the call's `token` header; an unknown token counts as a guest, as it always has. */
export async function orderCaller(c: Context<SandboxHono>, kind: TokenKind = 'ordering'): Promise<OrderCaller> {
  const token = c.req.header('token')
  if (!token) return GUEST
  const check = await resolveMemberToken(c.var.db, token, kind, c.var.deps.now())
  if (check.ok) return memberCaller(check.member)
  return { member: null, expiredMemberId: check.reason === 'expired' ? check.memberId : null }
}

/**
 * Someone else's order answers exactly as a missing one ("Could not load shopping basket", which makes the site
 * forget the basket), so a leaked id says nothing about whether it exists. The owner with a token past its lifetime
 * hears "Token Expired" instead, which signs them out so they can sign in again and carry on.
 */
export function checkOrderOwner(order: Pick<OrderRow, 'member_id'>, caller: OrderCaller): void {
  if (order.member_id === null || order.member_id === caller.member?.id) return
  if (order.member_id === caller.expiredMemberId) throw new SandboxError(401, MESSAGES.tokenExpired)
  throw new SandboxError(404, MESSAGES.basketNotFound)
}
