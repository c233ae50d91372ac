import { test, expect } from './fixtures.ts'
import { joinSignedIn, joinThroughApi } from './member-join.ts'
import { restoreSession } from './member-session.ts'

test('a member edits their profile; a bad value is explained under its field and nothing typed is lost', async ({ page }) => {
  await joinSignedIn(page, 'profile')
  await page.goto('/account')
  const profile = page.getByRole('region', { name: 'Profile' })
  await profile.getByRole('button', { name: 'Edit profile' }).click()
  // The status line is on the page while the form is open, so "saved" appearing in it is announced.
  const status = profile.getByRole('status')
  await expect(status).toHaveText('')
  await profile.getByLabel('First name').fill('9Danielle')
  await profile.getByLabel('Zip code').fill('55401')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByLabel('First name')).toHaveAccessibleDescription('Please enter your first name.')
  await expect(profile.getByLabel('First name')).toBeFocused()
  await expect(profile.getByLabel('Zip code')).toHaveValue('55401')
  await profile.getByLabel('First name').fill('Danielle')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(status).toHaveText('Your details were saved.')
  await expect(profile.getByText('Danielle Whitfield')).toBeVisible()
  await expect(profile.getByText('55401')).toBeVisible()
  // A second edit starts from an empty line, so the same words after its save are news again.
  await profile.getByRole('button', { name: 'Edit profile' }).click()
  await expect(status).toHaveText('')
  await expect(page.getByRole('region', { name: 'Saved payments' })).toContainText('You have no saved payment methods.')
})

test('a save on one device never undoes what another changed; the form opens at its first field', async ({ page, context }) => {
  const member = await joinThroughApi(page.request, 'profile-two-devices')
  await restoreSession(page, member)
  // The phone is changed elsewhere (another device) after this browser stored the profile.
  const elsewhere = await page.request.put('/api', {
    headers: { path: 'members/update', token: member.token.access.token, 'content-type': 'application/json' },
    data: { phone: '608-555-0177' },
  })
  expect(elsewhere.status()).toBe(200)

  await page.goto('/account')
  const profile = page.getByRole('region', { name: 'Profile' })
  // The stored copy shows first, then the account as it is now.
  await expect(profile.getByText('608-555-0177')).toBeVisible()
  await profile.getByRole('button', { name: 'Edit profile' }).click()
  await expect(profile.getByLabel('First name')).toBeFocused()
  await profile.getByLabel('Zip code').fill('55401')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByText('Your details were saved.')).toBeVisible()

  const now = await (await context.request.get('/api', { headers: { path: 'members/get', token: member.token.access.token } })).json()
  expect(now).toMatchObject({ phone: '6085550177', zip: '55401' })
})
