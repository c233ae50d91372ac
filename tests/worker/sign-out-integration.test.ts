import { describe, expect, it, vi } from 'vitest'
import { freshVerify, siteApi, testClient } from './site-api.ts'
import { uniquePhone } from './unique-phone.ts'

// Issue 29, R6: Sign Out made no call; tokens copied before it kept answering 200 (members/get, orders/recent) for
// their remaining 30 minutes. Now POST members/signout ends the session upstream: both of its tokens are refused.

const PASSWORD = 'Pancakes123'

async function newMember(client: string) {
  const email = `signout-${crypto.randomUUID()}@example.com`
  const created = await siteApi('POST', 'members/create', {
    body: {
      loyalty: true,
      first_name: 'Sid',
      last_name: 'Out',
      email,
      phone: uniquePhone(),
      password: PASSWORD,
      dob: '1990-06-15',
      zip: '55121',
      favelocation: 3510,
      optin: false,
    },
    client,
    verify: freshVerify(),
  })
  expect(created.status).toBe(200)
  return { email, token: created.body as { access: { token: string }; ordering: { access: { token: string } } } }
}

describe('Sign Out ends the session upstream', () => {
  it('after members/signout the copied access and ordering tokens are refused; another session of the member is not', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const client = testClient()
    const { email, token: copied } = await newMember(client)
    const elsewhere = await siteApi('POST', 'members/signin', {
      body: { username: email, password: PASSWORD },
      client,
      verify: freshVerify(),
    })
    expect(elsewhere.status).toBe(200)

    // The attacker's copies work before Sign Out…
    expect((await siteApi('GET', 'members/get', { token: copied.access.token, client })).status).toBe(200)
    expect((await siteApi('GET', 'orders/recent', { token: copied.ordering.access.token, client })).status).toBe(200)

    expect(await siteApi('POST', 'members/signout', { token: copied.access.token, client })).toEqual({ status: 204, body: null })

    // …and not after it.
    expect(await siteApi('GET', 'members/get', { token: copied.access.token, client })).toEqual({
      status: 401,
      body: { message: 'Invalid Access Token' },
    })
    expect(await siteApi('GET', 'orders/recent', { token: copied.ordering.access.token, client })).toEqual({
      status: 401,
      body: { message: 'Invalid token' },
    })
    expect((await siteApi('PUT', 'members/update', { body: { first_name: 'Mallory' }, token: copied.access.token, client })).status).toBe(
      401,
    )
    // The member's other device keeps its own session.
    expect((await siteApi('GET', 'members/get', { token: elsewhere.body.access.token, client })).status).toBe(200)
  })

  it('answers 204 to a token that is unknown or already signed out, and never without a token', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const client = testClient()
    const { token } = await newMember(client)
    expect((await siteApi('POST', 'members/signout', { token: token.access.token, client })).status).toBe(204)
    expect((await siteApi('POST', 'members/signout', { token: token.access.token, client })).status).toBe(204)
    expect((await siteApi('POST', 'members/signout', { token: 'at_not-a-real-token', client })).status).toBe(204)
    expect((await siteApi('POST', 'members/signout', { client })).status).toBe(401)
  })
})
