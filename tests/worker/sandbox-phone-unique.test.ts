import { describe, expect, it } from 'vitest'
import { PHONE_IN_USE } from '#shared/error-messages.ts'
import { MEMBER_PASSWORD, joinPerks, signupBody, startSandbox, uniquePhone } from './sandbox-helpers.ts'

// Issue 29, F4: signing up (or updating) with a member's phone number made that member's phone sign-in fail,
// because phone numbers were not unique. A phone number belongs to one member now.

const signInByPhone = (sandbox: Awaited<ReturnType<typeof startSandbox>>, phone: string) =>
  sandbox.call('POST', 'members/signin', { body: { username: phone, password: MEMBER_PASSWORD } })

describe('sandbox: a phone number belongs to one member', () => {
  it("refuses a signup with a member's phone, however it is written, and the member still signs in by phone", async () => {
    const sandbox = await startSandbox()
    const phone = uniquePhone()
    const digits = phone.replace(/\D/g, '')
    await joinPerks(sandbox, { phone })
    expect((await signInByPhone(sandbox, phone)).status).toBe(200)

    const attacker = await sandbox.call('POST', 'members/create', {
      body: signupBody({ phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}` }),
    })
    expect(attacker).toEqual({ status: 409, body: { message: PHONE_IN_USE, field: 'phone' } })
    expect((await signInByPhone(sandbox, phone)).status).toBe(200)
    // The normalised form: digits only, a leading US 1 dropped.
    expect((await signInByPhone(sandbox, `+1 ${phone}`)).status).toBe(200)
  })

  it("refuses a profile update to another member's phone, and keeps one's own", async () => {
    const sandbox = await startSandbox()
    const phone = uniquePhone()
    await joinPerks(sandbox, { phone })
    const attacker = await joinPerks(sandbox)
    expect(await sandbox.call('PUT', 'members/update', { body: { phone }, token: attacker.access })).toEqual({
      status: 409,
      body: { message: PHONE_IN_USE, field: 'phone' },
    })
    expect((await signInByPhone(sandbox, phone)).status).toBe(200)
    // The attacker's profile is as it was, and saving one's own number again is no conflict.
    const own = (await sandbox.ok('GET', 'members/get', { token: attacker.access })).phone as string
    expect(own).not.toBe(phone.replace(/\D/g, ''))
    expect((await sandbox.ok('PUT', 'members/update', { body: { phone: own }, token: attacker.access })).phone).toBe(own)
  })

  it('holds in the database too: a second row with the same phone breaks the unique index', async () => {
    const sandbox = await startSandbox()
    const phone = uniquePhone().replace(/\D/g, '')
    const first = await joinPerks(sandbox, { phone })
    const copy = sandbox.db
      .prepare(
        "INSERT INTO members (id, email, email_key, first_name, last_name, phone, dob, zip, optin, password_hash, referral_code, created_at, updated_at) SELECT 'copy', 'c@example.com', 'c@example.com', first_name, last_name, phone, dob, zip, optin, password_hash, 'COPYCODE', created_at, updated_at FROM members WHERE id = ?1",
      )
      .bind(first.id)
    await expect(copy.run()).rejects.toThrow(/UNIQUE constraint failed: members\.phone/)
  })
})
