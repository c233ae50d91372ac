import { describe, expect, it, vi } from 'vitest'
import { SEED_MEMBERS } from '#worker/sandbox/db/seed-member-data.ts'
import { freshVerify, siteApi, testClient } from './site-api.ts'
import { uniquePhone } from './unique-phone.ts'
import { EAGAN } from './seed-picks.ts'
import { startOfBurstInOneRateWindow } from './rate-window.ts'

// Issue 29, F5: members/update (any signed-in member) and members/create answered 409 "Email address already
// exists." for a registered address, 30 probes in half a second, never limited. Now both are limited at the edge
// like sign-in: per client (CF-Connecting-IP) and per account (the email signed up; the member's token).

const LIMIT = 10
const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.' }
const registered = SEED_MEMBERS[0]!.email

const signup = (email: string) => ({
  loyalty: true,
  first_name: 'Pat',
  last_name: 'Probe',
  email,
  phone: uniquePhone(),
  password: 'Pancakes123',
  dob: '1990-06-15',
  zip: '55121',
  favelocation: EAGAN,
  optin: false,
})

const fresh = () => `probe-${crypto.randomUUID()}@example.com`

async function newMemberToken(): Promise<string> {
  const created = await siteApi('POST', 'members/create', { body: signup(fresh()), client: testClient(), verify: freshVerify() })
  expect(created.status).toBe(200)
  return created.body.access.token as string
}

/** The statuses of LIMIT + 2 signups in turn, the i-th with the email and from the client `probe(i)` names. */
async function signupStatuses(probe: (i: number) => { email: string; client: string }): Promise<number[]> {
  const statuses = []
  for (let i = 0; i < LIMIT + 2; i++) {
    const { email, client } = probe(i)
    statuses.push((await siteApi('POST', 'members/create', { body: signup(email), client, verify: freshVerify() })).status)
  }
  return statuses
}

// Each sign-up hashes its password (PBKDF2), so ten of them take a few seconds, and a burst may first wait up to 30 s
// for a rate window with room (rate-window.ts).
describe('account enumeration is limited at the edge', { timeout: 60_000 }, () => {
  it('members/create: 30 probes of a registered email from one client, the 11th and later refused', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const client = testClient()
    const answers = []
    for (let i = 0; i < 30; i++)
      answers.push(await siteApi('POST', 'members/create', { body: signup(registered), client, verify: freshVerify() }))
    expect(answers.slice(0, LIMIT).map((a) => a.status)).toEqual(Array(LIMIT).fill(409))
    expect(answers[0]!.body.message).toBe('Email address already exists.')
    for (const answer of answers.slice(LIMIT)) expect(answer).toEqual({ status: 429, body: TOO_MANY })
  })

  it('members/create: one client probing many addresses is refused past the limit', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const client = testClient()
    const statuses = await signupStatuses((i) => ({ email: i === LIMIT ? registered : fresh(), client }))
    expect(statuses.slice(0, LIMIT)).not.toContain(429)
    expect(statuses.slice(LIMIT)).toEqual([429, 429])
  })

  it('members/create: one address probed from many clients is refused past the limit', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const email = fresh()
    const statuses = await signupStatuses(() => ({ email: email.toUpperCase(), client: testClient() }))
    expect(statuses.slice(0, LIMIT)).not.toContain(429)
    expect(statuses.slice(LIMIT)).toEqual([429, 429])
  })

  it('members/update: 30 email changes to a registered address with one token from one client, the 11th and later refused', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const token = await newMemberToken()
    const client = testClient()
    const answers = []
    for (let i = 0; i < 30; i++) answers.push(await siteApi('PUT', 'members/update', { body: { email: registered }, token, client }))
    expect(answers.slice(0, LIMIT).map((a) => a.status)).not.toContain(429)
    for (const answer of answers.slice(LIMIT)) expect(answer).toEqual({ status: 429, body: TOO_MANY })
  })

  it('members/update: one member spreading the probes over many clients is refused past the limit', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await startOfBurstInOneRateWindow()
    const token = await newMemberToken()
    const statuses = []
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await siteApi('PUT', 'members/update', { body: { email: registered }, token, client: testClient() })).status)
    expect(statuses.slice(0, LIMIT)).not.toContain(429)
    expect(statuses.slice(LIMIT)).toEqual([429, 429])
    // Another member from those addresses is not held back by this one's count.
    const other = await newMemberToken()
    expect((await siteApi('PUT', 'members/update', { body: { first_name: 'Sam' }, token: other, client: testClient() })).status).toBe(200)
  })
})
