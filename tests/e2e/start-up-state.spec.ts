import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { answerLoginCodeWith, restoreSession, signInThroughApi, type MemberSession } from './member-session.ts'
import { answerApiCall } from './api-calls.ts'

test('?code= signs the member in once they say it is their account, then goes to the stored redirect', async ({ page }) => {
  // A real token for a seed member, handed out for the one-time code the way the upstream would.
  const { token } = await signInThroughApi(page.request, 'ben.ortiz@example.com', 'Hashbrowns456')
  let exchanged: unknown = null
  await page.route('**/api', async (route) => {
    if (route.request().headers()['path'] !== 'members/code') return route.fallback()
    exchanged = route.request().postDataJSON()
    await route.fulfill({ json: token })
  })
  await page.addInitScript(() => localStorage.setItem('perkins:redirect', JSON.stringify({ value: '/locations', savedAt: Date.now() })))
  await page.goto('/?code=one-time-code-123')
  // Nobody is signed in, and the link could be someone else's: the visitor is asked, with the account named.
  const dialog = page.getByRole('dialog', { name: 'Sign in to VIP Perks?' })
  await expect(dialog).toContainText('The link you opened signs in as ben.ortiz@example.com. Sign in only if this is your account.')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('perkins:token'))).toBeNull()
  await dialog.getByRole('button', { name: 'Sign in as ben.ortiz@example.com' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  expect(exchanged).toEqual({ code: 'one-time-code-123' })
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible()
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:user') ?? 'null')?.value)
  expect(user.email).toBe('ben.ortiz@example.com')
  expect(await page.evaluate(() => localStorage.getItem('perkins:redirect'))).toBeNull()
})

test("a login link someone else sent: the menu's restaurant chooser waits for it, and Not now keeps the visitor signed out and ends the link's session", async ({
  page,
}) => {
  const { token } = await signInThroughApi(page.request, 'ben.ortiz@example.com', 'Hashbrowns456')
  await answerLoginCodeWith(page, token)
  const signedOut = page.waitForResponse((response) => response.request().headers()['path'] === 'members/signout')
  // The menu with no restaurant chosen: the location selector waits while the link asks, never a second dialog.
  await page.goto('/menu?code=link-from-someone-else')
  const dialog = page.getByRole('dialog', { name: 'Sign in to VIP Perks?' })
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await expect(dialog).toBeVisible()
  await expect(selector).toBeHidden()
  // The safe answer has focus, so a stray Enter never signs into someone else's account.
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Not now' }).click()
  await expect(dialog).toBeHidden()
  expect((await signedOut).request().headers()['token']).toBe(token.access.token)
  await expect(selector).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('perkins:token'))).toBeNull()
  // The link's tokens no longer open the account.
  const profile = await page.request.get('/api', { headers: { path: 'members/get', token: token.access.token } })
  expect(profile.status()).toBe(401)
})

test('a stored location whose stored menu is over an hour old gets a fresh menu on start', async ({ page, worldNow }) => {
  const location = await (await page.request.get('/api?withMenu=true', { headers: { path: 'locations/3510' } })).json()
  const { menu, ...withoutMenu } = location
  const twoHoursAgo = worldNow() - 2 * 60 * 60 * 1000
  await page.addInitScript(
    ({ location, menu, savedAt }) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('perkins:location', JSON.stringify({ value: location, savedAt }))
      localStorage.setItem('perkins:menu', JSON.stringify({ value: menu, savedAt }))
    },
    { location: withoutMenu, menu, savedAt: twoHoursAgo },
  )
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('perkins:menu') ?? 'null')?.savedAt), { timeout: 10_000 })
    .toBeGreaterThan(worldNow() - 60_000)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:location') ?? 'null')?.value?.id)).toBe(3510)
})

test.describe('a login code the upstream refuses', () => {
  test.use({ allowConsoleErrors: [/status of 400/] })

  test('shows why, keeps the visitor signed out, and drops the code from the address', async ({ page }) => {
    await answerApiCall(page, 'members/code', { status: 400, json: { message: 'This sign-in link has expired.' } })
    await page.goto('/locations?code=expired-code')
    await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toContainText('This sign-in link has expired.')
    await expect(page).toHaveURL(/\/locations$/)
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})

const signInAnn = (page: Page) => signInThroughApi(page.request, 'ann.lee@example.com', 'Pancakes123')
const signInBen = (page: Page) => signInThroughApi(page.request, 'ben.ortiz@example.com', 'Hashbrowns456')

/** The page opens with `signedIn`'s session restored, and the upstream answers its login code with `codeFor`'s tokens. */
async function signedInWhenCodeArrives(page: Page, signedIn: MemberSession, codeFor: MemberSession) {
  await answerLoginCodeWith(page, codeFor.token)
  await restoreSession(page, signedIn)
}

test.describe('a login code while another member is signed in', () => {
  test('asks first, naming the account the code signs into; staying keeps the member signed in', async ({ page }) => {
    const ann = await signInAnn(page)
    await signedInWhenCodeArrives(page, ann, await signInBen(page))

    await page.goto('/locations?code=link-from-someone-else')
    const dialog = page.getByRole('dialog', { name: 'Switch accounts?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('ben.ortiz@example.com')
    await expect(dialog).toContainText('ann.lee@example.com')
    await expect(page).toHaveURL(/\/locations$/)
    await dialog.getByRole('button', { name: 'Stay signed in as ann.lee@example.com' }).click()
    await expect(dialog).toBeHidden()
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:user') ?? 'null')?.value)
    expect(user.email).toBe('ann.lee@example.com')
  })

  test('switching signs into the named account and starts a new order', async ({ page }) => {
    const ann = await signInAnn(page)
    await signedInWhenCodeArrives(page, ann, await signInBen(page))
    // Ann's basket, which must not stay behind for Ben.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(
        'perkins:order',
        JSON.stringify({
          value: { id: 'ann-basket', handoff: 'pickup', products: [], taxes: [], totals: { subtotal: 0, total: 0 } },
          savedAt: Date.now(),
        }),
      )
    })

    await page.goto('/?code=link-for-ben')
    const dialog = page.getByRole('dialog', { name: 'Switch accounts?' })
    await dialog.getByRole('button', { name: 'Sign in as ben.ortiz@example.com' }).click()
    await expect(dialog).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('perkins:user') ?? 'null')?.value?.email))
      .toBe('ben.ortiz@example.com')
    expect(await page.evaluate(() => localStorage.getItem('perkins:order'))).toBeNull()
  })

  test('a code for the member already signed in just refreshes the session, with no question', async ({ page }) => {
    const ben = await signInBen(page)
    const fresh = await signInBen(page)
    await signedInWhenCodeArrives(page, ben, fresh)
    await page.goto('/locations?code=my-own-link')
    await expect(page).toHaveURL(/\/locations$/)
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('perkins:token') ?? 'null')?.value?.access?.token))
      .toBe(fresh.token.access.token)
    await expect(page.getByRole('dialog', { name: 'Switch accounts?' })).toHaveCount(0)
  })
})
