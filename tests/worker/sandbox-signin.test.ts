import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { hashPassword } from '#worker/sandbox/members/password-hash.ts'
import { storedSecret } from '#worker/sandbox/members/secret-token.ts'
import { MEMBER_PASSWORD, basketWith, joinPerks, signupBody, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { uniquePhone } from './unique-phone.ts'

// members/signin and the tokens it hands out: the 30-minute lifetime, the error catalogue's token errors,
// the lockout of shared/constants.ts on a movable clock, and order_id attaching the visitor's guest order.

const LOCKED = 'Max login attempts reached. Please try again in 30 minutes, contact us, or reset your password.'
const INVALID = { status: 401, body: { message: 'Invalid Email/Phone Number or Password' } }
const HASH_BROWNS = productById(70405, 109001)!

const signin = (sandbox: Sandbox, username: string, password: string, extra: object = {}) =>
  sandbox.call('POST', 'members/signin', { body: { username, password, ...extra } })

/** A phone number no other test member has, so phone sign-in names exactly one member. */

describe('sandbox sign-in', () => {
  it('signs in by email in any case or by phone, with access and ordering tokens that expire in 30 minutes', async () => {
    const sandbox = await startSandbox()
    const phone = uniquePhone()
    const member = await joinPerks(sandbox, { phone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` })
    const byEmail = await signin(sandbox, `  ${member.email.toUpperCase()} `, MEMBER_PASSWORD)
    expect(byEmail.status).toBe(200)
    const token = apiResponseSchemas.membersSignin.parse(byEmail.body)
    const expires = new Date(sandbox.clock.ms + 30 * 60_000).toISOString()
    expect(byEmail.body).toMatchObject({
      id: member.id,
      access: { expires },
      ordering: { access: { expires } },
      token_type: 'bearer',
      expires_in: 1800,
      attached_order_id: null,
    })
    expect(token.access.token).not.toBe(token.ordering.access.token)
    expect((await signin(sandbox, `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, MEMBER_PASSWORD)).status).toBe(200)

    // Only hashes are stored: neither token is in the database, their SHA-256 is.
    const { results } = await sandbox.db
      .prepare('SELECT token_hash FROM member_tokens WHERE member_id = ?1')
      .bind(member.id)
      .all<{ token_hash: string }>()
    const stored = results.map((r) => r.token_hash)
    expect(stored).not.toContain(token.access.token)
    expect(stored).toContain(await storedSecret(token.access.token))
    expect(stored).toContain(await storedSecret(token.ordering.access.token))
    const row = await sandbox.db
      .prepare('SELECT password_hash FROM members WHERE id = ?1')
      .bind(member.id)
      .first<{ password_hash: string }>()
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
    expect(JSON.stringify(byEmail.body)).not.toContain('pbkdf2')
  })

  it('re-hashes a password stored with an older work factor when its member signs in', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    await sandbox.db
      .prepare('UPDATE members SET password_hash = ?1 WHERE id = ?2')
      .bind(await hashPassword(MEMBER_PASSWORD, 20_000), member.id)
      .run()
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(200)
    const row = await sandbox.db
      .prepare('SELECT password_hash FROM members WHERE id = ?1')
      .bind(member.id)
      .first<{ password_hash: string }>()
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(200)
  })

  it('answers an unknown username and a wrong password with the same sentence', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    expect(await signin(sandbox, member.email, 'Pancakes124')).toEqual(INVALID)
    expect(await signin(sandbox, 'nobody-here@example.com', MEMBER_PASSWORD)).toEqual(INVALID)
    expect(await signin(sandbox, '999-555-0000', MEMBER_PASSWORD)).toEqual(INVALID)
    expect(await signin(sandbox, 'not an email or a phone', MEMBER_PASSWORD)).toEqual(INVALID)
    expect(await sandbox.call('POST', 'members/signin', { body: { username: member.email } })).toEqual({
      status: 400,
      body: { message: 'Please provide Correct inputs', field: 'password' },
    })
    expect((await signin(sandbox, member.email, ' ')).body).toEqual({ message: 'Please enter your password.', field: 'password' })
  })

  it('locks an account for 30 minutes on the fifth failure, even against the right password, then starts over', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    for (let i = 1; i <= 4; i++) expect(await signin(sandbox, member.email, `Wrong${i}pass`), `attempt ${i}`).toEqual(INVALID)
    expect(await signin(sandbox, member.email, 'Wrong5pass')).toEqual({ status: 423, body: { message: LOCKED } })
    expect(await signin(sandbox, member.email, MEMBER_PASSWORD)).toEqual({ status: 423, body: { message: LOCKED } })
    sandbox.advance(29)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(423)
    sandbox.advance(1)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(200)
    // A fresh count after the lockout: four more failures are just failures.
    for (let i = 1; i <= 4; i++) expect(await signin(sandbox, member.email, `Wrong${i}pass`)).toEqual(INVALID)
  })

  it('counts failures per account, not per spelling, and a success clears the count', async () => {
    const sandbox = await startSandbox()
    const phone = uniquePhone()
    const member = await joinPerks(sandbox, { phone })
    for (let i = 1; i <= 4; i++) expect(await signin(sandbox, i % 2 ? member.email : phone, 'WrongPass1')).toEqual(INVALID)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(200)
    for (let i = 1; i <= 4; i++) expect(await signin(sandbox, phone, 'WrongPass1')).toEqual(INVALID)
    expect((await signin(sandbox, member.email.toUpperCase(), 'WrongPass1')).status).toBe(423)
  })

  it('locks an unknown username the same way, so a lockout says nothing about who is a member', async () => {
    const sandbox = await startSandbox()
    for (let i = 1; i <= 4; i++) expect(await signin(sandbox, 'ghost@example.com', 'Whatever1')).toEqual(INVALID)
    expect(await signin(sandbox, 'ghost@example.com', 'Whatever1')).toEqual({ status: 423, body: { message: LOCKED } })
  })

  it('checks at most five passwords per lockout however many guesses arrive at once', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => signin(sandbox, member.email, `Guess${i}xyz`)))
    expect(results.filter((r) => r.status === 401)).toHaveLength(4)
    expect(results.filter((r) => r.status === 423)).toHaveLength(6)
    expect((await signin(sandbox, member.email, MEMBER_PASSWORD)).status).toBe(423)
  })
})

