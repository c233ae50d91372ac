import { describe, expect, it } from 'vitest'
import { signupPayloadSchema } from '#shared/schemas/api/members.ts'
import {
  LOYALTY_SIGNUP_MESSAGES,
  PASSWORD_HELPER_RULES,
  isBirthday,
  isEmail,
  isIsoDate,
  isSignupPassword,
  validateLoyaltySignup,
  type LoyaltySignupForm,
} from '#shared/validation/loyalty-signup.ts'
import { MASKS, applyDigitMask, maskedDateToIso, pastedDate, toImaskPattern } from '#shared/validation/masks.ts'

const good: LoyaltySignupForm = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '612-555-0100',
  password: 'correct-horse',
  confirm_password: 'correct-horse',
  dob: '1990-12-10',
  zip: '55401',
  favelocation: '3610',
  terms: true,
}

describe('loyalty signup rules', () => {
  it('accepts a complete form', () => {
    expect(validateLoyaltySignup(good)).toBeNull()
  })

  it('checks the rules in the product order and shows the first failure, word for word', () => {
    // Break every field, then mend them one by one: each time the next rule in order is the one reported.
    const broken: LoyaltySignupForm = {
      first_name: '1Ada',
      last_name: ' ',
      email: 'ada@example',
      phone: '612-555-010',
      password: 'short',
      confirm_password: 'different',
      dob: '12/10/1990',
      zip: '5540',
      favelocation: '12',
      terms: false,
    }
    const expected = [
      ['first_name', 'Please enter your first name.'],
      ['last_name', 'Please enter your last name.'],
      ['email', 'Please enter a valid email.'],
      ['phone', 'Please enter a valid 10 digit phone number'],
      ['password', 'Your Password must be at least 8 characters in length'],
      ['confirm_password', 'Your passwords do not match'],
      ['dob', 'Please enter your birthdate in MM/DD/YYYY format.'],
      ['zip', 'Please enter your zipcode.'],
      ['favelocation', 'Please select a preferred store.'],
      ['terms', 'To move forward you will need to agree to our terms and privacy policy.'],
    ] as const
    const form = { ...broken }
    for (const [field, message] of expected) {
      expect(validateLoyaltySignup(form)).toEqual({ field, message })
      Object.assign(form, { [field]: good[field] })
      if (field === 'password') form.confirm_password = 'still-different'
    }
    expect(validateLoyaltySignup(form)).toBeNull()
  })

  it.each([
    ['first_name', 'José'],
    ['first_name', 'Zoë'],
    ['phone', '6125550100'],
    ['phone', '(612) 555-0100'],
    ['favelocation', 123456],
    ['dob', '2000-02-29'],
  ] as const)('accepts %s %j', (field, value) => {
    expect(validateLoyaltySignup({ ...good, [field]: value })).toBeNull()
  })

  it.each([
    ['email', 'ada @example.com'],
    ['phone', '612-555-01000'],
    ['phone', 'phone'],
    ['dob', '1990-02-30'],
    ['dob', '1990-13-01'],
    ['dob', '1990-1-01'],
    // A real birthday: not in the future, not before 1900 (a 0990 typed for 1990).
    ['dob', '2999-01-01'],
    ['dob', '0990-06-15'],
    ['dob', '1899-12-31'],
    ['zip', '554010'],
    ['favelocation', '1234567'],
    ['favelocation', 'abc'],
  ] as const)('refuses %s %j', (field, value) => {
    expect(validateLoyaltySignup({ ...good, [field]: value })?.field).toBe(field)
  })

  it('knows a strict calendar date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2023-04-31')).toBe(false)
    expect(isIsoDate('20230401')).toBe(false)
  })

  it('knows a real birthday: from 1900 to today anywhere on Earth', () => {
    const now = Date.UTC(2026, 10, 28, 12)
    expect(isBirthday('1900-01-01', now)).toBe(true)
    expect(isBirthday('2026-11-28', now)).toBe(true)
    // Past 10:00 UTC, the 29th has begun in UTC+14; before, it has begun nowhere.
    expect(isBirthday('2026-11-29', now)).toBe(true)
    expect(isBirthday('2026-11-29', Date.UTC(2026, 10, 28, 9, 59))).toBe(false)
    expect(isBirthday('2026-11-28', Date.UTC(2026, 10, 28, 0, 0))).toBe(true)
    // The 28th begins in UTC+14 at 10:00 UTC on the 27th.
    expect(isBirthday('2026-11-28', Date.UTC(2026, 10, 27, 10, 0))).toBe(true)
    expect(isBirthday('2026-11-30', now)).toBe(false)
    expect(isBirthday('2030-12-31', now)).toBe(false)
    expect(isBirthday('1899-12-31', now)).toBe(false)
    expect(isBirthday('1990-02-30', now)).toBe(false)
  })

  it('refuses an email longer than any mailbox by its length, before the pattern (slow on long input) runs', () => {
    expect(isEmail(`${'a'.repeat(310)}@example.com`)).toBe(false)
    expect(isEmail(`a@${'.'.repeat(60_000)}@`)).toBe(false)
    expect(signupPayloadSchema.shape.email.safeParse(`a@${'.'.repeat(60_000)}@`).success).toBe(false)
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true)
  })

  it("lists the password checklist, its length the rule the forms enforce, never the helper's 6", () => {
    expect(PASSWORD_HELPER_RULES.map((rule) => rule.text)).toEqual(['at least 8 characters', '1 uppercase character', '1 number'])
    expect(PASSWORD_HELPER_RULES.map((rule) => rule.test('Abc12345'))).toEqual([true, true, true])
    // Ticked here means accepted by the form: a 6- or 7-character password is neither.
    expect(PASSWORD_HELPER_RULES[0].test('Abc1234')).toBe(false)
    expect(PASSWORD_HELPER_RULES[0].test('Abc1234')).toBe(isSignupPassword('Abc1234'))
    expect(PASSWORD_HELPER_RULES.map((rule) => rule.test('abcde'))).toEqual([false, false, false])
  })

  it('is the same rule set the edge applies to the payload, with the same first message', () => {
    const { confirm_password: _confirm, terms: _terms, ...payload } = good
    expect(signupPayloadSchema.safeParse({ ...payload, loyalty: true, optin: false }).success).toBe(true)
    for (const [field, bad] of [
      ['first_name', '1'],
      ['email', 'x'],
      ['phone', '1'],
      ['password', 'x'],
      ['dob', 'x'],
      ['dob', '2999-01-01'],
      ['zip', 'x'],
      ['favelocation', 'x'],
    ] as const) {
      const result = signupPayloadSchema.safeParse({ ...payload, loyalty: true, optin: false, [field]: bad })
      expect(result.error?.issues[0]?.message).toBe(LOYALTY_SIGNUP_MESSAGES[field])
    }
  })
})

