import type { APIRequestContext } from '@playwright/test'
import { PASSWORD, uniqueEmail, uniquePhone } from './account-helpers.ts'
import { EAGAN } from './basket-setup.ts'
import { expect } from './fixtures.ts'
import type { MemberSession } from './member-session.ts'

/**
 * A new VIP Perks member through the site's /api (members/create answers the tokens), then the profile as the site
 * reads it: a member of the test's own, so no test spends or changes what another relies on.
 */
export async function joinThroughApi(request: APIRequestContext, label: string): Promise<MemberSession & { email: string }> {
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
      phone: uniquePhone(),
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
