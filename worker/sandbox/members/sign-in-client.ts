import type { Context } from 'hono'
import type { SandboxHono } from '../sandbox-context.ts'

// Which client a sign-in comes from, for the lockout (login-throttle.ts): the `client_ip` header, which only the
// site's proxy can set (the sandbox is reached through the service binding alone, and the proxy builds its upstream
// headers from scratch). An IPv4 or IPv6 address; anything else, or nothing, is "no client named", and those
// attempts count for the account as a whole, as they always have.

const CLIENT_HEADER = 'client_ip'
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/

export function signInClient(c: Context<SandboxHono>): string | null {
  const value = c.req.header(CLIENT_HEADER)?.trim() ?? ''
  return ADDRESS.test(value) ? value.toLowerCase() : null
}
