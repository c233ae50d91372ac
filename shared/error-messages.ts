// The error catalogue: each message a visitor reads when something fails, written once for the client, the edge and
// the sandbox. docs/product.md lists when each one appears. Some are also matched: the upstream sends them and the
// client reacts (a token error signs the member out, an already-placed order shows its confirmation).

// The messages the page itself shows (the error dialog, the error page, a session's end) are kept apart for its
// first load.
export { CONNECTION_MESSAGE, CONTENT_UNAVAILABLE_MESSAGE, SIGNED_OUT_MESSAGE, TROUBLE_MESSAGE } from './page-error-messages.ts'

/** The upstream's token errors. Any of them means the member's tokens are no good any more: sign out, go to /signin. */
export const TOKEN_EXPIRED = 'Token Expired'
export const INVALID_ACCESS_TOKEN = 'Invalid Access Token'
export const INVALID_TOKEN = 'Invalid token'
export const TOKEN_ERRORS = [TOKEN_EXPIRED, INVALID_ACCESS_TOKEN, INVALID_TOKEN] as const

/** The upstream's refusals of a sign-in with an unknown member or a wrong password. */
export const MEMBER_NOT_FOUND = 'Member not found'
export const INVALID_CREDENTIALS = 'Invalid Email/Phone Number or Password'
/** What the visitor reads for either refusal, followed by a reset link. */
export const INCORRECT_CREDENTIALS = 'Email or Password is incorrect...'
/** Too many failed sign-ins: the account is locked for 30 minutes; followed by contact and reset links. */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in 30 minutes,'
/** The account already exists (or several members match): the form offers sign in or reset. */
export const EMAIL_EXISTS = 'Email address already exists.'

/** A zip code that is not 5 digits, from the upstream or our own checks. */
export const INCORRECT_FORMAT = 'Incorrect format.'
/** A favourite store outside VIP Perks: signup refuses it under the store field, as does setting it later. */
export const NO_LOYALTY = 'This Location does not support loyalty'
/** A group of fields was refused as a whole: every field in it turns red. */
export const CORRECT_INPUTS = 'Please provide Correct inputs'
/** The browser's geolocation is unavailable or the visitor denied it. */
export const GEOLOCATION_MESSAGE = 'Please enable location to use this feature.'

/** Submitting an order twice: the order exists, so the client shows its confirmation instead of an error. */
export const ORDER_ALREADY_PLACED = 'This order has already been placed'
/** The basket is gone (or belongs to someone else): the client forgets it. */
export const BASKET_NOT_FOUND = 'Could not load shopping basket'

/** Every bot-check failure starts with this, the browser's and the edge's alike, so the visitor recognises it. */
export const BOT_CHECK_PREFIX = 'ReCaptcha error'
export const BOT_CHECK_LOAD_FAILED = `${BOT_CHECK_PREFIX}: Failed to load script`
export const BOT_CHECK_EXECUTE_FAILED = `${BOT_CHECK_PREFIX}: Failed to execute...`

/** Signup or a profile change with a phone number another member already has: a number belongs to one account. */
export const PHONE_IN_USE = 'This phone number is already used by another VIP Perks account. Please enter a different number.'
/** Changing the sign-in email without the right current password. */
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.'
/** Changing the sign-in email without the current password at all. */
export const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your email.'
