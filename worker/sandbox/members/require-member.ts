import type { Context } from 'hono'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import type { SandboxMember } from './resolve-member.ts'

/** The member behind the `token` header (the ordering token, spec §6), or spec §8's token errors as a 401. */
export async function requireMember(c: Context<SandboxHono>): Promise<SandboxMember> {
  const token = c.req.header('token')
  if (!token) throw new SandboxError(401, MESSAGES.invalidAccessToken)
  const member = await c.var.deps.members.fromOrderingToken(c.var.db, token)
  if (member === null) throw new SandboxError(401, MESSAGES.invalidToken)
  return member
}

/** The member behind the header when there is one; a guest (null) otherwise, including when the token is stale. */
export async function optionalMember(c: Context<SandboxHono>): Promise<SandboxMember | null> {
  const token = c.req.header('token')
  return token ? c.var.deps.members.fromOrderingToken(c.var.db, token) : null
}
