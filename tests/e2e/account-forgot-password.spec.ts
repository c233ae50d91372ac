import { execFileSync } from 'node:child_process'
import { test, expect } from './fixtures.ts'
import { hydrated, signUpNewMember } from './account-helpers.ts'

// The sandbox sends no email: a reset link lands in its outbox table. The e2e server exposes no route to it (the
// /api proxy forwards only the call table), so the test reads the outbox where the running sandbox keeps it, its
// local D1 database, with wrangler's own `d1 execute --local` (Node 22 from the `node` devDependency).
function latestResetLink(email: string): string {
  if (!/^[a-z0-9.]+@example\.com$/.test(email)) throw new Error(`unexpected test email ${email}`)
  const output = execFileSync(
    'node_modules/.bin/node',
    [
      'node_modules/wrangler/bin/wrangler.js',
      'd1',
      'execute',
      'perkins-sandbox',
      '--local',
      '--persist-to',
      '.wrangler/state',
      '-c',
      'worker/sandbox/wrangler.toml',
      '--json',
      '--command',
      `SELECT body FROM outbox WHERE lower(recipient) = '${email}' ORDER BY id DESC LIMIT 1`,
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  )
  const [{ results }] = JSON.parse(output) as [{ results: { body: string }[] }]
  const link = results[0]?.body.match(/https?:\/\/\S+\/account\/forgot-password\/\S+/)?.[0]
  if (!link) throw new Error(`no reset link in the outbox for ${email}`)
  return new URL(link).pathname
}

test('forgot password: request a link, open it, choose a new password, sign in with it', async ({ page }) => {
  test.setTimeout(90_000)
  const member = await signUpNewMember(page, 'reset')
  await page.evaluate(() => localStorage.clear())

  await page.goto('/signin')
  await hydrated(page)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible()
  await page.getByLabel('Email').fill('not an email')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.')
  await page.getByLabel('Email').fill(member.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/a link to reset your password is on its way/)).toBeVisible()

  const path = latestResetLink(member.email)
  await page.goto(path)
  // The code leaves the address bar at once.
  await expect(page).toHaveURL(/\/account\/forgot-password$/)
  await expect(page.getByText(/Choose a new password for/)).toBeVisible()
  const newPassword = 'Blueberry2027'
  await page.getByLabel('New password', { exact: true }).fill('Short1')
  await expect(page.getByText('at least 6 characters')).toBeVisible()
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your Password must be at least 8 characters in length')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  const history = await page.evaluate(() => JSON.stringify({ ...localStorage }) + location.href)
  expect(history).not.toContain(path.split('/').at(-1))

  await page.getByRole('link', { name: 'Sign In' }).last().click()
  await page.getByLabel('Email or phone number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
})
