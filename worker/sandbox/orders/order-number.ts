// The short order number on the confirmation and the receipt, read aloud at the counter: six characters from an
// alphabet without look-alikes or sound-alikes (no 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, G/6 or U/V). 20 characters make
// 64 million numbers; the database keeps each unique per restaurant and day (migration 0005), and a clash, rare at
// a restaurant's few hundred orders a day, just draws again.

export const ORDER_NUMBER_ALPHABET = 'ACDEFHJKMNPRTWXY3479'
export const ORDER_NUMBER_LENGTH = 6

/** Uniform over the alphabet: bytes at or above the largest multiple of its length are drawn again. */
export function newOrderNumber(): string {
  const size = ORDER_NUMBER_ALPHABET.length
  const limit = 256 - (256 % size)
  let out = ''
  while (out.length < ORDER_NUMBER_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ORDER_NUMBER_LENGTH * 2))) {
      if (byte < limit && out.length < ORDER_NUMBER_LENGTH) out += ORDER_NUMBER_ALPHABET[byte % size]
    }
  }
  return out
}

export const isOrderNumberClash = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed: orders\.location_id, orders\.order_day, orders\.order_number/i.test(error.message)
