import { describe, expect, it } from 'vitest'
import { MEMBER_PASSWORD, joinPerks, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// The 30-minute lockout after five failed sign-ins, without handing strangers a way to lock a member out. Failures
// count per account and client (the `client_ip` header the site's proxy may send); the member's own client is not
// locked by a stranger's guesses. With no client named, the account locks as a whole, and the email the member can
// always ask for gets them in: its one-time sign-in link, or a password reset, lifts the lock.

const LOCKED = {
  status: 423,
  body: { message: 'Max login attempts reached. Please try again in 30 minutes, contact us, or reset your password.' },
}
const STRANGER = { client_ip: '203.0.113.9' }
const MEMBER_HOME = { client_ip: '198.51.100.7' }

const signin = (sandbox: Sandbox, username: string, password: string, headers: Record<string, string> = {}) =>
  sandbox.call('POST', 'members/signin', { body: { username, password }, headers })

/** Five sign-ins with a wrong password from one client: four are refused as wrong, and the fifth locks it out. */
async function failFiveTimes(sandbox: Sandbox, username: string, wrongPassword: string, client: Record<string, string>) {
  for (let i = 0; i < 4; i++) expect((await signin(sandbox, username, wrongPassword, client)).status).toBe(401)
  expect(await signin(sandbox, username, wrongPassword, client)).toEqual(LOCKED)
}

function emailedLinks(sandbox: Sandbox, email: string) {
  const body = sandbox.outbox.filter((m) => m.to === email).at(-1)?.body ?? ''
  return {
    code: /\/account\?code=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '',
    reset: /\/account\/forgot-password\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '',
  }
}

// Each sign-in spends a PBKDF2 derivation: generous on a busy machine.
describe('sandbox sign-in lockout per client', { timeout: 30_000 }, () => {
  it('locks out the stranger who guessed five times, not the member signing in from elsewhere', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    await failFiveTimes(sandbox, member.email, 'Guess1234', STRANGER)
    // The stranger stays locked out, even if they now had the right password.
    expect(await signin(sandbox, member.email, MEMBER_PASSWORD, STRANGER)).toEqual(LOCKED)

    expect((await signin(sandbox, member.email, MEMBER_PASSWORD, MEMBER_HOME)).status).toBe(200)
    expect(await signin(sandbox, member.email, MEMBER_PASSWORD, STRANGER)).toEqual(LOCKED)
  })

  it("still locks the member's own client after five failures from it, for 30 minutes", async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    await failFiveTimes(sandbox, member.email, 'Typo12345', MEMBER_HOME)
    expect(await signin(sandbox, member.email, MEMBER_PASSWORD, MEMBER_HOME)).toEqual(LOCKED)
    sandbox.advance(30)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD, MEMBER_HOME)).status).toBe(200)
  })

  it('counts an unknown username per client too, and ignores a client header that is not an address', async () => {
    const sandbox = await startSandbox()
    for (let i = 0; i < 5; i++) await signin(sandbox, 'nobody@example.com', 'Guess1234', STRANGER)
    expect(await signin(sandbox, 'nobody@example.com', 'Guess1234', STRANGER)).toEqual(LOCKED)
    expect((await signin(sandbox, 'nobody@example.com', 'Guess1234', MEMBER_HOME)).status).toBe(401)
    // Junk in the header counts as no client at all, never as a fresh client per request.
    const member = await joinPerks(sandbox)
    for (let i = 0; i < 5; i++) await signin(sandbox, member.email, 'Guess1234', { client_ip: `junk ${i} <script>` })
    expect(await signin(sandbox, member.email, MEMBER_PASSWORD)).toEqual(LOCKED)
  })

  it('with no client named, lets the member in by the emailed sign-in link, then by a reset password', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    for (let i = 0; i < 5; i++) await signin(sandbox, member.email, 'Guess1234')
    expect(await signin(sandbox, member.email, MEMBER_PASSWORD)).toEqual(LOCKED)

    await sandbox.ok('POST', 'members/forgotPassword', { body: { email: member.email } })
    expect((await sandbox.ok('POST', 'members/code', { body: { code: emailedLinks(sandbox, member.email).code } })).id).toBe(member.id)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(200)

    // Locked again by the stranger: a password reset lifts it as well, on every client.
    for (let i = 0; i < 5; i++) await signin(sandbox, member.email, 'Guess1234')
    for (let i = 0; i < 5; i++) await signin(sandbox, member.email, 'Guess1234', STRANGER)
    await sandbox.ok('POST', 'members/forgotPassword', { body: { email: member.email } })
    await sandbox.ok('POST', 'members/resetPassword', {
      body: { token: emailedLinks(sandbox, member.email).reset, password: 'Blueberry2026' },
    })
    expect((await signin(sandbox, member.email, 'Blueberry2026')).status).toBe(200)
    expect((await signin(sandbox, member.email, 'Blueberry2026', STRANGER)).status).toBe(200)
  })
})
