import type { Locator } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { joinSignedIn, joinThroughApi } from './member-join.ts'
import {
  fillSignupDetails,
  fillSignupForm,
  hydrated,
  maskedPhone,
  PASSWORD,
  signUpNewMember,
  uniqueEmail,
  uniquePhone,
} from './account-helpers.ts'

const MESSAGES = [
  'Please enter your first name.',
  'Please enter your last name.',
  'Please enter a valid email.',
  'Please enter a valid 10 digit phone number',
  'Your Password must be at least 8 characters in length',
  'Your passwords do not match',
  'Please enter your birthdate in MM/DD/YYYY format.',
  'Please enter your zipcode.',
  'Please select a preferred store.',
  'To move forward you will need to agree to our terms and privacy policy.',
]

/** Exactly one of the ten messages is on screen: the expected one. */
async function expectOnly(page: import('@playwright/test').Page, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  for (const other of MESSAGES.filter((m) => m !== message)) await expect(page.getByText(other, { exact: true })).toHaveCount(0)
}

test('the ten signup messages appear in order, one at a time, as the form is filled field by field', async ({ page }) => {
  await page.goto('/account/signup')
  await hydrated(page)
  const signUp = page.getByRole('button', { name: 'Sign Up' })
  /** Types `value` into `field` and presses Sign Up: `message` is then the only one on screen. */
  const submitWith = async (field: Locator, value: string, message: string) => {
    await field.fill(value)
    await signUp.click()
    await expectOnly(page, message)
  }

  await signUp.click()
  await expectOnly(page, MESSAGES[0]!)
  await expect(page.getByLabel('First name')).toBeFocused()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(MESSAGES[0]!)

  await submitWith(page.getByLabel('First name'), '1Dana', MESSAGES[0]!)
  await submitWith(page.getByLabel('First name'), 'Dana', MESSAGES[1]!)

  await submitWith(page.getByLabel('Last name'), 'Whitfield', MESSAGES[2]!)

  await submitWith(page.getByLabel('Email', { exact: true }), 'dana whitfield@example.com', MESSAGES[2]!)
  await submitWith(page.getByLabel('Email', { exact: true }), uniqueEmail('rules'), MESSAGES[3]!)

  await submitWith(page.getByLabel('Phone'), '651555019', MESSAGES[3]!)
  const phone = uniquePhone()
  await page.getByLabel('Phone').fill(phone)
  await expect(page.getByLabel('Phone')).toHaveValue(maskedPhone(phone))
  await signUp.click()
  await expectOnly(page, MESSAGES[4]!)

  await submitWith(page.getByLabel('Password', { exact: true }), 'Short1', MESSAGES[4]!)
  await submitWith(page.getByLabel('Password', { exact: true }), PASSWORD, MESSAGES[5]!)

  await submitWith(page.getByLabel('Confirm password'), PASSWORD, MESSAGES[6]!)

  await page.getByLabel('Birthday').fill('02301990')
  await expect(page.getByLabel('Birthday')).toHaveValue('02/30/1990')
  await signUp.click()
  await expectOnly(page, MESSAGES[6]!)
  // A birthday that could not be a member's is refused as an invalid one.
  await submitWith(page.getByLabel('Birthday'), '12312999', MESSAGES[6]!)
  // Pasted whole in another common way, a date is put as the field shows dates.
  const pasteInto = (label: string, text: string) =>
    page.getByLabel(label).evaluate((input, pasted) => {
      const data = new DataTransfer()
      data.setData('text/plain', pasted)
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, text)
  await page.getByLabel('Birthday').fill('')
  await pasteInto('Birthday', '4/5/1985')
  await expect(page.getByLabel('Birthday')).toHaveValue('04/05/1985')
  await pasteInto('Birthday', '1985-04-12')
  await expect(page.getByLabel('Birthday')).toHaveValue('04/12/1985')
  await submitWith(page.getByLabel('Birthday'), '04121988', MESSAGES[7]!)

  await submitWith(page.getByLabel('Zip code'), '55121', MESSAGES[8]!)

  // A store outside VIP Perks says so, and hides the email-updates opt-in.
  await page.getByLabel('Preferred store').selectOption({ label: 'Mankato: 1880 Madison Ave, Mankato, MN' })
  await expect(page.getByText('This Location does not support loyalty')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /email updates/ })).toHaveCount(0)
  await page.getByLabel('Preferred store').selectOption({ label: 'Eagan: 1340 Yankee Doodle Rd, Eagan, MN' })
  await expect(page.getByRole('checkbox', { name: /email updates/ })).toBeVisible()
  await signUp.click()
  await expectOnly(page, MESSAGES[9]!)
  await expect(page.getByText(/Yes, I want to join VIP Perks/)).toHaveCSS('color', 'rgb(179, 38, 30)')

  // Nothing typed was lost along the way.
  await expect(page.getByLabel('First name')).toHaveValue('Dana')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD)
  await expect(page.getByLabel('Zip code')).toHaveValue('55121')

  await page.getByRole('checkbox', { name: /Yes, I want to join VIP Perks/ }).check()
  await signUp.click()
  await expect(page).toHaveURL(/\/account\/perks$/)
})

