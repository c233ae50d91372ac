import { describe, expect, it } from 'vitest'
import {
  asStoreChoice,
  checkSignup,
  initialSignupState,
  needsLookup,
  offersOptin,
  placeRefusal,
  signupFormReducer,
  signupPayload,
  storeStatus,
  type SignupFormAction,
  type SignupFormState,
  type StoreChoice,
} from '#client/state/signup-form-state.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The signup form's rules and state without a browser: what Sign Up says at each step, where an upstream refusal
// is shown, what a zip lookup changes, and that nothing typed is ever cleared by an error. The messages are
// written out here (not taken from the catalogue), so a changed word fails the test.

const EAGAN: StoreChoice = { sid: '3510', name: 'Eagan', address: '1340 Town Centre Dr', city: 'Eagan', state: 'MN', loyalty: true }
const BURNSVILLE: StoreChoice = {
  sid: '3571',
  name: 'Burnsville',
  address: '14201 Nicollet Ave',
  city: 'Burnsville',
  state: 'MN',
  loyalty: true,
}
const OUTSIDE: StoreChoice = { sid: '4146', name: 'Rochester', address: '1 Broadway', city: 'Rochester', state: 'MN', loyalty: false }

const run = (state: SignupFormState, ...actions: SignupFormAction[]) => actions.reduce(signupFormReducer, state)

/** Sign Up pressed: the first failure is shown, as the form does. */
function pressSignUp(state: SignupFormState): SignupFormState {
  const error = checkSignup(state)
  return error ? signupFormReducer(state, { type: 'showError', error }) : signupFormReducer(state, { type: 'submitStarted' })
}

const edit = (field: Extract<SignupFormAction, { type: 'edit' }>['field'], value: string): SignupFormAction => ({
  type: 'edit',
  field,
  value,
})

/** A form every rule accepts, its store chosen from a lookup. */
function validState(): SignupFormState {
  return run(
    initialSignupState(),
    edit('first_name', ' Dana '),
    edit('last_name', 'Whitfield'),
    edit('email', ' dana@example.com '),
    edit('phone', '651-555-0199'),
    edit('password', 'Griddle2026'),
    edit('confirm_password', 'Griddle2026'),
    edit('dob', '04/12/1988'),
    edit('zip', '55121'),
    { type: 'lookupStarted', zip: '55121' },
    { type: 'lookupFound', zip: '55121', stores: [EAGAN, BURNSVILLE, OUTSIDE] },
    { type: 'chooseStore', storeId: '3510' },
    { type: 'check', field: 'terms', checked: true },
  )
}

