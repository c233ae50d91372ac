import { test, expect } from './fixtures.ts'
import { ORDERING_TEST_OPTIONS } from './ordering-steps.ts'
import { answerApiCall } from './api-calls.ts'

// The error dialog: the trouble and connection messages come with Home and Contact us links
// (client/components/layout/error-modal.tsx).

test.use({ ...ORDERING_TEST_OPTIONS, allowConsoleErrors: [/status of (404|502)/] })

const TROUBLE = 'There was an error processing your request. This error has been logged'

test('a trouble message offers Home and Contact us, and a link closes the dialog on the way @any-width', async ({ page }) => {
  await answerApiCall(page, 'locations/3510', { status: 502, json: { message: TROUBLE } })
  await page.goto('/menu?store=3510')
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' })
  await expect(dialog.getByText(TROUBLE)).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await dialog.getByRole('link', { name: 'Contact us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('a message that is not about trouble keeps only OK', async ({ page }) => {
  await page.goto('/menu?store=99999')
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
})