describe('sandbox member tokens', () => {
  it("answer the error catalogue's exact strings: Token Expired, Invalid Access Token, Invalid token", async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const error = (message: string) => ({ status: 401, body: { message } })
    expect(await sandbox.call('GET', 'members/get')).toEqual(error('Invalid Access Token'))
    expect(await sandbox.call('GET', 'members/get', { token: 'at_made-up' })).toEqual(error('Invalid Access Token'))
    expect(await sandbox.call('GET', 'orders/recent', { token: 'ot_made-up' })).toEqual(error('Invalid token'))
    // Each token opens its own kind of call only.
    expect(await sandbox.call('GET', 'members/get', { token: member.ordering })).toEqual(error('Invalid Access Token'))
    expect(await sandbox.call('GET', 'orders/recent', { token: member.access })).toEqual(error('Invalid token'))
    expect((await sandbox.call('GET', 'members/get', { token: member.access })).status).toBe(200)
    expect((await sandbox.call('GET', 'orders/recent', { token: member.ordering })).status).toBe(200)

    sandbox.advance(29)
    expect((await sandbox.call('GET', 'members/balance', { token: member.access })).status).toBe(200)
    sandbox.advance(1)
    for (const [method, path, token] of [
      ['GET', 'members/get', member.access],
      ['GET', 'members/balance', member.access],
      ['GET', 'members/offers/all', member.access],
      ['GET', 'orders/recent', member.ordering],
      ['GET', 'members/payments', member.ordering],
    ] as const) {
      expect(await sandbox.call(method, path, { token }), path).toEqual(error('Token Expired'))
    }
    // A member submit with an expired ordering token is refused the same way; a basket made with it is a guest's.
    const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: 70405, location_id: 3510 }, token: member.ordering })
    const submit = { usertype: 'user', payments: [{ type: 'instore' }] }
    expect(await sandbox.call('POST', `orders/${basket.id}/submit`, { body: submit, token: member.ordering })).toEqual(
      error('Token Expired'),
    )
    const again = await signin(sandbox, member.email, MEMBER_PASSWORD)
    expect((await sandbox.call('GET', 'members/get', { token: again.body.access.token })).status).toBe(200)
  })

  it('live as long as MEMBER_TOKEN_TTL_MINUTES says', async () => {
    const sandbox = await startSandbox({ env: { MEMBER_TOKEN_TTL_MINUTES: '5' } })
    const member = await joinPerks(sandbox)
    const { body } = await signin(sandbox, member.email, MEMBER_PASSWORD)
    expect(body.expires_in).toBe(300)
    sandbox.advance(5)
    expect((await sandbox.call('GET', 'members/get', { token: body.access.token })).body).toEqual({ message: 'Token Expired' })
  })
})

