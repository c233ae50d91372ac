import { describe, expect, it } from 'vitest'
import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG } from '#shared/error-messages.ts'
import { MEMBER_PASSWORD, joinPerks, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// Issue 29, F8: PUT members/update {email} changed the sign-in email with the access token alone: no password, no
// notice to the old address, no proof of the new one; forgot-password then sent the new owner a reset link. Now a
// new email needs the current password, the old address is told (with an undo link), and it changes only once the
// new address opens its confirmation link.

const LOCKED = 'Max login attempts reached. Please try again in 30 minutes, contact us, or reset your password.'

const signin = (sandbox: Sandbox, username: string) =>
  sandbox.call('POST', 'members/signin', { body: { username, password: MEMBER_PASSWORD } })

/** The token of the latest outbox link to `to` whose path is `path` (it travels in the fragment). */
function linkToken(sandbox: Sandbox, to: string, path: string): string {
  const message = [...sandbox.outbox].reverse().find((m) => m.to === to && m.body.includes(path))
  const match = message ? new RegExp(`https://perkins\\.test${path}#([A-Za-z0-9_-]+)`).exec(message.body) : null
  if (!match) throw new Error(`No ${path} link to ${to}`)
  return match[1]!
}

describe('sandbox: changing the sign-in email', () => {
  it('refuses the attack as written: the access token alone changes nothing, and forgot-password reaches only the owner', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const attacker = `mal-${crypto.randomUUID()}@example.com`
    expect(await sandbox.call('PUT', 'members/update', { body: { email: attacker }, token: member.access })).toEqual({
      status: 400,
      body: { message: CURRENT_PASSWORD_NEEDED, field: 'current_password' },
    })
    expect(
      await sandbox.call('PUT', 'members/update', { body: { email: attacker, current_password: 'Guess1234' }, token: member.access }),
    ).toEqual({ status: 400, body: { message: CURRENT_PASSWORD_WRONG, field: 'current_password' } })
    expect((await sandbox.ok('GET', 'members/get', { token: member.access })).email).toBe(member.email)
    await sandbox.ok('POST', 'members/forgotPassword', { body: { email: attacker } })
    expect(sandbox.outbox.filter((m) => m.to === attacker).map((m) => m.body)).not.toEqual(
      expect.arrayContaining([expect.stringContaining('/account/forgot-password/')]),
    )
    expect((await signin(sandbox, member.email)).status).toBe(200)
    expect((await signin(sandbox, attacker)).status).toBe(401)
  })

  it('locks email changes after five wrong current passwords, so a stolen token is no password oracle', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const body = (current_password: string) => ({ email: `mal-${crypto.randomUUID()}@example.com`, current_password })
    for (let guess = 0; guess < 5; guess++) {
      expect((await sandbox.call('PUT', 'members/update', { body: body(`Guess${guess}xyz`), token: member.access })).status).toBe(400)
    }
    expect(await sandbox.call('PUT', 'members/update', { body: body(MEMBER_PASSWORD), token: member.access })).toEqual({
      status: 423,
      body: { message: LOCKED },
    })
    // Half an hour on (the access token has run out with it, so the member signs in again).
    sandbox.advance(31)
    const fresh = (await signin(sandbox, member.email)).body.access.token as string
    expect((await sandbox.call('PUT', 'members/update', { body: body(MEMBER_PASSWORD), token: fresh })).status).toBe(200)
  })

  it('changes the email only once the new address confirms, tells the old one, and the confirm link works once', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const newEmail = `ann-new-${crypto.randomUUID()}@example.com`
    const asked = await sandbox.ok('PUT', 'members/update', {
      body: { email: newEmail, current_password: MEMBER_PASSWORD, first_name: 'Annie' },
      token: member.access,
    })
    // The other fields change at once; the email waits.
    expect(asked).toMatchObject({ email: member.email, first_name: 'Annie', pending_email: newEmail })
    expect((await signin(sandbox, newEmail)).status).toBe(401)
    const notice = sandbox.outbox.find((m) => m.to === member.email && m.subject.includes('about to change'))
    expect(notice?.body).toContain(newEmail)
    const confirm = linkToken(sandbox, newEmail, '/account/confirm-email')
    expect(confirm).toHaveLength(43)

    expect(await sandbox.ok('POST', 'members/confirmEmail', { body: { token: confirm } })).toEqual({ confirmed: true, email: newEmail })
    expect((await signin(sandbox, newEmail)).status).toBe(200)
    expect((await signin(sandbox, member.email)).status).toBe(401)
    expect(await sandbox.call('POST', 'members/confirmEmail', { body: { token: confirm } })).toEqual({
      status: 400,
      body: { message: 'This email confirmation link has already been used or replaced by a newer one.', field: 'token' },
    })
    expect((await sandbox.call('POST', 'members/confirmEmail', { body: { token: 'x'.repeat(43) } })).status).toBe(400)
  })

  it('lets the old address undo a confirmed change: the email goes back and every session ends', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const newEmail = `mal-${crypto.randomUUID()}@example.com`
    await sandbox.ok('PUT', 'members/update', { body: { email: newEmail, current_password: MEMBER_PASSWORD }, token: member.access })
    await sandbox.ok('POST', 'members/confirmEmail', { body: { token: linkToken(sandbox, newEmail, '/account/confirm-email') } })
    const undo = linkToken(sandbox, member.email, '/account/undo-email')
    expect(await sandbox.ok('POST', 'members/undoEmailChange', { body: { token: undo } })).toEqual({ undone: true, email: member.email })
    expect((await sandbox.call('GET', 'members/get', { token: member.access })).status).toBe(401)
    expect((await signin(sandbox, member.email)).status).toBe(200)
    expect((await signin(sandbox, newEmail)).status).toBe(401)
    expect((await sandbox.call('POST', 'members/undoEmailChange', { body: { token: undo } })).body.message).toBe(
      'This email change has already been undone.',
    )
  })

  it('lets a pending change expire after a day, and an undo close it before it is confirmed', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const first = `late-${crypto.randomUUID()}@example.com`
    await sandbox.ok('PUT', 'members/update', { body: { email: first, current_password: MEMBER_PASSWORD }, token: member.access })
    const lateConfirm = linkToken(sandbox, first, '/account/confirm-email')
    sandbox.advance(24 * 60 + 1)
    expect((await sandbox.call('POST', 'members/confirmEmail', { body: { token: lateConfirm } })).body.message).toBe(
      'This email confirmation link has expired. Please change your email again from your account.',
    )
    const access = (await signin(sandbox, member.email)).body.access.token as string
    const second = `mal-${crypto.randomUUID()}@example.com`
    await sandbox.ok('PUT', 'members/update', { body: { email: second, current_password: MEMBER_PASSWORD }, token: access })
    await sandbox.ok('POST', 'members/undoEmailChange', { body: { token: linkToken(sandbox, member.email, '/account/undo-email') } })
    expect(
      (await sandbox.call('POST', 'members/confirmEmail', { body: { token: linkToken(sandbox, second, '/account/confirm-email') } }))
        .status,
    ).toBe(400)
    expect((await signin(sandbox, member.email)).status).toBe(200)
  })
})
