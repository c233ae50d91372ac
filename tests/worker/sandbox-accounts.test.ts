import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { locationById } from '#shared/seed/index.ts'
import { MEMBER_PASSWORD, joinPerks, signupBody, startSandbox } from './sandbox-helpers.ts'
import { EAGAN } from './seed-picks.ts'

// members/create with the product's rules enforced again, members/get and members/update, favourite locations and the
// signup modal's store look-up by zip.

const MADISON = 4102
const MANKATO = 3571 // no VIP Perks

describe('sandbox members/create', () => {
  it("enforces the signup rules again, in the product's order, each under its field", async () => {
    const sandbox = await startSandbox()
    const refused = async (fields: Record<string, unknown>) =>
      (await sandbox.call('POST', 'members/create', { body: signupBody(fields) })).body
    expect(await refused({ first_name: ' 7' })).toEqual({ message: 'Please enter your first name.', field: 'first_name' })
    expect(await refused({ last_name: '' })).toEqual({ message: 'Please enter your last name.', field: 'last_name' })
    expect(await refused({ email: 'ann@lee' })).toEqual({ message: 'Please enter a valid email.', field: 'email' })
    expect(await refused({ phone: '555-0199' })).toEqual({ message: 'Please enter a valid 10 digit phone number', field: 'phone' })
    expect(await refused({ password: 'Short1' })).toEqual({
      message: 'Your Password must be at least 8 characters in length',
      field: 'password',
    })
    expect(await refused({ dob: '1990-02-30' })).toEqual({ message: 'Please enter your birthdate in MM/DD/YYYY format.', field: 'dob' })
    expect(await refused({ zip: '5512' })).toEqual({ message: 'Please enter your zipcode.', field: 'zip' })
    expect(await refused({ favelocation: '12' })).toEqual({ message: 'Please select a preferred store.', field: 'favelocation' })
    expect(await refused({ loyalty: false })).toEqual({
      message: 'To move forward you will need to agree to our terms and privacy policy.',
      field: 'loyalty',
    })
    // Everything wrong at once: the first rule's message, as the modal would show it.
    expect(await refused({ first_name: '', email: 'x', zip: '1' })).toEqual({
      message: 'Please enter your first name.',
      field: 'first_name',
    })
    expect(await refused({ password_hash: 'x' })).toEqual({ message: 'Please provide Correct inputs', field: 'password_hash' })
    expect(await refused({ optin: 'yes' })).toEqual({ message: 'Please provide Correct inputs', field: 'optin' })
    expect(await sandbox.call('POST', 'members/create', { body: 'not json{' })).toEqual({
      status: 400,
      body: { message: 'Please provide Correct inputs' },
    })
  })

  it("refuses a taken email in any case with the error catalogue's sentence, and a favourite store outside VIP Perks", async () => {
    const sandbox = await startSandbox()
    const first = await joinPerks(sandbox)
    expect(await sandbox.call('POST', 'members/create', { body: signupBody({ email: ` ${first.email.toUpperCase()}` }) })).toEqual({
      status: 409,
      body: { message: 'Email address already exists.', field: 'email' },
    })
    expect(locationById(MANKATO)?.loyalty).toBe(false)
    expect((await sandbox.call('POST', 'members/create', { body: signupBody({ favelocation: MANKATO }) })).body).toEqual({
      message: 'This Location does not support loyalty',
      field: 'favelocation',
    })
    expect((await sandbox.call('POST', 'members/create', { body: signupBody({ favelocation: '99999' }) })).body).toEqual({
      message: 'Please select a preferred store.',
      field: 'favelocation',
    })
  })

  it('signs the new member in: the answer is a User token', async () => {
    const sandbox = await startSandbox()
    const created = await sandbox.ok('POST', 'members/create', { body: signupBody() })
    const token = apiResponseSchemas.membersCreate.parse(created)
    expect((await sandbox.ok('GET', 'members/get', { token: token.access.token })).id).toBe(token.id)
  })
})

