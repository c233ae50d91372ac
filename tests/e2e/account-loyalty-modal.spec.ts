import { seriousViolations } from './axe.ts'
import { test, expect } from './fixtures.ts'
import { fillSignupForm, hydrated, PASSWORD, uniqueEmail } from './account-helpers.ts'

test('"Join VIP Perks" on the sign-in page opens the loyalty modal; joining closes it and goes to the rewards page', async ({ page }) => {
  await page.goto('/signin')
  await hydrated(page)
  await page.getByRole('button', { name: 'Join VIP Perks' }).click()
  const modal = page.getByRole('dialog', { name: 'Please Confirm Your Details Below' })
  await expect(modal).toBeVisible()

  expect(await seriousViolations(page, { include: 'dialog[open]' })).toEqual([])

  await modal.getByRole('button', { name: 'Sign Up' }).click()
  await expect(modal.getByText('Please enter your first name.')).toBeVisible()
  await fillSignupForm(modal, { email: uniqueEmail('modal'), password: PASSWORD })
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/\/account\/perks$/)
})

test('the close button hides the modal after a second, and Escape closes it at once', async ({ page }) => {
  await page.goto('/signin')
  await hydrated(page)
  const open = page.getByRole('button', { name: 'Join VIP Perks' })
  const modal = page.getByRole('dialog', { name: 'Please Confirm Your Details Below' })
  await open.click()
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toHaveAttribute('data-closing', 'true')
  await expect(modal).toBeHidden({ timeout: 3000 })
  await expect(open).toBeFocused()
  await open.click()
  await expect(modal).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
})

test.describe('a link in the form', () => {
  test.use({ allowConsoleErrors: [/status of 409/] })

  test('closes the modal with the page it was over, and focus goes to the new page', async ({ page }) => {
    await page.goto('/signin')
    await hydrated(page)
    await page.getByRole('button', { name: 'Join VIP Perks' }).click()
    const modal = page.getByRole('dialog', { name: 'Please Confirm Your Details Below' })
    await fillSignupForm(modal, { email: 'ann.lee@example.com', password: PASSWORD, phone: '6515550199' })
    const emailError = modal.getByText('Email address already exists.')
    await emailError.getByRole('link', { name: 'reset your password' }).click()
    await expect(page).toHaveURL(/\/account\/forgot-password$/)
    await expect(modal).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    // Back returns to the sign-in page without the dialog over it.
    await page.goBack()
    await expect(page).toHaveURL(/\/signin$/)
    await expect(modal).toBeHidden()
  })
})
