import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { MEMBER_PASSWORD, joinPerks, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// Forgot password → the outbox's link → verify → reset, once; the one-time sign-in code from the same email; and
// forgot-password answering the same whether or not the address has an account.

const NEW_PASSWORD = 'Blueberry2026'

/** The links of the latest outbox message to `email`: the reset token and the sign-in code. */
function latestLinks(sandbox: Sandbox, email: string) {
  const message = sandbox.outbox.filter((m) => m.to === email).at(-1)
  if (message === undefined) throw new Error(`no outbox message to ${email}`)
  const reset = /https:\/\/perkins\.test\/account\/forgot-password\/([A-Za-z0-9_-]+)/.exec(message.body)?.[1]
  const code = /https:\/\/perkins\.test\/account\?code=([A-Za-z0-9_-]+)/.exec(message.body)?.[1]
  return { message, reset, code }
}

const forgot = (sandbox: Sandbox, email: string) => sandbox.call('POST', 'members/forgotPassword', { body: { email } })
const verify = (sandbox: Sandbox, token?: string) =>
  sandbox.call('GET', 'members/verifyForgotPasswordLink', token === undefined ? {} : { headers: { token } })
const reset = (sandbox: Sandbox, token: string, password = NEW_PASSWORD) =>
  sandbox.call('POST', 'members/resetPassword', { body: { token, password } })
const signin = (sandbox: Sandbox, username: string, password: string) =>
  sandbox.call('POST', 'members/signin', { body: { username, password } })

describe('sandbox password reset', () => {
  it('forgot → verify → reset works once: the old password and every old session stop working', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox, { first_name: 'Ada' })
    const asked = await forgot(sandbox, member.email.toUpperCase())
    expect(asked).toEqual({ status: 200, body: { sent: true } })
    apiResponseSchemas.membersForgotPassword.parse(asked.body)
    const { message, reset: token } = latestLinks(sandbox, member.email)
    expect(message.subject).toBe('Reset your VIP Perks password')
    expect(message.body).toMatch(/^Hi Ada,/)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The page a developer reads shows the same message; the API answer never carries the link.
    const page = await sandbox.ok('GET', `_sandbox/outbox?to=${encodeURIComponent(member.email)}`)
    expect(page.messages[0]).toMatchObject({ to: member.email, subject: message.subject, body: message.body })
    expect(JSON.stringify(asked.body)).not.toContain(token!)

    const verified = await verify(sandbox, token)
    expect(verified).toEqual({ status: 200, body: { valid: true, email: 'm••@example.com' } })
    apiResponseSchemas.membersVerifyForgotPasswordLink.parse(verified.body)
    const done = await reset(sandbox, token!)
    expect(done).toEqual({ status: 200, body: { reset: true } })
    apiResponseSchemas.membersResetPassword.parse(done.body)
    const used = {
      status: 400,
      body: { message: 'This password reset link has already been used. Please ask for a new one.', field: 'token' },
    }
    expect(await reset(sandbox, token!, 'AnotherOne99')).toEqual(used)
    expect(await verify(sandbox, token)).toEqual(used)

    expect(await signin(sandbox, member.email, MEMBER_PASSWORD)).toEqual({
      status: 401,
      body: { message: 'Invalid Email/Phone Number or Password' },
    })
    expect((await signin(sandbox, member.email, NEW_PASSWORD)).status).toBe(200)
    expect(await sandbox.call('GET', 'members/get', { token: member.access })).toEqual({
      status: 401,
      body: { message: 'Invalid Access Token' },
    })
    expect(await sandbox.call('GET', 'orders/recent', { token: member.ordering })).toEqual({
      status: 401,
      body: { message: 'Invalid token' },
    })
    expect(sandbox.outbox.at(-1)).toMatchObject({ to: member.email, subject: 'Your VIP Perks password was changed' })
  })

  it('answers the same for an address without an account, and only tells that address so', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const stranger = `nobody-${crypto.randomUUID()}@example.com`
    const known = await forgot(sandbox, member.email)
    const unknown = await forgot(sandbox, stranger)
    expect(unknown).toEqual(known)
    const { message, reset: token } = latestLinks(sandbox, stranger)
    expect(message.subject).toBe('Your VIP Perks password reset request')
    expect(token).toBeUndefined()
    const { n } = (await sandbox.db.prepare('SELECT count(*) AS n FROM outbox WHERE recipient = ?1').bind(stranger).first<{ n: number }>())!
    expect(n).toBe(1)
  })

  it('expires a link after an hour, keeps only the latest one working, and needs the token header', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    await forgot(sandbox, member.email)
    const first = latestLinks(sandbox, member.email).reset!
    await forgot(sandbox, member.email)
    const second = latestLinks(sandbox, member.email).reset!
    expect((await verify(sandbox, first)).body.message).toBe('This password reset link has already been used. Please ask for a new one.')
    expect((await verify(sandbox, second)).status).toBe(200)
    sandbox.advance(60)
    const expired = { status: 400, body: { message: 'This password reset link has expired. Please ask for a new one.', field: 'token' } }
    expect(await verify(sandbox, second)).toEqual(expired)
    expect(await reset(sandbox, second)).toEqual(expired)
    expect(await verify(sandbox)).toEqual({ status: 400, body: { message: 'This password reset link is not valid.', field: 'token' } })
    expect((await verify(sandbox, 'made-up-token')).body.message).toBe('This password reset link is not valid.')
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(200)
  })

  it('holds the new password to the signup rule, and a reset lifts a lockout', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    for (let i = 0; i < 5; i++) await signin(sandbox, member.email, 'NotMyPassword')
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(423)
    await forgot(sandbox, member.email)
    const token = latestLinks(sandbox, member.email).reset!
    expect(await reset(sandbox, token, 'short')).toEqual({
      status: 400,
      body: { message: 'Your Password must be at least 8 characters in length', field: 'password' },
    })
    expect((await reset(sandbox, token)).status).toBe(200)
    expect((await signin(sandbox, member.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('signs in once with the emailed code, within 15 minutes', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    await forgot(sandbox, member.email)
    const { code } = latestLinks(sandbox, member.email)
    const tokens = await sandbox.ok('POST', 'members/code', { body: { code } })
    expect(tokens).toMatchObject({ id: member.id, token_type: 'bearer', expires_in: 1800 })
    expect((await sandbox.ok('GET', 'members/get', { token: tokens.access.token })).id).toBe(member.id)
    const invalid = {
      status: 400,
      body: { message: 'This sign-in link is not valid or has expired. Please ask for a new one.', field: 'code' },
    }
    expect(await sandbox.call('POST', 'members/code', { body: { code } })).toEqual(invalid)
    await forgot(sandbox, member.email)
    sandbox.advance(15)
    expect(await sandbox.call('POST', 'members/code', { body: { code: latestLinks(sandbox, member.email).code } })).toEqual(invalid)
    expect(await sandbox.call('POST', 'members/code', { body: { code: '' } })).toEqual({
      status: 400,
      body: { message: 'The sign-in code is missing.', field: 'code' },
    })
  })
})
