import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { PASSWORD, uniqueEmail } from './account-helpers.ts'
import { joinSignedIn } from './member-join.ts'

// Changing the sign-in email (issue 29, F8): the profile form asks for the current password only when the email
// changes, the old address is told, and the new one takes effect only through the link sent to it. The sandbox's
// outbox (GET /_sandbox/outbox) stands in for the mailbox.

/** The link in the latest outbox message to `email` whose path is `path`, as a path with its fragment. */
async function latestLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  const answer = await request.get(`/_sandbox/outbox?to=${encodeURIComponent(email)}`)
  expect(answer.status()).toBe(200)
  const { messages } = (await answer.json()) as { messages: { body: string }[] }
  const link = messages.map((m) => m.body.match(new RegExp(`https?://\\S+${path}#[\\w-]+`))?.[0]).find(Boolean)
  if (!link) throw new Error(`no ${path} link in the outbox for ${email}`)
  const url = new URL(link)
  return `${url.pathname}${url.hash}`
}

// The spent link's refusal (400) is reported by the browser itself on the console.
test.use({ allowConsoleErrors: [/status of 400/] })

test('a member changes their sign-in email with their password, and it changes once the new address confirms', async ({ page }) => {
  const member = await joinSignedIn(page, 'email-change')
  await page.goto('/account')
  const profile = page.getByRole('region', { name: 'Profile' })
  await profile.getByRole('button', { name: 'Edit profile' }).click()
  await expect(profile.getByLabel('Current password')).toHaveCount(0)

  const newEmail = uniqueEmail('new-address')
  await profile.getByLabel('Email', { exact: true }).fill(newEmail)
  await expect(profile.getByLabel('Current password')).toBeVisible()
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByLabel('Current password')).toHaveAccessibleDescription(
    /^Please enter your current password to change your email\./,
  )
  await profile.getByLabel('Current password').fill(PASSWORD)
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByText(`open the link we sent to ${newEmail}`)).toBeVisible()
  // Not yet: the profile still shows the old address, which was told.
  await expect(profile.getByText(member.email)).toBeVisible()
  const notice = await page.request.get(`/_sandbox/outbox?to=${encodeURIComponent(member.email)}`)
  expect(JSON.stringify(await notice.json())).toContain('about to change')

  const link = await latestLink(page.request, newEmail, '/account/confirm-email')
  const token = link.split('#')[1]!
  await page.goto(link)
  await expect(page.getByText(`Your sign-in email is now ${newEmail}.`)).toBeVisible()
  // The token left the address bar and never reached the analytics.
  await expect(page).toHaveURL(/\/account\/confirm-email$/)
  expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []))).not.toContain(token)

  await page.getByRole('link', { name: 'Go to My Account' }).click()
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(newEmail)).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(page.getByText('This email confirmation link has already been used or replaced by a newer one.')).toBeVisible()
})
