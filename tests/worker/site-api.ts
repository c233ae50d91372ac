import { exports } from 'cloudflare:workers'
import { devBotCheckToken } from '#shared/api-calls.ts'

// The site's own /api as the browser calls it (one endpoint, the target in the `path` header), through the edge
// proxy, its real limiters and the UPSTREAM binding to the real sandbox Worker. `client` is the CF-Connecting-IP the
// request comes from, so each test counts in rate-limit buckets of its own.

export interface SiteApiInit {
  query?: Record<string, string>
  body?: unknown
  token?: string
  verify?: string
  client: string
}

export interface SiteAnswer {
  status: number
  body: any // response JSON: the assertions read it field by field
}

export async function siteApi(method: string, path: string, init: SiteApiInit): Promise<SiteAnswer> {
  const headers: Record<string, string> = { path, accept: 'application/json', 'cf-connecting-ip': init.client }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.token = init.token
  if (init.verify) headers.verify = init.verify
  const query = init.query ? `?${new URLSearchParams(init.query)}` : ''
  const response = await exports.default.fetch(
    new Request(`https://perkins.test/api${query}`, {
      method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text) }
}

/**
 * The site's /api called from one client address throughout: `api` answers whatever the site says, `ok` the body of
 * a 200 and fails the test on anything else, with what the site said.
 */
export function siteApiFrom(client: string) {
  const api = (method: string, path: string, init: Omit<SiteApiInit, 'client'> = {}) => siteApi(method, path, { ...init, client })
  const ok = async (method: string, path: string, init: Omit<SiteApiInit, 'client'> = {}) => {
    const result = await api(method, path, init)
    if (result.status !== 200) throw new Error(`${method} ${path} answered ${result.status}: ${JSON.stringify(result.body)}`)
    return result.body
  }
  return { api, ok }
}

/** A fresh development bot-check token (each verifies once). */
export const freshVerify = (): string => devBotCheckToken(crypto.randomUUID().replaceAll('-', ''))

const hexGroup = () => crypto.randomUUID().slice(0, 4)

/**
 * A client of its own: an address in a /64 network of its own, from the IPv6 documentation range (the edge's
 * limiters count a whole /64 as one client, worker/client-limit-key.ts).
 */
export const testClient = (): string => `2001:db8:${hexGroup()}:${hexGroup()}::${hexGroup()}`

/** Another address in the same /64 network as `client` (a testClient address): the same client to the limiters. */
export const sameNetwork = (client: string): string => `${client.slice(0, client.lastIndexOf('::'))}::${hexGroup()}:${hexGroup()}`