test('Sign Up held down as the zip is left still counts when the stores arrive during the press', async ({ page }) => {
  // Leaving the zip asks for its stores, and pressing Sign Up is what leaves it: the answer lands while the button is
  // held (a person's press lasts about a tenth of a second), and nothing may move the button from under the pointer.
  await page.route('**/api*', async (route) => {
    if (route.request().headers()['path'] !== 'members/locations') return route.fallback()
    await new Promise((answer) => setTimeout(answer, 80))
    await route.continue()
  })
  await page.goto('/account/signup')
  await hydrated(page)
  await fillSignupDetails(page, { email: uniqueEmail('held'), password: PASSWORD })
  const signUp = page.getByRole('button', { name: 'Sign Up' })
  await signUp.click()
  await expectOnly(page, MESSAGES[7]!)

  await page.getByLabel('Zip code').fill('55121')
  await signUp.click({ delay: 250 })
  await expectOnly(page, MESSAGES[8]!)
  await expect(page.getByLabel('Preferred store')).toBeFocused()
})

test('a full signup lands on the rewards page with a balance, and no password is kept anywhere', async ({ page }) => {
  const member = await signUpNewMember(page, 'full')
  await expect(page.getByRole('heading', { name: 'My Rewards' })).toBeVisible()
  const balance = page.getByRole('region', { name: 'Your balance' })
  await expect(balance).toContainText(/^Your balance\d[\d,]*\s*points?/)
  await expect(page.getByRole('region', { name: 'Offers' }).getByRole('listitem').first()).toBeVisible()
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + location.href,
  )
  expect(stored).not.toContain(member.password)
  expect(stored).toContain(member.email)
})

test.describe('a taken email', () => {
  // The browser reports the refused call itself (409 Conflict) on the console.
  test.use({ allowConsoleErrors: [/status of 409/] })

  test("another member's phone number is refused under the phone field, keeping what was typed", async ({ page }) => {
    const phone = uniquePhone()
    await joinThroughApi(page.request, 'phone-owner', phone)
    await page.goto('/account/signup')
    await hydrated(page)
    await fillSignupForm(page, { email: uniqueEmail('phone-taker'), password: PASSWORD, phone })
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/This phone number is already used by another VIP Perks account\./)
    await expect(page).toHaveURL(/\/account\/signup$/)
    await expect(page.getByLabel('Phone')).toHaveValue(maskedPhone(phone))
  })

  test('an email that already has an account offers sign in or a reset, keeping what was typed', async ({ page }) => {
    await page.goto('/account/signup')
    await hydrated(page)
    await fillSignupForm(page, { email: 'ann.lee@example.com', password: PASSWORD, phone: '6515550199' })
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/^Email address already exists\./)
    const emailError = page.getByText('Email address already exists.')
    await expect(emailError.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(emailError.getByRole('link', { name: 'reset your password' })).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ann.lee@example.com')
    await expect(page.getByLabel('Phone')).toHaveValue('651-555-0199')
  })
})

test('what was typed comes back after a reload or a detour and Back, never the passwords; joining forgets it', async ({ page }) => {
  await page.goto('/account/signup')
  await hydrated(page)
  const email = uniqueEmail('draft')
  const phone = uniquePhone()
  await fillSignupDetails(page, { email, password: PASSWORD, phone })
  await page.getByLabel('Zip code').fill('55121')

  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('First name')).toHaveValue('Dana')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(page.getByLabel('Phone')).toHaveValue(maskedPhone(phone))
  await expect(page.getByLabel('Birthday')).toHaveValue('04/12/1988')
  await expect(page.getByLabel('Zip code')).toHaveValue('55121')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  // The zip's stores are asked for again, as leaving the field would.
  await expect(page.getByRole('option', { name: /^Eagan:/ })).toBeAttached()

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  await page.goBack()
  await expect(page.getByLabel('Last name')).toHaveValue('Whitfield')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('Preferred store').selectOption({ label: 'Eagan: 1340 Yankee Doodle Rd, Eagan, MN' })
  await page.getByRole('checkbox', { name: /Yes, I want to join VIP Perks/ }).check()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/account\/perks$/)
  expect(await page.evaluate(() => sessionStorage.getItem('perkins:signup-draft'))).toBeNull()
})

test('a member already signed in is told so on the signup page, with the way to their account', async ({ page }) => {
  const member = await joinSignedIn(page, 'signed-in-signup')
  await page.goto('/account/signup')
  await hydrated(page)
  const main = page.getByRole('main')
  await expect(main.getByText(`You are signed in as ${member.user.first_name}.`)).toBeVisible()
  await main.getByRole('link', { name: 'Go to My Account' }).click()
  await expect(page).toHaveURL(/\/account$/)
})
