#!/usr/bin/env node
// `npm run sync`: runs the CMS sync once on the local site (`npm start`, or `npm run dev`) through the Worker's own
// scheduled() handler, the code the cron runs in production: Storyblok when STORYBLOK_TOKEN is set (put it in
// .dev.vars), else the bundled seed content. Prints the content version before and after.
//
// In production the cron runs every 5 minutes (wrangler.toml [triggers]); a Storyblok publish calls the webhook
// (POST /_storyblok/webhook, signed with STORYBLOK_WEBHOOK_SECRET) and starts a sync at once. To sync a deployed
// Worker by hand, use the dashboard's "Trigger" button on its cron, or publish any story in Storyblok.
//
// Options: --origin=<url> (default http://localhost:$PORT, PORT defaulting to 8787).

const arg = process.argv.find((value) => value.startsWith('--origin='))
const origin = (arg ? arg.slice('--origin='.length) : (process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8787}`)).replace(
  /\/+$/,
  '',
)

/** The published content version, from the ETag of the home page's content JSON ("<version>-home"). */
async function contentVersion() {
  const response = await fetch(`${origin}/_data/home.json`)
  await response.body?.cancel()
  if (response.status === 503) return 'none yet'
  const etag = response.headers.get('etag') ?? ''
  return /^"(.+)-home"$/.exec(etag)?.[1] ?? `unknown (HTTP ${response.status})`
}

let before
try {
  before = await contentVersion()
} catch {
  console.error(`No site is answering at ${origin}. Start it with \`npm start\` (or \`npm run dev\`), then run \`npm run sync\` again.`)
  process.exit(1)
}

const started = Date.now()
const response = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
const body = await response.text()
if (!response.ok) {
  console.error(`The sync failed (HTTP ${response.status}). Nothing was published; the site still serves ${before}.`)
  if (body) console.error(body)
  console.error('The site log has the reason (a line with "content-sync-failed").')
  process.exit(1)
}
const after = await contentVersion()
console.log(
  `Content sync finished in ${Date.now() - started} ms: version ${before} → ${after}${before === after ? ' (nothing changed)' : ''}.`,
)
