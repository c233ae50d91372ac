import { EMAIL_EXISTS, INVALID_CREDENTIALS, MEMBER_NOT_FOUND } from '#shared/error-messages.ts'

// What the account screens say when a call fails, and how an upstream refusal is recognised.

// Member not found and a wrong password read alike (INCORRECT_CREDENTIALS), so neither says which it was.
const CREDENTIAL_REFUSALS = [MEMBER_NOT_FOUND, INVALID_CREDENTIALS].map((message) => message.toLowerCase())

export type SigninFailure = 'incorrect' | 'locked' | 'other'

export function classifySigninFailure(messages: readonly string[], status: number): SigninFailure {
  const lower = messages.map((message) => message.trim().toLowerCase())
  if (status === 423 || lower.some((message) => message.includes('max login attempts') || message.includes('locked'))) return 'locked'
  if (lower.some((message) => CREDENTIAL_REFUSALS.includes(message))) return 'incorrect'
  return 'other'
}

export const isEmailExists = (messages: readonly string[]) =>
  messages.some((message) => message.trim() === EMAIL_EXISTS || /multiple members/i.test(message))
