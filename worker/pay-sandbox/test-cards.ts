// The provider's test numbers and what charging each one does. The number itself is used here, inside the
// provider, and never stored: a payment method keeps only its brand, last four digits and outcome.

export type CardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'expired_card' | 'unknown'
export type CardType = 'visa' | 'master' | 'american_express' | 'discover'

interface TestCard {
  cardType: CardType
  outcome: CardOutcome
}

const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { cardType: 'visa', outcome: 'approved' }],
  ['5555555555554444', { cardType: 'master', outcome: 'approved' }],
  ['378282246310005', { cardType: 'american_express', outcome: 'approved' }],
  ['6011111111111117', { cardType: 'discover', outcome: 'approved' }],
  ['4000000000000002', { cardType: 'visa', outcome: 'declined' }],
  ['4000000000009995', { cardType: 'visa', outcome: 'insufficient_funds' }],
  ['4000000000000069', { cardType: 'visa', outcome: 'expired_card' }],
])

export function luhn(digits: string): boolean {
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

export function cardTypeOf(digits: string): CardType | null {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'master'
  if (/^3[47]/.test(digits)) return 'american_express'
  if (/^6(011|5)/.test(digits)) return 'discover'
  return null
}

export const isValidNumber = (digits: string): boolean => /^\d{13,19}$/.test(digits) && luhn(digits) && cardTypeOf(digits) !== null

/** What charging this card does: a test number's documented outcome; any other valid number is not a card we know. */
export function testCardFor(digits: string): TestCard | null {
  if (!isValidNumber(digits)) return null
  return TEST_CARDS.get(digits) ?? { cardType: cardTypeOf(digits) ?? 'visa', outcome: 'unknown' }
}
