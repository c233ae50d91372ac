import { test, expect } from './fixtures.ts'

test('?code= signs the member in, loads the profile and goes to the stored redirect', async ({ page }) => {
  // A real token for a seed member, handed out for the one-time code the way the upstream would.
  const verify = `dev-bot-check-ok.${crypto.randomUUID().replaceAll('-', '')}`
  const signin = await page.request.post('/api', {
    headers: { path: 'members/signin', verify, 'content-type': 'application/json' },
    data: { username: 'ben.ortiz@example.com', password: 'Hashbrowns456' },
  })
  const token = await signin.json()
  let exchanged: unknown = null
  await page.route('**/api', async (route) => {
    if (route.request().headers()['path'] !== 'members/code') return route.fallback()
    exchanged = route.request().postDataJSON()
    await route.fulfill({ json: token })
  })
  await page.addInitScript(() => localStorage.setItem('perkins:redirect', JSON.stringify({ value: '/locations', savedAt: Date.now() })))
  await page.goto('/?code=one-time-code-123')
  await expect(page).toHaveURL(/\/locations$/)
  expect(exchanged).toEqual({ code: 'one-time-code-123' })
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible()
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:user') ?? 'null')?.value)
  expect(user.email).toBe('ben.ortiz@example.com')
  expect(await page.evaluate(() => localStorage.getItem('perkins:redirect'))).toBeNull()
})

test('a stored location whose stored menu is over an hour old gets a fresh menu on start', async ({ page }) => {
  const location = await (await page.request.get('/api?withMenu=true', { headers: { path: 'locations/3510' } })).json()
  const { menu, ...withoutMenu } = location
  const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000
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
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('perkins:menu') ?? 'null')?.savedAt), { timeout: 10_000 }).toBeGreaterThan(Date.now() - 60_000)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('perkins:location') ?? 'null')?.value?.id)).toBe(3510)
})

test.describe('a login code the upstream refuses', () => {
  test.use({ allowConsoleErrors: [/status of 400/] })

  test('shows why, keeps the visitor signed out, and drops the code from the address', async ({ page }) => {
    await page.route('**/api', (route) =>
      route.request().headers()['path'] === 'members/code' ? route.fulfill({ status: 400, json: { message: 'This sign-in link has expired.' } }) : route.fallback(),
    )
    await page.goto('/locations?code=expired-code')
    await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toContainText('This sign-in link has expired.')
    await expect(page).toHaveURL(/\/locations$/)
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})
