import type { Context } from 'hono'
import { API_PARAM_PATTERNS } from '#shared/api-calls.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import type { OrderSnapshot } from './order-store.ts'
import { orderView } from './order-view.ts'

// The HTTP side shared by every order route: reading the basket id, answering with the order.

/** The {id} segment, held to the call table's pattern; anything else names no basket. */
export function orderIdParam(c: Context): string {
  const id = c.req.param('id') ?? ''
  if (!API_PARAM_PATTERNS.orderId.test(id)) throw new SandboxError(404, MESSAGES.basketNotFound)
  return id
}

export const respond = (c: Context<SandboxHono>, snapshot: OrderSnapshot) => c.json(orderView(snapshot, c.var.deps.now()))
