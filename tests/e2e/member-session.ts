import type { APIRequestContext, Page } from '@playwright/test'
import type { User, UserToken } from '#shared/schemas/member.ts'
import { expect } from './fixtures.ts'
import { answerApiCall } from './api-calls.ts'

// A seed member's session for journeys that start signed in, without the sign-in form (sign-in is rate limited
// per client, and its own journeys test the form).

export interface MemberSession {
  token: UserToken
  user: User
}

/** Signs a member in through the site's own /api, with a development bot-check token, and reads the profile. */
export async function signInThroughApi(request: APIRequestContext, username: string, password: string): Promise<MemberSession> {
  const verify = `dev-bot-check-ok.${crypto.randomUUID().replaceAll('-', '')}`
  const signin = await request.post('/api', {
    headers: { path: 'members/signin', verify, 'content-type': 'application/json' },
    data: { username, password },
  })
  expect(signin.status()).toBe(200)
  const token = await signin.json()
  const user = await (await request.get('/api', { headers: { path: 'members/get', token: token.access.token } })).json()
  return { token, user }
}

/**
 * Stores the session as client/state/persistence.ts keeps it, before the test's first page only: later pages see
 * whatever the site itself kept (a refreshed token, a sign-out).
 */
export async function restoreSession(page: Page, session: MemberSession) {
  await page.addInitScript(({ token, user }) => {
    if (sessionStorage.getItem('test:session-restored')) return
    sessionStorage.setItem('test:session-restored', '1')
    localStorage.setItem('perkins:token', JSON.stringify({ value: token, savedAt: Date.now() }))
    localStorage.setItem('perkins:user', JSON.stringify({ value: user, savedAt: Date.now() }))
  }, session)
}

/** The upstream's answer to a one-time login code (members/code): the given member's tokens. */
export async function answerLoginCodeWith(page: Page, token: UserToken) {
  await answerApiCall(page, 'members/code', { json: token })
}
