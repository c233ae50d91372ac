import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

// Shared steps of the account journeys. Each test signs up its own member (a fresh email), so no test locks,
// resets or spends the seed members another test relies on.

export const uniqueEmail = (label: string) => `${label}.${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}@example.com`

export const PASSWORD = 'Griddle2026'

/** Ten digits no other test member has: a phone number belongs to one member. */
export function uniquePhone(): string {
  return `651${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000).padStart(7, '0')}`
}

/** The phone field's mask (###-###-####) over ten digits. */
export const maskedPhone = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`

export interface NewMember {
  email: string
  password: string
  /** Ten digits; a fresh one when not given. */
  phone?: string
}

/** Waits until the page has hydrated, so typing reaches React and the masks. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Fills the signup form's fields above the zip code, each with a value it accepts. */
export async function fillSignupDetails(scope: Page | ReturnType<Page['getByRole']>, member: NewMember) {
  await scope.getByLabel('First name').fill('Dana')
  await scope.getByLabel('Last name').fill('Whitfield')
  await scope.getByLabel('Email', { exact: true }).fill(member.email)
  await scope.getByLabel('Phone').fill(member.phone ?? uniquePhone())
  await scope.getByLabel('Password', { exact: true }).fill(member.password)
  await scope.getByLabel('Confirm password').fill(member.password)
  await scope.getByLabel('Birthday').fill('04121988')
}

/** Fills the signup form (page or modal) completely and submits it. */
export async function fillSignupForm(scope: Page | ReturnType<Page['getByRole']>, member: NewMember) {
  await fillSignupDetails(scope, member)
  await finishSignupForm(scope)
}

/** The rest of the signup form once the fields above the zip code are filled: the zip, the store, joining, Sign Up. */
export async function finishSignupForm(scope: Page | ReturnType<Page['getByRole']>) {
  await scope.getByLabel('Zip code').fill('55121')
  await scope.getByLabel('Zip code').blur()
  await expect(scope.getByRole('option', { name: /^Eagan:/ })).toBeAttached()
  await scope.getByLabel('Preferred store').selectOption({ label: 'Eagan: 1340 Yankee Doodle Rd, Eagan, MN' })
  await scope.getByRole('checkbox', { name: /Yes, I want to join VIP Perks/ }).check()
  await scope.getByRole('button', { name: 'Sign Up' }).click()
}

/** Signs a brand-new member up through the page and waits for the rewards screen. */
export async function signUpNewMember(page: Page, label = 'member', phone = uniquePhone()): Promise<NewMember> {
  const member = { email: uniqueEmail(label), password: PASSWORD, phone }
  await page.goto('/account/signup')
  await hydrated(page)
  await fillSignupForm(page, member)
  await expect(page).toHaveURL(/\/account\/perks$/)
  return member
}
