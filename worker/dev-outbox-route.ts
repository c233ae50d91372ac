import { Hono } from 'hono'
import { siteConfig } from './env.ts'

// GET /_sandbox/outbox?to=<email> on the local site: the sandbox's outbox (the password-reset links and sign-in codes
// it would have emailed), fetched through the UPSTREAM binding, because `npm start` serves the sandbox on no port of
// its own. `npm run outbox` reads it. It exists only where the site runs in development or test against the sandbox
// (no API_ORIGIN); anywhere else it answers 404, and the sandbox's own page is closed outside development and test.

const SANDBOX_OUTBOX = 'https://perkins-sandbox/_sandbox/outbox'
const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }

export const devOutboxRoute = new Hono<{ Bindings: Env }>().get('/outbox', async (c) => {
  const config = siteConfig(c.env)
  const local = (config.ENVIRONMENT === 'development' || config.ENVIRONMENT === 'test') && config.API_ORIGIN === undefined
  if (!local || config.UPSTREAM === undefined) return c.json({ message: 'Not found.' }, 404, NO_STORE)
  const url = new URL(SANDBOX_OUTBOX)
  const to = c.req.query('to')
  if (to) url.searchParams.set('to', to)
  const answer = await config.UPSTREAM.fetch(new Request(url, { headers: { accept: 'application/json' } }))
  return c.json(await answer.json(), answer.status === 200 ? 200 : 404, NO_STORE)
})
