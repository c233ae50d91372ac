import { PASSWORD_MIN_SIGNUP, PHONE_DIGITS, STORE_ID_PATTERN, ZIP_PATTERN } from '../constants.ts'

// The loyalty signup rules of docs/product.md, Form rules, in the product's order, with its messages word for word.
// Plain predicates (no zod) so the signup modal can check a form without loading the validator;
// the edge builds its payload schema from these same rules (schemas/api/members.ts).

/** The signup form as the modal holds it; `dob` is already YYYY-MM-DD (the modal's MM/DD/YYYY mask is converted first). */
export interface LoyaltySignupForm {
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  confirm_password: string
  dob: string
  zip: string
  favelocation: string | number
  terms: boolean
}

export type LoyaltySignupField = keyof LoyaltySignupForm

export const LOYALTY_SIGNUP_MESSAGES = {
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  email: 'Please enter a valid email.',
  phone: 'Please enter a valid 10 digit phone number',
  password: 'Your Password must be at least 8 characters in length',
  confirm_password: 'Your passwords do not match',
  dob: 'Please enter your birthdate in MM/DD/YYYY format.',
  zip: 'Please enter your zipcode.',
  favelocation: 'Please select a preferred store.',
  terms: 'To move forward you will need to agree to our terms and privacy policy.',
} as const satisfies Record<LoyaltySignupField, string>

export const PHONE_NOTE = 'A phone number is required to look up your account in-restaurant & to participate in our Loyalty Program.'

/**
 * The password checklist under every field where a password is chosen: the product's other helper (an uppercase
 * letter, a number), with its length set to the rule those fields enforce, 8 characters, not the helper's 6: ticked
 * at 6 or 7, it told members a password was fine that the form then refused (docs/decisions/151-password-checklist.md).
 */
export const PASSWORD_HELPER_RULES = [
  { text: `at least ${PASSWORD_MIN_SIGNUP} characters`, test: (password: string) => password.length >= PASSWORD_MIN_SIGNUP },
  { text: '1 uppercase character', test: (password: string) => /[A-Z]/.test(password) },
  { text: '1 number', test: (password: string) => /\d/.test(password) },
] as const

// "Starts with letters": any script's letters, so José and Zoë can sign up.
const STARTS_WITH_LETTER = /^\p{L}/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The longest address a mailbox can have (RFC 5321's 254 characters), with room for spaces around it. */
const EMAIL_MAX = 320
// The phone field is masked ###-###-####; the rule counts digits, so the mask's dashes (or none) both pass.
const PHONE_SEPARATORS = /[\s().-]/g

export const isName = (value: string): boolean => STARTS_WITH_LETTER.test(value.trim())
// Length first: the pattern's backtracking grows with the square of a long input, which reaches the edge before its
// bot check.
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL.test(value.trim())
export const isPhone = (value: string): boolean => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value.replace(PHONE_SEPARATORS, ''))
export const isSignupPassword = (value: string): boolean => value.length >= PASSWORD_MIN_SIGNUP
export const isZip = (value: string): boolean => ZIP_PATTERN.test(value)
export const isStoreId = (value: string | number): boolean => STORE_ID_PATTERN.test(String(value))

/** A strict calendar date written YYYY-MM-DD: 2023-02-29 and 2024-13-01 are refused. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Nobody alive was born before this year: a typo such as 0990 for 1990 is refused, not stored. */
const EARLIEST_BIRTH_YEAR = 1900
/** The furthest ahead of UTC a calendar runs (UTC+14, Kiribati's Line Islands). */
const FURTHEST_AHEAD_MS = 14 * 3_600_000

/**
 * A real birthday (docs/decisions/154-a-real-birthday.md): a strict YYYY-MM-DD date, from 1900, and not after today
 * anywhere on Earth: a date whose midnight has come in the time zone furthest ahead.
 */
export function isBirthday(value: string, now: number = Date.now()): boolean {
  if (!isIsoDate(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  return year >= EARLIEST_BIRTH_YEAR && Date.UTC(year, month - 1, day) <= now + FURTHEST_AHEAD_MS
}

type Rule = { readonly field: LoyaltySignupField; readonly test: (form: LoyaltySignupForm) => boolean }

/** The ten signup rules in order. */
const LOYALTY_SIGNUP_RULES: readonly Rule[] = [
  { field: 'first_name', test: (f) => isName(f.first_name) },
  { field: 'last_name', test: (f) => isName(f.last_name) },
  { field: 'email', test: (f) => isEmail(f.email) },
  { field: 'phone', test: (f) => isPhone(f.phone) },
  { field: 'password', test: (f) => isSignupPassword(f.password) },
  { field: 'confirm_password', test: (f) => f.confirm_password === f.password },
  { field: 'dob', test: (f) => isBirthday(f.dob) },
  { field: 'zip', test: (f) => isZip(f.zip) },
  { field: 'favelocation', test: (f) => isStoreId(f.favelocation) },
  { field: 'terms', test: (f) => f.terms === true },
]

export interface FieldError {
  field: LoyaltySignupField
  message: string
}

/** The first failing rule, or null: the modal shows one message at a time, under its field. */
export function validateLoyaltySignup(form: LoyaltySignupForm): FieldError | null {
  for (const rule of LOYALTY_SIGNUP_RULES) {
    if (!rule.test(form)) return { field: rule.field, message: LOYALTY_SIGNUP_MESSAGES[rule.field] }
  }
  return null
}