describe('Sign Up, field by field', () => {
  it('shows the ten signup messages in order, each under its field, then the store outside VIP Perks', () => {
    const steps: [expected: { field: string; message: string }, fix: SignupFormAction[]][] = [
      [{ field: 'first_name', message: 'Please enter your first name.' }, [edit('first_name', 'Dana')]],
      [{ field: 'last_name', message: 'Please enter your last name.' }, [edit('last_name', 'Whitfield')]],
      [{ field: 'email', message: 'Please enter a valid email.' }, [edit('email', 'dana@example.com')]],
      [{ field: 'phone', message: 'Please enter a valid 10 digit phone number' }, [edit('phone', '651-555-0199')]],
      [{ field: 'password', message: 'Your Password must be at least 8 characters in length' }, [edit('password', 'Griddle2026')]],
      [{ field: 'confirm_password', message: 'Your passwords do not match' }, [edit('confirm_password', 'Griddle2026')]],
      [{ field: 'dob', message: 'Please enter your birthdate in MM/DD/YYYY format.' }, [edit('dob', '04/12/1988')]],
      [
        { field: 'zip', message: 'Please enter your zipcode.' },
        [edit('zip', '55121'), { type: 'lookupStarted', zip: '55121' }, { type: 'lookupFound', zip: '55121', stores: [EAGAN, OUTSIDE] }],
      ],
      [{ field: 'favelocation', message: 'Please select a preferred store.' }, [{ type: 'chooseStore', storeId: '4146' }]],
      [
        { field: 'terms', message: 'To move forward you will need to agree to our terms and privacy policy.' },
        [{ type: 'check', field: 'terms', checked: true }],
      ],
      [{ field: 'favelocation', message: 'This Location does not support loyalty' }, [{ type: 'chooseStore', storeId: '3510' }]],
    ]
    let state = initialSignupState()
    for (const [expected, fix] of steps) {
      state = pressSignUp(state)
      expect(state.error).toEqual(expected)
      expect(state.busy).toBe(false)
      state = run(state, ...fix)
    }
    state = pressSignUp(state)
    expect(state.error).toBeNull()
    expect(state.busy).toBe(true)
  })

  it('keeps everything typed after a rule fails', () => {
    const typed = run(validState(), edit('confirm_password', 'Griddle2025'))
    const after = pressSignUp(typed)
    expect(after.error).toEqual({ field: 'confirm_password', message: 'Your passwords do not match' })
    expect(after.values).toEqual(typed.values)
    expect(after.stores).toEqual(typed.stores)
  })

  it('keeps everything typed after the upstream refuses and the busy state ends', () => {
    const typed = validState()
    const after = run(
      typed,
      { type: 'submitStarted' },
      { type: 'showError', error: placeRefusal(['Email address already exists.']) },
      { type: 'submitEnded' },
    )
    expect(after.values).toEqual(typed.values)
    expect(after.busy).toBe(false)
    expect(after.error).toEqual({ field: 'email', message: 'Email address already exists.', emailExists: true })
  })

  it('ticking the terms clears their message only', () => {
    const termsError = run(
      validState(),
      { type: 'check', field: 'terms', checked: false },
      { type: 'showError', error: { field: 'terms', message: 'To move forward you will need to agree to our terms and privacy policy.' } },
    )
    expect(run(termsError, { type: 'check', field: 'terms', checked: true }).error).toBeNull()
    expect(run(termsError, { type: 'check', field: 'optin', checked: true }).error).toEqual(termsError.error)
    const emailError = run(validState(), { type: 'showError', error: { field: 'email', message: 'Please enter a valid email.' } })
    expect(run(emailError, { type: 'check', field: 'terms', checked: true }).error).toEqual(emailError.error)
  })

  it('clears the shown error when Sign Up goes ahead', () => {
    const shown = run(validState(), { type: 'showError', error: { field: 'form', message: TROUBLE_MESSAGE } })
    expect(pressSignUp(shown).error).toBeNull()
  })
})

describe('placeRefusal: an upstream refusal under its field', () => {
  const cases: [messages: string[], expected: ReturnType<typeof placeRefusal>][] = [
    [['Email address already exists.'], { field: 'email', message: 'Email address already exists.', emailExists: true }],
    [['Multiple members found with this email'], { field: 'email', message: 'Email address already exists.', emailExists: true }],
    [
      ['This phone number is already used by another VIP Perks account. Please enter a different number.'],
      {
        field: 'phone',
        message: 'This phone number is already used by another VIP Perks account. Please enter a different number.',
      },
    ],
    [['Incorrect format.'], { field: 'zip', message: 'Incorrect format.' }],
    [['This Location does not support loyalty'], { field: 'favelocation', message: 'This Location does not support loyalty' }],
    [['Please enter a valid email.'], { field: 'email', message: 'Please enter a valid email.' }],
    [['Please select a preferred store.'], { field: 'favelocation', message: 'Please select a preferred store.' }],
    [['Something odd happened', 'Try later'], { field: 'form', message: 'Something odd happened Try later' }],
    [['__proto__'], { field: 'form', message: '__proto__' }],
    [[], { field: 'form', message: TROUBLE_MESSAGE }],
  ]
  for (const [messages, expected] of cases) {
    it(`${JSON.stringify(messages)} → ${expected.field}`, () => {
      expect(placeRefusal(messages)).toEqual(expected)
    })
  }

  it('places the first field message when an unknown one comes before it', () => {
    expect(placeRefusal(['Something odd', 'Please enter a valid 10 digit phone number'])).toEqual({
      field: 'phone',
      message: 'Please enter a valid 10 digit phone number',
    })
  })
})

