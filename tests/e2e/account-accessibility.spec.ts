import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { hydrated, PASSWORD, signUpNewMember, uniqueEmail } from './account-helpers.ts'

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(serious).toEqual([])
}

const PUBLIC_SCREENS = ['/signin', '/account/signin', '/order/signin', '/account/signup', '/account/forgot-password']
const MEMBER_SCREENS = ['/account', '/account/perks', '/account/history']

for (const width of [390, 1280]) {
  test(`the account screens at ${width}px have no serious accessibility problems`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 844 })
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path)
      await hydrated(page)
      // /order/signin opens the location selector; close it to check the page behind.
      if (path.startsWith('/order')) {
        await expect(page.getByRole('dialog')).toBeVisible()
        await page.keyboard.press('Escape')
      }
      await expectNoSeriousViolations(page)
    }
    // With a signup error showing too.
    await page.goto('/account/signup')
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await expect(page.getByText('Please enter your first name.')).toBeVisible()
    await expectNoSeriousViolations(page)

    await signUpNewMember(page, `axe${width}`)
    for (const path of MEMBER_SCREENS) {
      await page.goto(path)
      await hydrated(page)
      await expect(page.getByText(/Loading/)).toHaveCount(0)
      await expectNoSeriousViolations(page)
    }
  })
}

test('a visitor signs up with the keyboard alone', async ({ page }) => {
  await page.goto('/account/signup')
  await hydrated(page)
  // Start from the skip link, as a keyboard visitor would, and go straight to the content.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  const firstName = page.getByLabel('First name')
  for (let presses = 0; presses < 10 && !(await firstName.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(firstName).toBeFocused()

  const typeAndTab = async (text: string) => {
    await page.keyboard.type(text)
    await page.keyboard.press('Tab')
  }
  await typeAndTab('Kim')
  await typeAndTab('Okafor')
  await typeAndTab(uniqueEmail('keyboard'))
  await typeAndTab('6515550123')
  await typeAndTab(PASSWORD)
  await typeAndTab(PASSWORD)
  await expect(page.getByRole('checkbox', { name: 'Show password' })).toBeFocused()
  await page.keyboard.press('Tab')
  await typeAndTab('07041990')
  await expect(page.getByLabel('Birthday')).toHaveValue('07/04/1990')
  await typeAndTab('55121')
  const store = page.getByLabel('Preferred store')
  await expect(store).toBeFocused()
  await expect(page.getByRole('option', { name: /^Eagan:/ })).toBeAttached()
  await page.keyboard.press('ArrowDown')
  await expect(store).toHaveValue('3510')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /email updates/ })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /Yes, I want to join VIP Perks/ })).toBeFocused()
  await page.keyboard.press('Space')
  const signUp = page.getByRole('button', { name: 'Sign Up' })
  for (let presses = 0; presses < 5 && !(await signUp.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(signUp).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account\/perks$/)
})
