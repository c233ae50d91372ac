import { Hono } from 'hono'
import { sandboxNowSchema } from '#shared/pinned-clock.ts'
import { pinSiteClock } from '#shared/site-clock.ts'
import { siteConfig, type SiteConfig } from './env.ts'

// The sandbox's own development pages, reached through the local site because `npm start` serves the sandbox on no
// port of its own. They exist only where the site runs in development or test against the sandbox (no API_ORIGIN);
// anywhere else they answer 404, and the sandbox closes its own pages outside development and test too.
// - GET /_sandbox/outbox?to=<email>: the password-reset links and sign-in codes it would have emailed
//   (`npm run outbox` reads it).
// - PUT /_sandbox/clock { "now": "<ISO instant>" | null }: pins the test world's clock (shared/pinned-clock.ts),
//   the sandbox's and the site's rendered pages' alike; null gives both the real time back.
// - PUT /_sandbox/preorder-capacity { "location_id": 3510, "per_pickup": 12 }: the operator's setting of how many
//   holiday pre-order items a restaurant bakes per pickup window.

const SANDBOX = 'https://perkins-sandbox'
const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }

function localSandbox(config: SiteConfig): Pick<Fetcher, 'fetch'> | null {
  const local = (config.ENVIRONMENT === 'development' || config.ENVIRONMENT === 'test') && config.API_ORIGIN === undefined
  return local && config.UPSTREAM !== undefined ? config.UPSTREAM : null
}

export const devSandboxRoutes = new Hono<{ Bindings: Env }>()
  .get('/outbox', async (c) => {
    const sandbox = localSandbox(siteConfig(c.env))
    if (sandbox === null) return c.json({ message: 'Not found.' }, 404, NO_STORE)
    const url = new URL(`${SANDBOX}/_sandbox/outbox`)
    const to = c.req.query('to')
    if (to) url.searchParams.set('to', to)
    const answer = await sandbox.fetch(new Request(url, { headers: { accept: 'application/json' } }))
    return c.json(await answer.json(), answer.status === 200 ? 200 : 404, NO_STORE)
  })
  .put('/preorder-capacity', async (c) => {
    const sandbox = localSandbox(siteConfig(c.env))
    if (sandbox === null) return c.json({ message: 'Not found.' }, 404, NO_STORE)
    const answer = await sandbox.fetch(
      new Request(`${SANDBOX}/_sandbox/preorder-capacity`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: await c.req.text(),
      }),
    )
    const status = answer.status === 200 ? 200 : answer.status === 400 ? 400 : 404
    return c.json(await answer.json(), status, NO_STORE)
  })
  .put('/clock', async (c) => {
    const sandbox = localSandbox(siteConfig(c.env))
    if (sandbox === null) return c.json({ message: 'Not found.' }, 404, NO_STORE)
    const body = await c.req.text()
    const answer = await sandbox.fetch(
      new Request(`${SANDBOX}/_sandbox/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body }),
    )
    if (answer.status !== 200) return c.json(await answer.json(), answer.status === 400 ? 400 : 404, NO_STORE)
    // The sandbox accepted it, so it is well formed: the site's pages tell the same time from now on.
    const { now } = JSON.parse(body) as { now: string | null }
    pinSiteClock(now === null ? null : sandboxNowSchema.parse(now))
    return c.json(await answer.json(), 200, NO_STORE)
  })
