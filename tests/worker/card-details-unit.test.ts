import { describe, expect, it } from 'vitest'
import { CARD_MESSAGES, checkOwnCardDetails, parseExpiry } from '../../client/payments/card-details.ts'

// The card form's own fields, expiry and billing zip (client/payments/card-details.ts).

const NOW = new Date(2026, 10, 28, 12)

describe('the card expiry', () => {
  it('takes a date through the last day of its month, as the provider wants it', () => {
    expect(parseExpiry('11/26', NOW)).toEqual({ month: '11', year: '2026' })
    expect(parseExpiry('04 / 31', NOW)).toEqual({ month: '4', year: '2031' })
    expect(parseExpiry('10/26', NOW)).toBeNull()
  })

  it('says a well-formed date has passed, and a malformed one is no date', () => {
    expect(checkOwnCardDetails({ expiry: '01/20', zip: '55121' }, NOW)).toEqual({ expiry: CARD_MESSAGES.expired })
    expect(checkOwnCardDetails({ expiry: '13/30', zip: '55121' }, NOW)).toEqual({ expiry: CARD_MESSAGES.expiry })
    expect(checkOwnCardDetails({ expiry: '1/30', zip: '55121' }, NOW)).toEqual({ expiry: CARD_MESSAGES.expiry })
    expect(checkOwnCardDetails({ expiry: '12/30', zip: '5512' }, NOW)).toEqual({ zip: CARD_MESSAGES.zip })
  })
})