describe('sandbox members/get and members/update', () => {
  it("answers the member's own profile, with favelocations and no password in any form", async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox, { first_name: 'José', phone: '(651) 555-0142', optin: true })
    const profile = await sandbox.ok('GET', 'members/get', { token: member.access })
    const user = apiResponseSchemas.membersGet.parse(profile)
    expect(user).toMatchObject({
      id: member.id,
      first_name: 'José',
      last_name: 'Lee',
      email: member.email,
      phone: '6515550142',
      dob: '1990-06-15',
      zip: '55121',
      loyalty: true,
    })
    expect(profile).toMatchObject({ optin: true, member_since: new Date(sandbox.clock.ms).toISOString() })
    expect(profile.favelocations).toEqual([
      {
        id: EAGAN,
        menu_id: 70405,
        name: 'Eagan',
        address: '1340 Yankee Doodle Rd',
        city: 'Eagan',
        state: 'MN',
        zip: '55121',
        loyalty: true,
      },
    ])
    expect(JSON.stringify(profile)).not.toMatch(/password|pbkdf2|Pancakes/i)
  })

  it('updates the fields it is given; a new favourite store replaces the old ones; an email stays unique', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const other = await joinPerks(sandbox)
    await sandbox.ok('POST', `members/faves/locations/${MADISON}`, { token: member.access })
    const updated = apiResponseSchemas.membersUpdate.parse(
      await sandbox.ok('PUT', 'members/update', {
        body: { first_name: ' Annie ', zip: '53704', favelocation: '1203', optin: true },
        token: member.access,
      }),
    )
    expect(updated).toMatchObject({ first_name: 'Annie', last_name: 'Lee', zip: '53704', optin: true })
    expect(updated.favelocations.map((f) => f.id)).toEqual([1203])
    const taken = { email: other.email.toUpperCase(), current_password: MEMBER_PASSWORD }
    expect(await sandbox.call('PUT', 'members/update', { body: taken, token: member.access })).toEqual({
      status: 409,
      body: { message: 'Email address already exists.', field: 'email' },
    })
    // Changing to one's own address again (in another case) is no conflict.
    expect((await sandbox.ok('PUT', 'members/update', { body: { email: member.email.toUpperCase() }, token: member.access })).email).toBe(
      member.email.toUpperCase(),
    )
    expect(await sandbox.call('PUT', 'members/update', { body: {}, token: member.access })).toEqual({
      status: 400,
      body: { message: 'Please change at least one detail before saving.' },
    })
    expect((await sandbox.call('PUT', 'members/update', { body: { password: 'Sneaky123' }, token: member.access })).body.field).toBe(
      'password',
    )
    // A birthday is given once, on joining: moved to today, it would collect a birthday reward any day.
    const birthdayMoved = await sandbox.call('PUT', 'members/update', { body: { dob: '2026-11-17' }, token: member.access })
    expect([birthdayMoved.status, birthdayMoved.body.field]).toEqual([400, 'dob'])
    expect(apiResponseSchemas.membersGet.parse(await sandbox.ok('GET', 'members/get', { token: member.access })).dob).toBe('1990-06-15')
    expect((await sandbox.call('PUT', 'members/update', { body: { favelocation: MANKATO }, token: member.access })).body.message).toBe(
      'This Location does not support loyalty',
    )
  })
})

describe('sandbox favourite locations and members/locations', () => {
  it('adds and removes favourite VIP Perks stores, answering favelocations', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const added = apiResponseSchemas.membersFavesLocationsAdd.parse(
      await sandbox.ok('POST', `members/faves/locations/${MADISON}`, { token: member.access }),
    )
    expect(added.favelocations.map((f) => f.id)).toEqual([EAGAN, MADISON])
    expect((await sandbox.ok('POST', `members/faves/locations/${MADISON}`, { token: member.access })).favelocations).toHaveLength(2)
    expect(await sandbox.call('POST', `members/faves/locations/${MANKATO}`, { token: member.access })).toEqual({
      status: 400,
      body: { message: 'This Location does not support loyalty' },
    })
    expect(await sandbox.call('POST', 'members/faves/locations/99999', { token: member.access })).toEqual({
      status: 404,
      body: { message: 'We could not find that location.' },
    })
    const removed = apiResponseSchemas.membersFavesLocationsRemove.parse(
      await sandbox.ok('DELETE', `members/faves/locations/${EAGAN}`, { token: member.access }),
    )
    expect(removed.favelocations.map((f) => f.id)).toEqual([MADISON])
    expect(await sandbox.call('DELETE', `members/faves/locations/${EAGAN}`, { token: member.access })).toEqual({
      status: 404,
      body: { message: 'That location is not one of your favorites.' },
    })
    expect((await sandbox.call('POST', `members/faves/locations/${EAGAN}`)).body).toEqual({ message: 'Invalid Access Token' })
  })

  it('keeps at most ten favourites', async () => {
    const sandbox = await startSandbox()
    const member = await joinPerks(sandbox)
    const stores = [3522, 3523, 218, 3617, 3544, 3589, 3633, 4102, 4117, 4125]
    const answers = await Promise.all(stores.map((id) => sandbox.call('POST', `members/faves/locations/${id}`, { token: member.access })))
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.message)).toEqual(['You can keep at most 10 favorite locations.'])
    expect((await sandbox.ok('GET', 'members/get', { token: member.access })).favelocations).toHaveLength(10)
  })

  it('finds the stores near a zip for the signup modal: sid, address, city, state, and whether each is in VIP Perks', async () => {
    const sandbox = await startSandbox()
    const found = apiResponseSchemas.membersLocations.parse(await sandbox.ok('GET', 'members/locations?zip=55121'))
    expect(found.count).toBe(found.locations.length)
    expect(found.locations[0]).toMatchObject({ sid: EAGAN, address: '1340 Yankee Doodle Rd', city: 'Eagan', state: 'MN', loyalty: true })
    expect(found.locations.some((l) => l.sid === MANKATO && l.loyalty === false)).toBe(true)
    const distances = found.locations.map((l) => l.distance as number)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(await sandbox.call('GET', 'members/locations?zip=00000')).toEqual({
      status: 400,
      body: { message: 'Incorrect format.', field: 'zip' },
    })
    expect(await sandbox.call('GET', 'members/locations?zip=abc')).toEqual({
      status: 400,
      body: { message: 'Incorrect format.', field: 'zip' },
    })
    expect((await sandbox.ok('GET', 'members/locations?zip=99501')).count).toBe(0)
  })
})
