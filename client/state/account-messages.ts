// What the account screens say when a call fails, and how an upstream refusal is recognised.

/** Spec §8: 'Member not found' or 'Invalid Email/Phone Number or Password' read as this, with a reset link. */
export const INCORRECT_CREDENTIALS = 'Email or Password is incorrect...'
const CREDENTIAL_REFUSALS = ['member not found', 'invalid email/phone number or password']

/** Spec §8: max login attempts, try again in 30 minutes, contact us or reset. */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in 30 minutes,'

/** Spec §8: 'Email address already exists.' or multiple members found; the form offers sign in or reset. */
export const EMAIL_EXISTS = 'Email address already exists.'

/** The bot-check refusal the edge answers with starts like the catalogue's client-side ones. */
const isBotCheckRefusal = (message: string) => message.startsWith('ReCaptcha error')

export type SigninFailure = 'incorrect' | 'locked' | 'other'

export function classifySigninFailure(messages: readonly string[], status: number): SigninFailure {
  const lower = messages.map((message) => message.trim().toLowerCase())
  if (status === 423 || lower.some((message) => message.includes('max login attempts') || message.includes('locked'))) return 'locked'
  if (lower.some((message) => CREDENTIAL_REFUSALS.includes(message))) return 'incorrect'
  return 'other'
}

export const isEmailExists = (messages: readonly string[]) =>
  messages.some((message) => message.trim() === EMAIL_EXISTS || /multiple members/i.test(message))

export { isBotCheckRefusal }
