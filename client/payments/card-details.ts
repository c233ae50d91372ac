import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The card details that stay our own fields (they are not card data under PCI DSS SAQ A): expiry and billing zip.
// The number and security code are typed only into the provider's hosted fields (hosted-card-fields.ts).

export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter a valid expiration date (MM/YY).',
  /** A well-formed date already past: the format was right, so saying it was not would send the visitor looking there. */
  expired: 'That expiration date has passed. Please check the date on your card, or use another card.',
  cvc: 'Please enter the 3 or 4 digit security code.',
  zip: 'Please enter your billing zip code.',
  slow: 'Our card service is taking too long to answer. Please try again.',
  /** No provider configured (a deploy without CHECKOUT_SCRIPT_URL or CHECKOUT_ENVIRONMENT_KEY): the catalogue's words. */
  unavailable: TROUBLE_MESSAGE,
} as const

export interface OwnCardDetails {
  expiry: string
  zip: string
}

export interface ParsedExpiry {
  month: string
  year: string
}

/** MM/YY to the provider's month and four-digit year, whether or not it has passed; null when it is no such date. */
function readExpiry(expiry: string): (ParsedExpiry & { endsAt: Date }) | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return null
  return { month: String(month), year: String(year), endsAt: new Date(year, month, 1) }
}

/** MM/YY to the provider's month and four-digit year; a card is good through the last day of its month. */
export function parseExpiry(expiry: string, now = new Date()): ParsedExpiry | null {
  const read = readExpiry(expiry)
  return read === null || read.endsAt <= now ? null : { month: read.month, year: read.year }
}

/** Problems of our own two fields, by field. */
export function checkOwnCardDetails(details: OwnCardDetails, now = new Date()): Partial<Record<'expiry' | 'zip', string>> {
  const errors: Partial<Record<'expiry' | 'zip', string>> = {}
  if (parseExpiry(details.expiry, now) === null)
    errors.expiry = readExpiry(details.expiry) === null ? CARD_MESSAGES.expiry : CARD_MESSAGES.expired
  if (!/^\d{5}$/.test(details.zip.trim())) errors.zip = CARD_MESSAGES.zip
  return errors
}
