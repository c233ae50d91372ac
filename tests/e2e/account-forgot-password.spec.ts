import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { hydrated } from './account-helpers.ts'
import { joinThroughApi } from './member-join.ts'

// The sandbox sends no email: a reset link lands in its outbox, which the local site shows in development and test
// (GET /_sandbox/outbox, worker/dev-sandbox-routes.ts), as `npm run outbox` reads it.
async function latestLink(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  const answer = await request.get(`/_sandbox/outbox?to=${encodeURIComponent(email)}`)
  expect(answer.status()).toBe(200)
  const { messages } = (await answer.json()) as { messages: { body: string }[] }
  const link = messages[0]?.body.match(pattern)?.[0]
  if (!link) throw new Error(`no link like ${pattern} in the outbox for ${email}`)
  const url = new URL(link)
  return url.pathname + url.search
}

const latestResetLink = (request: APIRequestContext, email: string) =>
  latestLink(request, email, /https?:\/\/\S+\/account\/forgot-password\/\S+/)

/** Asks for the password email on /account/forgot-password, as a visitor who forgot it does. */
async function askForResetEmail(page: Page, email: string) {
  await page.goto('/account/forgot-password')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/a link to reset your password is on its way/)).toBeVisible()
}

test('forgot password: request a link, open it, choose a new password, sign in with it', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'reset')

  await page.goto('/signin')
  await hydrated(page)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible()
  await page.getByLabel('Email').fill('not an email')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.')
  await page.getByLabel('Email').fill(member.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  const status = page.getByRole('main').locator('form p[role="status"]')
  await expect(status).toHaveText(/a link to reset your password is on its way/)
  // Sent again, the line empties while the request is out, so the same words are announced again.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api', async (route) => {
    if (route.request().headers()['path'] === 'members/forgotPassword') await held
    await route.fallback()
  })
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(status).toHaveText('')
  release()
  await expect(status).toHaveText(/a link to reset your password is on its way/)
  await page.unroute('**/api')

  const path = await latestResetLink(page.request, member.email)
  await page.goto(path)
  // The code leaves the address bar at once.
  await expect(page).toHaveURL(/\/account\/forgot-password$/)
  await expect(page.getByText(/Choose a new password for/)).toBeVisible()
  const newPassword = 'Blueberry2027'
  await page.getByLabel('New password', { exact: true }).fill('Short1')
  // The checklist asks for what the form enforces, and does not tick it for a password the form refuses.
  await expect(page.getByRole('listitem').filter({ hasText: 'at least 8 characters' })).not.toContainText('(done)')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your Password must be at least 8 characters in length')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  // Where the keyboard was (the form's button) is gone: it goes on to what happened.
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeFocused()
  const history = await page.evaluate(() => JSON.stringify({ ...localStorage }) + location.href)
  expect(history).not.toContain(path.split('/').at(-1))

  await page.getByRole('link', { name: 'Sign In' }).last().click()
  await page.getByLabel('Email or phone number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
})

test("the password email's one-time sign-in link: declined, it leads to sign in; accepted, it opens the account", async ({ page }) => {
  const member = await joinThroughApi(page.request, 'link')
  const accountLink = /https?:\/\/\S+\/account\?code=\S+/

  // The link opens /account, a members' page: it waits for the code instead of sending the visitor to sign in.
  await askForResetEmail(page, member.email)
  await page.goto(await latestLink(page.request, member.email, accountLink))
  const dialog = page.getByRole('dialog', { name: 'Sign in to VIP Perks?' })
  await expect(dialog).toContainText(member.email)
  await expect(page).toHaveURL(/\/account$/)
  // Declined: the sign-in form, which will come back to /account, never to the spent link.
  await dialog.getByRole('button', { name: 'Not now' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:redirect') ?? 'null')?.value)).toBe('/account')

  await askForResetEmail(page, member.email)
  await page.goto(await latestLink(page.request, member.email, accountLink))
  await dialog.getByRole('button', { name: `Sign in as ${member.email}` }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(/^Welcome back, /)).toBeVisible()
  // The spent codes are kept nowhere: not in storage, not as a place to return to.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('code=')
})
