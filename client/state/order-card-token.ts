// The card form's stand-in for the ordering provider's checkout script (an ordering-provider checkout
// script tokenises the card). Like that script it turns what was typed into a one-use token in memory; the number
// itself is never stored, logged or sent to our servers. These are the well-known test numbers, each mapped to a
// token the sandbox understands (README: test payments); any other valid number gets a token the sandbox refuses.

const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '5555555555554444': 'tok_mastercard',
  '378282246310005': 'tok_amex',
  '6011111111111117': 'tok_discover',
  '4000000000000002': 'tok_declined',
  '4000000000009995': 'tok_insufficient_funds',
  '4000000000000069': 'tok_expired',
}
const UNKNOWN_CARD_TOKEN = 'tok_unrecognised'

const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter a valid expiration date (MM/YY).',
  cvc: 'Please enter the 3 or 4 digit security code.',
  zip: 'Please enter your billing zip code.',
} as const

export interface CardInput {
  number: string
  expiry: string
  cvc: string
  zip: string
}

export type CardField = keyof CardInput

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Every field's problem, by field; empty when the card can be tokenised. */
export function checkCard(card: CardInput, now = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {}
  const digits = card.number.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.number = CARD_MESSAGES.number
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim())
  const month = expiry ? Number(expiry[1]) : 0
  const year = expiry ? 2000 + Number(expiry[2]) : 0
  // A card is good through the last day of its month.
  if (!expiry || month < 1 || month > 12 || new Date(year, month, 1) <= now) errors.expiry = CARD_MESSAGES.expiry
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc
  if (!/^\d{5}$/.test(card.zip.trim())) errors.zip = CARD_MESSAGES.zip
  return errors
}

/** The provider token for a checked card. */
export function tokenizeCard(card: Pick<CardInput, 'number'>): string {
  return TEST_CARD_TOKENS[card.number.replace(/[\s-]/g, '')] ?? UNKNOWN_CARD_TOKEN
}
