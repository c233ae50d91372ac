#!/usr/bin/env node
// `npm run outbox`: the password-reset links and one-time sign-in codes the sandbox would have emailed, and the
// CMS form submissions the site would have sent to CONTACT_FORM_WEBHOOK_URL (worker/forms/), newest first, read from the running local site (`npm start` or `npm run dev`) at GET /_sandbox/outbox. That route and the
// sandbox's outbox exist only in development and test (worker/dev-sandbox-routes.ts, worker/sandbox/members/outbox.ts).
// Links are printed against the site this script talks to, whatever port the sandbox's SITE_ORIGIN names.
//
// Options: --to=<email> (only that address), --origin=<url> (default http://localhost:$PORT, PORT defaulting to 8787).

const option = (name) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)
const origin = (option('origin') ?? `http://localhost:${process.env.PORT ?? 8787}`).replace(/\/+$/, '')
const to = option('to')

let response
try {
  response = await fetch(`${origin}/_sandbox/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
    headers: { accept: 'application/json' },
  })
} catch {
  console.error(`No site is answering at ${origin}. Start it with \`npm start\` (or \`npm run dev\`), or pass --origin= / PORT=.`)
  process.exit(1)
}
if (response.status === 404) {
  console.error(`${origin} has no outbox: it only exists when the site runs in development or test against the sandbox (no API_ORIGIN).`)
  process.exit(1)
}
if (!response.ok) {
  console.error(`The outbox answered HTTP ${response.status}.`)
  process.exit(1)
}

/** The link on the site we talk to: same path and query as emailed. */
const onThisSite = (link) => {
  const url = new URL(link)
  return `${origin}${url.pathname}${url.search}`
}

const { messages } = await response.json()
if (messages.length === 0) {
  console.log(to ? `Nothing sent to ${to} yet.` : 'The outbox is empty. Ask for a password reset on the site (Forgot password) first.')
  process.exit(0)
}
for (const message of messages) {
  const links = message.body.match(/https?:\/\/\S+/g) ?? []
  const reset = links.find((link) => link.includes('/account/forgot-password/'))
  const code = links.find((link) => link.includes('?code='))
  console.log(`${message.sent_at}  ${message.to}  ${message.subject}`)
  if (message.to === 'contact-form-webhook') {
    try {
      for (const field of JSON.parse(message.body).fields) if (field.value) console.log(`  ${field.label}: ${field.value}`)
    } catch {
      console.log(`  ${message.body}`)
    }
  }
  if (reset) console.log(`  Password reset:  ${onThisSite(reset)}`)
  if (code) console.log(`  Sign-in code:    ${new URL(code).searchParams.get('code')}  (${onThisSite(code)})`)
}
