import { proxyApiCall, type ApiProxyDeps } from '#worker/api/api-proxy.ts'
import { SERVICE_BINDING_ORIGIN } from '#worker/api/api-route.ts'
import { cmsSupercategories } from '#worker/api/cms-supercategories.ts'
import type { Globals } from '#shared/schemas/content.ts'
import { globalsStory } from '#worker/content/seed/globals-story.ts'
import { FRESH_MENU_PATH, FRESH_MENU_SOURCE } from './fresh-menu.ts'

// The /api proxy's own cost with no Worker-to-Worker hop (tests/bench/proxy-cost-bench.ts): one isolate holds
// both the proxy and an upstream that answers from memory with the sandbox's real answers. `/direct` calls that
// upstream as the proxy would; `/proxy` makes the same call through proxyApiCall with the site's real checks,
// edge behaviours (CMS super-categories from the seed globals) and a log line serialised as the site's is.
// Each request repeats its call `n` times, so the HTTP round trip from the bench is spread over many calls.

interface Env {
  /** Upstream path → the sandbox's answer body, fetched by the bench before the isolate starts. */
  ANSWERS: Record<string, string>
}

/** Calls to the fresh menu so far: each gets its own answer. */
let freshCalls = 0

/** The answer for `path`: the fresh menu is the menu with a counter as its first member, so no two are alike. */
function answerFor(env: Env, path: string): string | undefined {
  const menu = env.ANSWERS[FRESH_MENU_SOURCE]
  if (path !== FRESH_MENU_PATH || menu === undefined) return env.ANSWERS[path]
  return `{"call":${++freshCalls},${menu.slice(1)}`
}

const upstreamFor =
  (env: Env) =>
  async (request: Request): Promise<Response> => {
    const body = answerFor(env, new URL(request.url).pathname.slice(1))
    return body === undefined
      ? new Response('{"message":"not found"}', { status: 404 })
      : new Response(body, { headers: { 'content-type': 'application/json' } })
  }

function depsFor(env: Env): ApiProxyDeps {
  return {
    upstream: upstreamFor(env),
    upstreamBase: SERVICE_BINDING_ORIGIN,
    environment: 'development',
    clientType: 'web',
    timeoutMs: 10_000,
    botCheck: async () => ({ ok: true }),
    rateLimit: {
      limiters: {
        signin: { limit: async () => ({ success: true }) },
        password: { limit: async () => ({ success: true }) },
        giftcard: { limit: async () => ({ success: true }) },
        signup: { limit: async () => ({ success: true }) },
        profile: { limit: async () => ({ success: true }) },
      },
      retryAfterSeconds: 60,
    },
    // The seed's globals in their Storyblok form; only `supercategories` is read, which has the published shape.
    supercategories: () => cmsSupercategories({ globals: async () => globalsStory.content as unknown as Globals }),
    // The site folds this line into its one request log line; serialising it is the proxy's share of that work.
    log: (line) => void JSON.stringify(line),
    now: () => Date.now(),
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url)
    const path = url.searchParams.get('path') ?? ''
    const times = Number(url.searchParams.get('n') ?? 1)
    let bytes = 0
    for (let i = 0; i < times; i++) {
      const response =
        url.pathname === '/proxy'
          ? await proxyApiCall(new Request('https://site.internal/api', { headers: { path, accept: 'application/json' } }), depsFor(env))
          : await upstreamFor(env)(
              new Request(`${SERVICE_BINDING_ORIGIN}/${path}`, {
                headers: { env: 'development', client_type: 'web', accept: 'application/json' },
              }),
            )
      if (!response.ok) return new Response(`${path} answered ${response.status}`, { status: 500 })
      bytes += (await response.text()).length
    }
    return new Response(String(bytes))
  },
}