describe('masks', () => {
  it('are the product patterns, as data', () => {
    expect(MASKS).toEqual({
      phone: { pattern: '###-###-####', countryCode: '1' },
      date: { pattern: '##/##/####' },
      zip: { pattern: '#####' },
      sevenDigits: { pattern: '#######' },
    })
    expect(toImaskPattern(MASKS.phone.pattern)).toBe('000-000-0000')
  })

  it('format what is typed or pasted', () => {
    expect(applyDigitMask('6125550100', MASKS.phone.pattern)).toBe('612-555-0100')
    expect(applyDigitMask('(612) 555', MASKS.phone.pattern)).toBe('612-555')
    expect(applyDigitMask('12101990', MASKS.date.pattern)).toBe('12/10/1990')
    expect(applyDigitMask('554011234', MASKS.zip.pattern)).toBe('55401')
    expect(applyDigitMask('abc', MASKS.sevenDigits.pattern)).toBe('')
  })

  it('read a whole date pasted in another common way as MM/DD/YYYY, and leave anything else to the mask', () => {
    expect(pastedDate('4/5/1985')).toBe('04/05/1985')
    expect(pastedDate(' 12-31-1990 ')).toBe('12/31/1990')
    expect(pastedDate('4.5.1985')).toBe('04/05/1985')
    expect(pastedDate('1985-04-12')).toBe('04/12/1985')
    expect(pastedDate('04/05/1985')).toBe('04/05/1985')
    expect(pastedDate('04051985')).toBeNull()
    expect(pastedDate('April 5, 1985')).toBeNull()
    expect(pastedDate('4/5/85')).toBeNull()
  })

  it('turn the masked birthday into the payload date', () => {
    expect(maskedDateToIso('12/10/1990')).toBe('1990-12-10')
    expect(maskedDateToIso('12/10/19')).toBe('')
  })
})
