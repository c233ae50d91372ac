import { describe, expect, it } from 'vitest'
import {
  LOYALTY_SIGNUP_MESSAGES,
  validateLoyaltySignup,
  type LoyaltySignupField,
  type LoyaltySignupForm,
} from '#shared/validation/loyalty-signup.ts'
import { maskedDateToIso } from '#shared/validation/masks.ts'

// The ten signup rules against a table: each row changes one field of a valid form and names the rule that must
// fail (or null when the form stays valid). The birthday column is typed as the form's MM/DD/YYYY mask shows it.

const valid: LoyaltySignupForm = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'dana@example.com',
  phone: '651-555-0199',
  password: 'Griddle2026',
  confirm_password: 'Griddle2026',
  dob: '1988-04-12',
  zip: '55121',
  favelocation: '3510',
  terms: true,
}

type Row = [description: string, change: Partial<LoyaltySignupForm> & { birthday?: string }, fails: LoyaltySignupField | null]

const TABLE: Row[] = [
  ['the valid form', {}, null],
  // 1. first name starts with letters
  ['first name with an accent', { first_name: 'José' }, null],
  ['first name in another script', { first_name: 'Ζωή' }, null],
  ['first name with a hyphen inside', { first_name: 'Anne-Marie' }, null],
  ['first name with a leading space', { first_name: ' Dana' }, null],
  ['first name starting with a digit', { first_name: '1Dana' }, 'first_name'],
  ['first name all digits', { first_name: '2024' }, 'first_name'],
  ['first name empty', { first_name: '' }, 'first_name'],
  ['first name only spaces', { first_name: '   ' }, 'first_name'],
  ['first name starting with a hyphen', { first_name: '-Dana' }, 'first_name'],
  ['first name starting with an apostrophe', { first_name: "'Dana" }, 'first_name'],
  // 2. last name likewise
  ["last name O'Brien", { last_name: "O'Brien" }, null],
  ['last name with a space', { last_name: 'van Dyke' }, null],
  ['last name starting with a digit', { last_name: '3rd' }, 'last_name'],
  ['last name empty', { last_name: '' }, 'last_name'],
  ['last name a dot', { last_name: '.' }, 'last_name'],
  // 3. email
  ['email with a plus', { email: 'dana+perks@example.com' }, null],
  ['email with a subdomain', { email: 'dana@mail.example.co.uk' }, null],
  ['email with surrounding spaces', { email: '  dana@example.com  ' }, null],
  ['email with a space inside', { email: 'dana whitfield@example.com' }, 'email'],
  ['email with a space in the domain', { email: 'dana@exa mple.com' }, 'email'],
  ['email without @', { email: 'dana.example.com' }, 'email'],
  ['email without a dot in the domain', { email: 'dana@example' }, 'email'],
  ['email with two @', { email: 'dana@@example.com' }, 'email'],
  ['email empty', { email: '' }, 'email'],
  ['email without a local part', { email: '@example.com' }, 'email'],
  // 4. phone: exactly 10 digits
  ['phone without dashes', { phone: '6515550199' }, null],
  ['phone with brackets', { phone: '(651) 555-0199' }, null],
  ['phone with 9 digits', { phone: '651-555-019' }, 'phone'],
  ['phone with 11 digits', { phone: '1-651-555-0199' }, 'phone'],
  ['phone with 11 digits, no separators', { phone: '16515550199' }, 'phone'],
  ['phone with letters', { phone: '651-555-01AB' }, 'phone'],
  ['phone empty', { phone: '' }, 'phone'],
  ['phone with a plus prefix', { phone: '+16515550199' }, 'phone'],
  // 5. password at least 8 characters
  ['password of exactly 8', { password: 'abcdefgh', confirm_password: 'abcdefgh' }, null],
  ['password of 7', { password: 'Abcdef1', confirm_password: 'Abcdef1' }, 'password'],
  ['password of 6 meeting the helper', { password: 'Abcde1', confirm_password: 'Abcde1' }, 'password'],
  ['password empty', { password: '', confirm_password: '' }, 'password'],
  ['password of 8 spaces', { password: '        ', confirm_password: '        ' }, null],
  // 6. confirm equals password
  ['confirm differs in case', { confirm_password: 'griddle2026' }, 'confirm_password'],
  ['confirm with a trailing space', { confirm_password: 'Griddle2026 ' }, 'confirm_password'],
  ['confirm empty', { confirm_password: '' }, 'confirm_password'],
  // 7. birthday: a strict date, typed MM/DD/YYYY
  ['birthday 02/29/2000 (leap year)', { birthday: '02/29/2000' }, null],
  ['birthday 12/31/1999', { birthday: '12/31/1999' }, null],
  ['birthday 02/30/1990', { birthday: '02/30/1990' }, 'dob'],
  ['birthday 02/29/1900 (not a leap year)', { birthday: '02/29/1900' }, 'dob'],
  ['birthday 13/01/1990', { birthday: '13/01/1990' }, 'dob'],
  ['birthday 00/10/1990', { birthday: '00/10/1990' }, 'dob'],
  ['birthday 04/31/1990', { birthday: '04/31/1990' }, 'dob'],
  ['birthday unfinished', { birthday: '04/12/19' }, 'dob'],
  ['birthday empty', { birthday: '' }, 'dob'],
  ['birthday written YYYY-MM-DD in the field', { birthday: '1988-04-12' }, 'dob'],
  // 8. zip: 5 digits
  ['zip with 4 digits', { zip: '5512' }, 'zip'],
  ['zip with 6 digits', { zip: '551210' }, 'zip'],
  ['zip+4', { zip: '55121-1234' }, 'zip'],
  ['zip with a letter', { zip: '5512A' }, 'zip'],
  ['zip empty', { zip: '' }, 'zip'],
  // 9. preferred store: a 3 to 6 digit id
  ['store id of 3 digits', { favelocation: '218' }, null],
  ['store id of 6 digits', { favelocation: '123456' }, null],
  ['store id as a number', { favelocation: 3510 }, null],
  ['store id of 2 digits', { favelocation: '12' }, 'favelocation'],
  ['store id of 7 digits', { favelocation: '1234567' }, 'favelocation'],
  ['store not chosen', { favelocation: '' }, 'favelocation'],
  ['store id with a letter', { favelocation: '35a0' }, 'favelocation'],
  ['store id negative', { favelocation: -3510 }, 'favelocation'],
  // 10. terms ticked
  ['terms not ticked', { terms: false }, 'terms'],
  // Order: with several failures, the earliest rule is the one shown.
  ['bad phone and bad zip', { phone: '123', zip: '1' }, 'phone'],
  ['bad birthday and no terms', { birthday: '02/30/1990', terms: false }, 'dob'],
  ['bad last name and bad email', { last_name: '9', email: 'x' }, 'last_name'],
  [
    'everything missing',
    {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
      birthday: '',
      zip: '',
      favelocation: '',
      terms: false,
    },
    'first_name',
  ],
]

describe('loyalty signup rules, table of valid and invalid inputs', () => {
  it('has at least 60 rows', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60)
  })

  for (const [description, { birthday, ...change }, fails] of TABLE) {
    it(`${description}: ${fails === null ? 'valid' : `fails ${fails}`}`, () => {
      const form = { ...valid, ...change, ...(birthday === undefined ? {} : { dob: maskedDateToIso(birthday) }) }
      const result = validateLoyaltySignup(form)
      if (fails === null) expect(result).toBeNull()
      else expect(result).toEqual({ field: fails, message: LOYALTY_SIGNUP_MESSAGES[fails] })
    })
  }
})
