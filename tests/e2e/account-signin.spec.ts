import { browserClockAhead, test, expect } from './fixtures.ts'
import { hydrated, PASSWORD, signUpNewMember } from './account-helpers.ts'
import { startWithBasket } from './basket-setup.ts'
import { joinSignedIn, joinThroughApi } from './member-join.ts'
import { restoreSession } from './member-session.ts'

// The browser logs each refused sign-in (401 Unauthorized, 423 Locked) on the console; that is expected here.
test.use({ allowConsoleErrors: [/status of (401|403|423)/] })

test('a member signs out from their account, then signs back in and lands on /account', async ({ page }) => {
  const member = await joinSignedIn(page, 'signout')
  await page.goto('/account/perks')
  await page.getByRole('link', { name: 'My Account' }).first().click()
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible()
  // A signup form's draft left in the tab (client/state/signup-draft.ts) goes with signing out, and with signing in.
  const draft = () => page.evaluate(() => sessionStorage.getItem('perkins:signup-draft'))
  const leaveDraft = () =>
    page.evaluate(() =>
      sessionStorage.setItem('perkins:signup-draft', JSON.stringify({ savedAt: Date.now(), values: { first_name: 'Someone' } })),
    )
  await leaveDraft()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  const stored = await page.evaluate(() => ['perkins:token', 'perkins:user', 'perkins:order'].map((key) => localStorage.getItem(key)))
  expect(stored).toEqual([null, null, null])
  expect(await draft()).toBeNull()
  await leaveDraft()

  await page.getByLabel('Email or phone number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
  await page.getByRole('checkbox', { name: 'Show password' }).check()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText('Welcome back, Dana!')).toBeVisible()
  expect(await draft()).toBeNull()
})

test('a member-only page sends an anonymous visitor to sign in, and back afterwards', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'redirect')
  await page.goto('/account/history')
  await expect(page).toHaveURL(/\/signin$/)
  await page.getByLabel('Email or phone number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account\/history$/)
})

test('a wrong password says so with a reset link, and five failures lock the account', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'lockout')
  await page.goto('/signin')
  await hydrated(page)
  await page.getByLabel('Email or phone number').fill(member.email)
  const password = page.getByLabel('Password', { exact: true })
  const alert = page.getByRole('alert').filter({ hasText: /\S/ })
  for (let attempt = 1; attempt <= 4; attempt++) {
    await password.fill(`Wrong${attempt}pass`)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(alert).toContainText('Email or Password is incorrect...')
    await expect(alert.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/account/forgot-password')
    // What was typed stays, so the visitor can correct it; either may be wrong, so neither is singled out.
    await expect(page.getByLabel('Email or phone number')).toHaveValue(member.email)
    await expect(page.getByLabel('Email or phone number')).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
  }
  await password.fill('Wrong5pass')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(alert).toContainText('Please try again in 30 minutes')
  await expect(alert.getByRole('link', { name: 'contact us' })).toBeVisible()
  await expect(alert.getByRole('link', { name: 'reset your password' })).toBeVisible()
  // Locked means locked: even the right password waits out the 30 minutes.
  await password.fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(alert).toContainText('Please try again in 30 minutes')
  await expect(page).toHaveURL(/\/signin$/)
})

test('an expired session signs the member out with the security message', async ({ page }) => {
  await page.addInitScript(() => {
    const now = Date.now()
    const token = { id: 'gone', access: { token: 'expired-access-token' }, ordering: { access: { token: 'expired-ordering-token' } } }
    localStorage.setItem('perkins:token', JSON.stringify({ value: token, savedAt: now }))
    localStorage.setItem(
      'perkins:user',
      JSON.stringify({
        value: { id: 'gone', first_name: 'Old', last_name: 'Session', email: 'old@example.com', favelocations: [] },
        savedAt: now,
      }),
    )
  })
  await page.goto('/account/perks')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(
    "For your security you've been signed out of your account. You may be prompted to sign in again before completing the next step.",
  )
  await expect(page).toHaveURL(/\/signin$/)
})

test('a session that runs out at checkout takes the member to sign in, then back to checkout with the basket', async ({
  page,
  worldNow,
}) => {
  const member = await joinThroughApi(page.request, 'runs-out')
  // A session whose end on this device comes a few seconds into the visit.
  const soon = new Date(worldNow() + 8_000).toISOString()
  await restoreSession(page, { user: member.user, token: { ...member.token, access: { ...member.token.access, expires: soon } } })
  await startWithBasket(page, [{ name: 'Belgian Waffle' }])
  await page.goto('/order/checkout')
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible()

  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText("For your security you've been signed out of your account.", { timeout: 20_000 })
  await expect(page).toHaveURL(/\/signin$/)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await page.getByLabel('Email or phone number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Belgian Waffle')
})

test('/order/signin lets a visitor with a basket continue as a guest', async ({ page }) => {
  // The step between the basket and checkout: with something in the basket (an empty one goes back to the menu).
  await startWithBasket(page, [{ name: 'Buttermilk Pancakes', options: ['Short Stack (3)'] }])
  await page.goto('/order/signin')
  await hydrated(page)
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(page).toHaveURL(/\/order\/checkout$/)
})

test('a phone whose clock runs two hours fast signs up and stays signed in', async ({ page }) => {
  // The session's end comes dated by the upstream's clock; this device counts it on its own.
  await browserClockAhead(page, 2 * 60 * 60 * 1000)
  await signUpNewMember(page, 'fast-clock')
  await page.reload()
  await expect(page.getByRole('link', { name: 'My Account' }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/account\/perks$/)
})