describe('sandbox order_id at sign-up and sign-in', () => {
  it("makes the visitor's open guest basket theirs", async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: 70405, location_id: 3510 } })
    const { body } = await signin(sandbox, member.email, MEMBER_PASSWORD, { order_id: basket.id })
    expect(body.attached_order_id).toBe(basket.id)
    expect(await sandbox.db.prepare('SELECT member_id FROM orders WHERE id = ?1').bind(basket.id).first()).toEqual({ member_id: member.id })
    // Already someone's: a second member cannot take it, and signing in still works.
    const other = await joinPerks(sandbox)
    const second = await signin(sandbox, other.email, MEMBER_PASSWORD, { order_id: basket.id })
    expect(second).toMatchObject({ status: 200, body: { attached_order_id: null } })
    expect((await signin(sandbox, other.email, MEMBER_PASSWORD, { order_id: 'no-such-basket' })).body.attached_order_id).toBeNull()
  })

  it('gives a placed guest order, and its points, only to a member who brings its claim token, once', async () => {
    const sandbox = await startSandbox()
    const email = `guest-${crypto.randomUUID()}@example.com`
    const placeAsGuest = async (guestEmail: string) => {
      const basket = await basketWith(sandbox, 3510, 70405, [{ product_id: HASH_BROWNS.id, quantity: 10, choices: [] }])
      const guest = {
        usertype: 'guest',
        first_name: 'Gus',
        last_name: 'Tester',
        email: guestEmail,
        phone: '612-555-0110',
        payments: [{ type: 'instore' }],
      }
      return sandbox.ok('POST', `orders/${basket.id}/submit`, { body: guest })
    }
    const stranger = await placeAsGuest('someone-else@example.com')
    const theirs = await placeAsGuest(email.toUpperCase())
    expect(theirs.order_claim).toMatch(/^oc_[A-Za-z0-9_-]{43}$/)
    expect(theirs.order_claim).not.toBe(stranger.order_claim)
    const joined = await sandbox.ok('POST', 'members/create', {
      body: signupBody({ email, phone: '6125550110', optin: true, order_id: theirs.id, order_claim: theirs.order_claim }),
    })
    expect(joined.attached_order_id).toBe(theirs.id)
    // 10 × 3.29 = 32.90 of food: 329 points, pending until the order is picked up.
    expect(await sandbox.ok('GET', 'members/balance', { token: joined.access.token })).toMatchObject({ points: 0, pending_points: 329 })
    const recent = await sandbox.ok('GET', 'orders/recent', { token: joined.ordering.access.token })
    expect(recent.map((o: { id: string }) => o.id)).toEqual([theirs.id])
    // Another order's claim token proves nothing about this one.
    const wrongClaim = await signin(sandbox, email, MEMBER_PASSWORD, { order_id: stranger.id, order_claim: theirs.order_claim })
    expect(wrongClaim.body.attached_order_id).toBeNull()
    expect(await sandbox.db.prepare('SELECT member_id FROM orders WHERE id = ?1').bind(stranger.id).first()).toEqual({ member_id: null })
  })
})