describe('the zip lookup', () => {
  it('looks up a complete zip once, and again only after it changes', () => {
    let state = run(initialSignupState(), edit('zip', '5512'))
    expect(needsLookup(state)).toBe(false)
    state = run(state, edit('zip', '55121'))
    expect(needsLookup(state)).toBe(true)
    state = run(state, { type: 'lookupStarted', zip: '55121' })
    expect(storeStatus(state)).toBe('Searching')
    expect(needsLookup(state)).toBe(false)
    state = run(state, { type: 'lookupFound', zip: '55121', stores: [EAGAN] })
    // Said once the answer is in, until a store is chosen: the list changes where a screen reader does not hear it.
    expect(storeStatus(state)).toBe('1 store near this zip code')
    state = run(state, edit('zip', '55337'))
    expect(needsLookup(state)).toBe(true)
  })

  it('says how many stores a zip found until one is chosen', () => {
    const found = (stores: StoreChoice[]) =>
      run(
        initialSignupState(),
        edit('zip', '55337'),
        { type: 'lookupStarted', zip: '55337' },
        { type: 'lookupFound', zip: '55337', stores },
      )
    expect(storeStatus(found([]))).toBe('No stores near this zip code')
    expect(storeStatus(found([BURNSVILLE, EAGAN]))).toBe('2 stores near this zip code')
    expect(storeStatus(run(found([BURNSVILLE, EAGAN]), { type: 'chooseStore', storeId: EAGAN.sid }))).toBe('')
  })

  it('ignores the stores of a zip asked before the latest one, whenever they arrive', () => {
    // 55121 left the field, then was corrected to 55337 and left again; the first answer lands last.
    const state = run(
      validState(),
      edit('zip', '55337'),
      { type: 'lookupStarted', zip: '55337' },
      { type: 'lookupFound', zip: '55337', stores: [BURNSVILLE, EAGAN] },
      { type: 'lookupFound', zip: '55121', stores: [OUTSIDE] },
      { type: 'lookupRefused', zip: '55121', messages: [] },
    )
    expect(state.stores).toEqual([BURNSVILLE, EAGAN])
    expect(state.values.favelocation).toBe('3510')
    expect(state.error).toBeNull()
    expect(needsLookup(state)).toBe(false)
  })

  it('drops a chosen store the new list no longer offers', () => {
    const state = run(validState(), { type: 'lookupStarted', zip: '55337' }, { type: 'lookupFound', zip: '55337', stores: [BURNSVILLE] })
    expect(state.values.favelocation).toBe('')
    expect(state.stores).toEqual([BURNSVILLE])
    expect(pressSignUp(state).error).toEqual({ field: 'favelocation', message: 'Please select a preferred store.' })
  })

  it('keeps a chosen store the new list still offers', () => {
    const state = run(
      validState(),
      { type: 'lookupStarted', zip: '55337' },
      { type: 'lookupFound', zip: '55337', stores: [BURNSVILLE, EAGAN] },
    )
    expect(state.values.favelocation).toBe('3510')
  })

  it('clears a zip error as the zip is typed, never when stores arrive, and no other error', () => {
    const zipError = run(validState(), { type: 'showError', error: { field: 'zip', message: 'Incorrect format.' } })
    // The answer may land while Sign Up is held down: no message line may close then.
    expect(run(zipError, { type: 'lookupFound', zip: '55121', stores: [EAGAN] }).error).toEqual({
      field: 'zip',
      message: 'Incorrect format.',
    })
    expect(run(zipError, edit('zip', '5533')).error).toBeNull()
    const termsError = run(validState(), { type: 'showError', error: { field: 'terms', message: 'x' } })
    expect(run(termsError, { type: 'lookupFound', zip: '55121', stores: [EAGAN] }).error).toEqual({ field: 'terms', message: 'x' })
    expect(run(termsError, edit('zip', '5533')).error).toEqual({ field: 'terms', message: 'x' })
  })

  it('a refused lookup shows its message under the zip, forgets the stores and may be retried', () => {
    const typed = validState()
    const refused = run(typed, { type: 'lookupStarted', zip: '55121' }, { type: 'lookupRefused', zip: '55121', messages: [] })
    expect(refused.error).toEqual({ field: 'zip', message: 'Incorrect format.' })
    expect(refused.stores).toBeNull()
    expect(refused.lookup).toBe('done')
    expect(needsLookup(refused)).toBe(true)
    expect(refused.values).toEqual(typed.values)
    const unknown = run(typed, { type: 'lookupRefused', zip: '55121', messages: ['Upstream down'] })
    expect(unknown.error).toEqual({ field: 'form', message: 'Upstream down' })
  })

  it('maps a found location to a store choice: its name or city, VIP Perks unless it says not', () => {
    expect(asStoreChoice({ sid: 3510, name: 'Eagan', address: '1340 Town Centre Dr', city: 'Eagan', state: 'MN' })).toEqual({
      sid: '3510',
      name: 'Eagan',
      address: '1340 Town Centre Dr',
      city: 'Eagan',
      state: 'MN',
      loyalty: true,
    })
    const unnamed = asStoreChoice({ sid: '4146', address: '1 Broadway', city: 'Rochester', state: 'MN', loyalty: false })
    expect(unnamed.name).toBe('Rochester')
    expect(unnamed.loyalty).toBe(false)
    expect(asStoreChoice({ sid: '1', name: 7, address: 'a', city: 'Ames', state: 'IA', loyalty: 'no' })).toMatchObject({
      name: 'Ames',
      loyalty: true,
    })
  })
})

