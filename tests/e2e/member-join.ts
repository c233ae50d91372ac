import type { APIRequestContext, Page } from '@playwright/test'
import { PASSWORD, uniqueEmail, uniquePhone } from './account-helpers.ts'
import { EAGAN } from './basket-setup.ts'
import { expect } from './fixtures.ts'
import { restoreSession, type MemberSession } from './member-session.ts'

/**
 * A new VIP Perks member through the site's /api (members/create answers the tokens), then the profile as the site
 * reads it: a member of the test's own, so no test spends or changes what another relies on.
 */
export async function joinThroughApi(
  request: APIRequestContext,
  label: string,
  phone = uniquePhone(),
): Promise<MemberSession & { email: string }> {
  const email = uniqueEmail(label)
  const created = await request.post('/api', {
    headers: {
      path: 'members/create',
      verify: `dev-bot-check-ok.${crypto.randomUUID().replaceAll('-', '')}`,
      'content-type': 'application/json',
    },
    data: {
      first_name: 'Dana',
      last_name: 'Whitfield',
      email,
      phone,
      password: PASSWORD,
      dob: '1988-04-12',
      zip: '55121',
      favelocation: Number(EAGAN),
      loyalty: true,
      optin: false,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const token = await created.json()
  const user = await (await request.get('/api', { headers: { path: 'members/get', token: token.access.token } })).json()
  return { token, user, email }
}

/**
 * A new member who has just joined, signed in on this page before its first load, as the signup form leaves them:
 * for journeys about what a member does next (account-signup.spec.ts walks the form itself).
 */
export async function joinSignedIn(page: Page, label: string): Promise<MemberSession & { email: string }> {
  const member = await joinThroughApi(page.request, label)
  await restoreSession(page, member)
  return member
}
