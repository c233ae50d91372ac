#!/usr/bin/env node
// `npm run content:rollback -- [--site https://www.example.com] [--version <16 hex>]`: points the site back at the
// previous published content version (or the one named), through the site's own admin route, authenticated by
// CONTENT_ADMIN_TOKEN from the environment. The next cron leaves it there until editors publish new content.
// Without --site it talks to the local `npm start` site on PORT (default 8787).
const args = process.argv.slice(2)
const option = (name) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args[index + 1]
}
const site = option('site') ?? `http://localhost:${process.env.PORT ?? 8787}`
const version = option('version')
const token = process.env.CONTENT_ADMIN_TOKEN
if (!token) {
  console.error('Set CONTENT_ADMIN_TOKEN to the secret of that environment (the same value as `wrangler secret put CONTENT_ADMIN_TOKEN`).')
  process.exit(2)
}

const response = await fetch(new URL('/_admin/content/rollback', site), {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(version ? { version } : {}),
})
const answer = await response.json().catch(() => ({ message: `HTTP ${response.status}` }))
if (!response.ok) {
  console.error(`Not rolled back: ${answer.message}`)
  process.exit(1)
}
console.log(`Content rolled back from ${answer.from} to ${answer.to}. It stays until editors publish new content.`)
