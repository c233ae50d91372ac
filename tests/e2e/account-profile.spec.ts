import { test, expect } from './fixtures.ts'
import { joinSignedIn } from './member-join.ts'

test('a member edits their profile; a bad value is explained under its field and nothing typed is lost', async ({ page }) => {
  await joinSignedIn(page, 'profile')
  await page.goto('/account')
  const profile = page.getByRole('region', { name: 'Profile' })
  await profile.getByRole('button', { name: 'Edit profile' }).click()
  await profile.getByLabel('First name').fill('9Danielle')
  await profile.getByLabel('Zip code').fill('55401')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByLabel('First name')).toHaveAccessibleDescription('Please enter your first name.')
  await expect(profile.getByLabel('First name')).toBeFocused()
  await expect(profile.getByLabel('Zip code')).toHaveValue('55401')
  await profile.getByLabel('First name').fill('Danielle')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByText('Your details were saved.')).toBeVisible()
  await expect(profile.getByText('Danielle Whitfield')).toBeVisible()
  await expect(profile.getByText('55401')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Saved payments' })).toContainText('You have no saved payment methods.')
})