describe('the chosen store', () => {
  it('says at once that a store outside VIP Perks cannot be chosen, and offers no opt-in', () => {
    const state = run(validState(), { type: 'chooseStore', storeId: '4146' })
    expect(storeStatus(state)).toBe('This Location does not support loyalty')
    expect(offersOptin(state)).toBe(false)
    // Once Sign Up shows the message under the field, the status line does not repeat it.
    expect(storeStatus(pressSignUp(state))).toBe('')
  })

  it('offers the opt-in for a VIP Perks store', () => {
    const state = validState()
    expect(storeStatus(state)).toBe('')
    expect(offersOptin(state)).toBe(true)
  })

  it('choosing a store clears the store error only', () => {
    const storeError = run(validState(), {
      type: 'showError',
      error: { field: 'favelocation', message: 'Please select a preferred store.' },
    })
    expect(run(storeError, { type: 'chooseStore', storeId: '3571' }).error).toBeNull()
    const emailError = run(validState(), { type: 'showError', error: { field: 'email', message: 'Please enter a valid email.' } })
    expect(run(emailError, { type: 'chooseStore', storeId: '3571' }).error).toEqual(emailError.error)
  })
})

describe('early-post values', () => {
  it('fills in the fields posted before the scripts ran, never a password or a store', () => {
    const state = initialSignupState({
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@example.com',
      phone: '651-555-0199',
      dob: '04/12/1988',
      zip: '55121',
      password: 'Griddle2026',
      confirm_password: 'Griddle2026',
      favelocation: '3510',
    })
    expect(state.values).toEqual({
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@example.com',
      phone: '651-555-0199',
      password: '',
      confirm_password: '',
      dob: '04/12/1988',
      zip: '55121',
      favelocation: '',
      terms: false,
      optin: false,
    })
    expect(state.stores).toBeNull()
    expect(state.busy).toBe(false)
  })
})

describe('signupPayload', () => {
  it('sends trimmed names and email, the ISO birthday, the store as a number and the order claim', () => {
    const state = run(validState(), { type: 'check', field: 'optin', checked: true })
    expect(signupPayload(state, { order_id: 'b-1', order_claim: 'c'.repeat(20) })).toEqual({
      loyalty: true,
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@example.com',
      phone: '651-555-0199',
      password: 'Griddle2026',
      dob: '1988-04-12',
      zip: '55121',
      favelocation: 3510,
      optin: true,
      order_id: 'b-1',
      order_claim: 'c'.repeat(20),
    })
  })

  it('sends the opt-in only when ticked', () => {
    expect(signupPayload(validState(), {}).optin).toBe(false)
  })

  it('never sends the opt-in for a store outside VIP Perks', () => {
    const state = run(validState(), { type: 'check', field: 'optin', checked: true }, { type: 'chooseStore', storeId: '4146' })
    expect(signupPayload(state, {}).optin).toBe(false)
  })
})
